import { DetailPageFrame, PictureSlot } from '@basera/shared';
import { Box, Card, Grid, Skeleton, Stack } from '@basera/shared/ui';

// Placeholders in the shape of what they stand for, shown while data loads: when it comes, the real thing takes
// their place at about the same size, and nothing after them jumps.

const flat = { transform: 'none' } as const;

/**
 * A result card's place (ListingCard): the 3:2 photo over three thumbnails, and the facts beside or below. The
 * first card's photo is the one index.html painted, if it painted one for this page.
 */
export function ListingCardSkeleton({ first = false }: { first?: boolean }) {
  return (
    <Card variant="outlined" aria-hidden="true" data-testid="listing-card-skeleton">
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: 1.5 }}>
          {first ? (
            <Box sx={{ aspectRatio: '3 / 2' }}>
              <PictureSlot />
            </Box>
          ) : (
            <Skeleton variant="rounded" sx={{ ...flat, aspectRatio: '3 / 2', height: 'auto' }} />
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {[1, 2, 3].map((n) => (
              <Skeleton
                key={n}
                variant="rounded"
                sx={{ ...flat, flex: 1, aspectRatio: '3 / 2', height: 'auto' }}
              />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ p: 2 }}>
          <Skeleton variant="text" sx={{ width: '55%' }} />
          <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '85%', mb: 1 }} />
          <Grid container spacing={0.5}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Grid key={n} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="text" sx={{ width: '80%' }} />
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
            <Skeleton variant="rounded" sx={{ ...flat, width: 110, height: 30 }} />
            <Skeleton variant="rounded" sx={{ ...flat, width: 110, height: 30 }} />
          </Stack>
          <Skeleton variant="text" sx={{ width: '50%', mb: 1.5 }} />
          <Stack direction="row" spacing={1}>
            <Skeleton variant="rounded" sx={{ ...flat, width: 120, height: 36 }} />
            <Skeleton variant="rounded" sx={{ ...flat, width: 140, height: 36 }} />
          </Stack>
        </Grid>
      </Grid>
    </Card>
  );
}

/**
 * The detail page's place while its listing loads: the frame the shell showed while this page's code loaded
 * (the title band, the gallery's grid with the picture index.html painted, the heading lines), so nothing moves.
 */
export function PropertyDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading property..." data-testid="property-skeleton">
      <DetailPageFrame />
    </Box>
  );
}
