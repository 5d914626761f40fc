import { Box } from '@basera/shared/ui';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Slide } from '../content-api';
import { swiperSx } from '../swiper-styles';
import { BannerSlide } from './BannerSlide';

/**
 * The home banner: one slide at a time, looping, dots and no arrows, autoplay every `seconds` with a 1000 ms
 * transition, never paused by the mouse (spec 01 section 9). Loaded on its own chunk with swiper; until then
 * BannerFrame shows the first slide at the same place and size.
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
            <BannerSlide slide={slide} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
