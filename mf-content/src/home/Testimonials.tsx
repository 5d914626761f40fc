import { Box, Card, Stack, Typography } from '@basera/shared/ui';
import { Avatar } from '@basera/shared/ui-more';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Testimonial } from '../content-api';
import { swiperSx } from '../swiper-styles';
import { SectionHeading } from './SectionHeading';

/** Spec 01 section 9: 1 slide, 2 from 640 px, 3 from 768 and 1024 px, with gaps of 10, 10, 12 and 15 px. */
export const TESTIMONIAL_BREAKPOINTS = {
  640: { slidesPerView: 2, spaceBetween: 10 },
  768: { slidesPerView: 3, spaceBetween: 12 },
  1024: { slidesPerView: 3, spaceBetween: 15 },
};

/** What People Say: autoplay every 2500 ms that keeps going after a swipe or a dot click; clickable dots. */
export default function Testimonials({ people }: { people: Testimonial[] }) {
  if (!people.length) return null;
  return (
    <Box component="section" aria-labelledby="testimonials-heading" sx={{ py: { xs: 4, md: 7 } }}>
      <SectionHeading eyebrow="Testimonials" heading="What People Say" id="testimonials-heading" />
      <Box
        sx={[
          swiperSx,
          {
            '& .swiper': { pb: 5, px: 0.5 },
            '& .swiper-pagination': { position: 'absolute', left: 0, right: 0, bottom: 8 },
          },
          { '& .swiper-slide': { height: 'auto', display: 'flex' } },
        ]}
      >
        <Swiper
          modules={[Autoplay, Pagination]}
          slidesPerView={1}
          spaceBetween={10}
          breakpoints={TESTIMONIAL_BREAKPOINTS}
          loop={people.length > 3}
          autoplay={{ delay: 2500, disableOnInteraction: false }}
          pagination={{ clickable: true }}
        >
          {people.map((person) => (
            <SwiperSlide key={person.id}>
              <Card
                variant="outlined"
                component="figure"
                sx={{ m: 0, p: 3, width: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Typography component="blockquote" sx={{ m: 0, mb: 2.5, flexGrow: 1, lineHeight: 1.7 }}>
                  “{person.say}”
                </Typography>
                <Stack direction="row" spacing={1.5} component="figcaption" sx={{ alignItems: 'center' }}>
                  <Avatar
                    src={person.image ?? undefined}
                    alt=""
                    sx={{ width: 52, height: 52 }}
                    slotProps={{ img: { width: 52, height: 52, loading: 'lazy' } }}
                  >
                    {person.name.charAt(0)}
                  </Avatar>
                  <div>
                    <Typography sx={{ fontWeight: 700 }}>{person.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {person.designation}
                    </Typography>
                  </div>
                </Stack>
              </Card>
            </SwiperSlide>
          ))}
        </Swiper>
      </Box>
    </Box>
  );
}
