import { DetailPageFrame, PictureSlot } from '@basera/shared';
import { Box, Card, Grid, Skeleton, Stack, useMediaQuery } from '@basera/shared/ui';
import type { Theme } from '@mui/material/styles';
import { CARD_PHOTO_RATIO } from './card-layout';

// Placeholders in the shape of what they stand for, shown while data loads: when it comes, the real thing takes
// their place at about the same size, and nothing after them jumps.

const flat = { transform: 'none' } as const;

/**
 * A result card's place (ListingCard): the photo (16:9 on phones, 3:2 from md, CARD_PHOTO_RATIO), then the chips,
 * name, place, key facts, price and buttons. Wide screens add the thumbnails and the longer facts, as the card
 * does. The first card's photo is the one index.html painted, if it painted one for this page.
 */
export function ListingCardSkeleton({ first = false }: { first?: boolean }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const line = (width: string) => <Skeleton variant="text" sx={{ width }} />;
  return (
    <Card variant="outlined" aria-hidden="true" data-testid="listing-card-skeleton">
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: 1.5 }}>
          {first ? (
            <Box sx={{ aspectRatio: CARD_PHOTO_RATIO }}>
              <PictureSlot />
            </Box>
          ) : (
            <Skeleton variant="rounded" sx={{ ...flat, aspectRatio: CARD_PHOTO_RATIO, height: 'auto' }} />
          )}
          {wide && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {[1, 2, 3].map((n) => (
                <Skeleton
                  key={n}
                  variant="rounded"
                  sx={{ ...flat, flex: 1, aspectRatio: '3 / 2', height: 'auto' }}
                />
              ))}
            </Stack>
          )}
        </Grid>
        <Grid
          size={{ xs: 12, md: 7 }}
          sx={{ px: { xs: 1.5, md: 2 }, pt: { xs: 0, md: 2 }, pb: { xs: 1.5, md: 2 } }}
        >
          <Stack direction="row" spacing={0.75}>
            {[40, 64, 90].map((width) => (
              <Skeleton key={width} variant="rounded" sx={{ ...flat, width, height: 24, borderRadius: 4 }} />
            ))}
          </Stack>
          <Skeleton variant="text" sx={{ fontSize: '1.375rem', width: '70%', mt: 0.75 }} />
          {line('85%')}
          <Box sx={{ mt: 1 }}>
            {line('60%')}
            {line('45%')}
            {wide && line('65%')}
            {wide && line('70%')}
            {wide && line('50%')}
          </Box>
          {wide && (
            <>
              {line('55%')}
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Skeleton variant="rounded" sx={{ ...flat, width: 110, height: 30 }} />
                <Skeleton variant="rounded" sx={{ ...flat, width: 110, height: 30 }} />
              </Stack>
            </>
          )}
          {/* The price line and the deposit under it. */}
          <Box sx={{ my: 1 }}>
            {line('60%')}
            {line('35%')}
          </Box>
          <Stack direction="row" spacing={1}>
            <Skeleton variant="rounded" sx={{ ...flat, width: 110, height: 36 }} />
            <Skeleton variant="rounded" sx={{ ...flat, width: 130, height: 36 }} />
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

/**
 * The owner's preview while its listing loads (ListingPreview, in a dialog): the gallery's grid, the heading
 * lines and the first section, as the detail page's body lays them out (no title band: the dialog has a title).
 */
export function ListingPreviewSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the preview..." data-testid="preview-skeleton">
      <DetailPageFrame titleBand={false} />
    </Box>
  );
}
