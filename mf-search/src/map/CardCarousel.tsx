import type { ListingPage, SearchPoint } from '@basera/shared';
import { Box } from '@basera/shared/ui';
import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CARD_GAP, CARD_ROW_PADDING, CARDS_IN_VIEW } from './MapFrame';
import { swiperSx } from './map-styles';
import { PlaceCard } from './PlaceCard';
import type { PinnedListing } from './pins';

export interface CardCarouselProps {
  pins: PinnedListing[];
  page: Pick<ListingPage, 'photoPath'>;
  near?: SearchPoint | null;
  nearName?: string;
  /** The selected pin's listing id: the carousel scrolls to its card. */
  selected: number | null;
  /** A swipe brought this listing's card into view. */
  onSelect: (id: number) => void;
}

/**
 * The phone map's cards, one per pin, along the bottom (loaded with swiper only on phones): swiping selects the
 * card's pin, tapping a pin scrolls here to its card. The next card peeks in from the right.
 */
export default function CardCarousel({ pins, page, near, nearName, selected, onSelect }: CardCarouselProps) {
  const swiper = useRef<SwiperInstance | null>(null);
  const index = pins.findIndex((pin) => pin.id === selected);

  useEffect(() => {
    const instance = swiper.current;
    if (instance && !instance.destroyed && index >= 0 && instance.activeIndex !== index)
      instance.slideTo(index);
  }, [index]);

  return (
    <Box sx={[swiperSx, { '& .swiper': { ...CARD_ROW_PADDING, overflow: 'visible' } }]}>
      <Swiper
        modules={[A11y]}
        slidesPerView={CARDS_IN_VIEW}
        spaceBetween={CARD_GAP}
        initialSlide={Math.max(0, index)}
        a11y={{ enabled: true }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        onSlideChange={(instance) => {
          const pin = pins[instance.activeIndex];
          if (pin) onSelect(pin.id);
        }}
      >
        {pins.map((pin, i) => (
          <SwiperSlide key={pin.id} aria-current={i === index ? 'true' : undefined}>
            <PlaceCard
              listing={pin}
              page={page}
              near={near}
              nearName={nearName}
              eager={Math.abs(i - index) <= 1}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
