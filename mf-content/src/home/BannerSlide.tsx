import { BannerPlaceholder, bannerVeil } from '@basera/shared';
import { Box, Container, Stack, Typography } from '@basera/shared/ui';
import { ContentImage } from '../ContentImage';
import type { Slide } from '../content-api';
import { BANNER_HEIGHT } from './banner-height';

/**
 * One banner slide: the picture with the title over it, BANNER_HEIGHT high on every width. The first slide's
 * picture is the home page's largest (its LCP): it loads at once, first, and at the width the screen needs.
 */
export function BannerSlide({
  slide,
  first = false,
  onPictureSettled,
}: {
  slide: Slide;
  first?: boolean;
  /** Called when the picture has loaded (or failed). */
  onPictureSettled?: () => void;
}) {
  return (
    <Box sx={{ position: 'relative', height: BANNER_HEIGHT, overflow: 'hidden', bgcolor: 'grey.300' }}>
      <ContentImage
        src={slide.image}
        width={1600}
        height={568}
        sizes="100vw"
        priority={first}
        onSettled={onPictureSettled}
        sx={{ position: 'absolute', inset: 0, height: '100%' }}
      />
      <Box sx={(theme) => ({ ...bannerVeil(theme), display: 'flex', alignItems: 'center' })}>
        <Container maxWidth="xl">
          <Stack spacing={2} sx={{ maxWidth: 640, color: 'common.white' }}>
            <ContentImage src={slide.icon} width={56} height={56} eager sx={{ width: { xs: 40, md: 56 } }} />
            <Typography
              component="p"
              variant="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem', md: '3rem' }, lineHeight: 1.15 }}
            >
              {slide.title}
            </Typography>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}

/**
 * The banner before the slider can run: while the home data loads, its placeholder (BannerPlaceholder); once it
 * is there, the first slide, until swiper's chunk arrives and the slider takes its place at the same size.
 */
export function BannerFrame({ slide, onPictureSettled }: { slide?: Slide; onPictureSettled?: () => void }) {
  return (
    <Box component="section" aria-label="Highlights" aria-busy={!slide} sx={{ position: 'relative' }}>
      {slide ? (
        <BannerSlide slide={slide} first onPictureSettled={onPictureSettled} />
      ) : (
        <BannerPlaceholder />
      )}
    </Box>
  );
}
