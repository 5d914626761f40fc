import { alpha, Box, Container, Stack, Typography } from '@basera/shared/ui';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ContentImage } from '../ContentImage';
import type { Slide } from '../content-api';
import { swiperSx } from '../swiper-styles';
import { BANNER_HEIGHT } from './banner-height';

/**
 * The home banner: one slide at a time, looping, dots and no arrows, autoplay every `seconds` with a 1000 ms
 * transition, never paused by the mouse (spec 01 section 9). Loaded on its own chunk with swiper.
 */
export default function BannerSlider({ slides, seconds }: { slides: Slide[]; seconds: number }) {
  return (
    <Box
      component="section"
      aria-label="Highlights"
      sx={[
        swiperSx,
        {
          '& .swiper-pagination': { position: 'absolute', left: 0, right: 0, bottom: 16 },
          '& .swiper-pagination-bullet': { bgcolor: 'common.white', opacity: 0.7 },
          '& .swiper-pagination-bullet-active': { bgcolor: 'primary.main', opacity: 1 },
        },
      ]}
    >
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop={slides.length > 1}
        speed={1000}
        autoplay={{ delay: seconds * 1000, disableOnInteraction: false, pauseOnMouseEnter: false }}
        pagination={{ clickable: true }}
        navigation={false}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <Box sx={{ position: 'relative', height: BANNER_HEIGHT, overflow: 'hidden' }}>
              <ContentImage
                src={slide.image}
                width={1600}
                height={568}
                eager={index === 0}
                sx={{ position: 'absolute', inset: 0, height: '100%' }}
              />
              <Box
                sx={(theme) => ({
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  // Dark enough under the title on a phone, where it spans the whole picture.
                  background: `linear-gradient(90deg, ${alpha(theme.palette.secondary.main, 0.85)} 0%, ${alpha(theme.palette.secondary.main, 0.35)} 100%)`,
                })}
              >
                <Container maxWidth="xl">
                  <Stack spacing={2} sx={{ maxWidth: 640, color: 'common.white' }}>
                    <ContentImage
                      src={slide.icon}
                      width={56}
                      height={56}
                      eager
                      sx={{ width: { xs: 40, md: 56 } }}
                    />
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
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
