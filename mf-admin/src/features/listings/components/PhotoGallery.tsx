import { Box, Link, Typography } from '@basera/shared/ui';

/**
 * Every photo of a listing at full size, in a row that scrolls sideways (snapping to each photo; arrow keys
 * scroll it once focused). Each photo opens on its own in a new tab, at its stored size.
 */
export function PhotoGallery({ photos, name }: { photos: string[]; name: string }) {
  if (!photos.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        This listing has no photos.
      </Typography>
    );
  return (
    <Box
      component="ul"
      role="list"
      aria-label={`Photos (${photos.length})`}
      tabIndex={0}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        pb: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {photos.map((url, index) => (
        <Box
          component="li"
          key={url}
          sx={{ flex: '0 0 auto', scrollSnapAlign: 'start', maxWidth: '100%', position: 'relative' }}
        >
          <Link
            href={url}
            target="_blank"
            rel="noopener"
            aria-label={`Photo ${index + 1} of ${name}, full size`}
          >
            <Box
              component="img"
              src={url}
              alt={`${name}, photo ${index + 1}`}
              loading={index < 2 ? 'eager' : 'lazy'}
              sx={{
                display: 'block',
                height: { xs: 240, sm: 360, lg: 460 },
                width: 'auto',
                maxWidth: { xs: 'calc(100vw - 48px)', md: 'none' },
                objectFit: 'contain',
                bgcolor: 'grey.100',
                borderRadius: 1,
              }}
            />
          </Link>
        </Box>
      ))}
    </Box>
  );
}
