import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
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
              <Box
                component="img"
                src={slide.image}
                alt=""
                width={1600}
                height={568}
                loading={index === 0 ? 'eager' : 'lazy'}
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
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
                    {slide.icon && (
                      <Box
                        component="img"
                        src={slide.icon}
                        alt=""
                        width={56}
                        height={56}
                        sx={{ width: { xs: 40, md: 56 }, height: 'auto' }}
                      />
                    )}
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
