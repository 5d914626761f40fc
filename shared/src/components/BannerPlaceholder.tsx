import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { bootPicture } from '../boot';
import { HOME_BANNER_HEIGHT } from '../layout';

/** The veil under a banner's title: dark enough on a phone, where the title spans the whole picture. */
export const bannerVeil = (theme: Theme) =>
  ({
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(90deg, ${alpha(theme.palette.secondary.main, 0.85)} 0%, ${alpha(theme.palette.secondary.main, 0.35)} 100%)`,
  }) as const;

/**
 * The home banner's frame while the page or its data loads: its final size, veiled, with the first banner picture
 * when index.html has already painted it (the same <img> attributes, so the browser shows it from the same
 * download and the picture does not flicker as React takes over).
 */
export function BannerPlaceholder() {
  const hero = bootPicture();
  return (
    <Box
      data-testid="banner-frame"
      sx={{ position: 'relative', height: HOME_BANNER_HEIGHT, overflow: 'hidden', bgcolor: 'grey.300' }}
    >
      {hero && (
        <Box
          component="img"
          src={hero.src}
          srcSet={hero.srcSet || undefined}
          sizes={hero.srcSet ? hero.sizes : undefined}
          alt=""
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
          }}
        />
      )}
      <Box sx={bannerVeil} />
    </Box>
  );
}
