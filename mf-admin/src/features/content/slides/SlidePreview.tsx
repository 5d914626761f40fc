import { bannerVeil } from '@basera/shared';
import { Box, Typography } from '@basera/shared/ui';

/** A slide as the home banner shows it: the picture (1600 × 568) with the title over it, under a dark veil. */
export function SlidePreview({ title, imageUrl }: { title: string; imageUrl: string | null }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '1600 / 568',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'grey.300',
      }}
    >
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box sx={(theme) => ({ ...bannerVeil(theme), display: 'flex', alignItems: 'center', px: 2 })}>
        <Typography
          component="p"
          variant="h1"
          sx={{ color: 'common.white', fontSize: { xs: '1.1rem', sm: '1.5rem' }, lineHeight: 1.2 }}
        >
          {title}
        </Typography>
      </Box>
    </Box>
  );
}
