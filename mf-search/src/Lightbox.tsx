import { photoVariant } from '@basera/shared/rules';
import { Box, IconButton, Typography, useMediaQuery } from '@basera/shared/ui';
import { Dialog } from '@basera/shared/ui-more';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import type { SxProps, Theme } from '@mui/material/styles';
import { type PointerEvent, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Keyboard, Navigation, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

/** Gallery constants of spec 02 section 9: zoom up to 4.5x, 1.5x a step. */
export const MAX_ZOOM = 4.5;
const ZOOM_STEP = 1.5;

export interface LightboxProps {
  /** Every photo, in order; the lightbox loops from the last to the first and back. */
  images: string[];
  /** The photo it opens at. */
  start: number;
  /** The listing's name: the dialog is "{title} photos". */
  title: string;
  onClose: () => void;
}

/**
 * Swiper's own stylesheet, cut to what this slider uses (slides, zoom), in the theme's terms. The build serves
 * CSS files as plain assets, so these rules travel with the lightbox's chunk instead of a <link> of their own.
 */
const swiperRules = {
  height: '100%',
  '& .swiper': { position: 'relative', overflow: 'hidden', height: '100%', zIndex: 1 },
  '& .swiper-horizontal': { touchAction: 'pan-y' },
  '& .swiper-wrapper': { display: 'flex', position: 'relative', height: '100%', boxSizing: 'content-box' },
  '& .swiper-wrapper, & .swiper-slide': { transitionProperty: 'transform' },
  '& .swiper-slide': {
    flexShrink: 0,
    position: 'relative',
    width: '100%',
    height: '100%',
    overflow: 'hidden',
  },
  '& .swiper-zoom-container': { width: '100%', height: '100%', display: 'grid', placeItems: 'center' },
  '& .swiper-zoom-container > img': { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  '& .swiper-slide-zoomed': { cursor: 'move', touchAction: 'none' },
} satisfies SxProps<Theme>;

const control = {
  color: '#fff',
  bgcolor: 'rgba(0,0,0,.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,.65)' },
  // A button that cannot act (zoom at its limit) stays in sight, dimmed.
  '&.Mui-disabled': { color: 'rgba(255,255,255,.4)', bgcolor: 'rgba(0,0,0,.3)' },
};
const side = { ...control, position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 2 };

/**
 * Full-screen photos on swiper: next/previous buttons, arrow keys and swipe, looping past either end; zoom up to
 * 4.5x by pinch, double tap (or double click) and the zoom buttons. Loaded on its own chunk with swiper.
 */
export default function Lightbox({ images, start, title, onClose }: LightboxProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(start);
  const [scale, setScale] = useState(1);
  // Navigation needs the buttons' elements when swiper starts: it starts once both are in the page.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const several = images.length > 1;
  // Slides move at once for people who ask their system for less motion.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  // Fingers on the photo now. Swiper's slider follows the first finger down, pinch or not: a quick pinch (under
  // its 300 ms "short swipe") whose first finger moved sideways also moved to the next photo, and that slide change
  // dropped the zoom. While two fingers are down the slider stays put; it follows a finger again once all are up.
  const fingers = useRef(new Set<number>());
  const fingerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    // The first finger of a new touch: whatever an up lost on the way (a slide moved under it) is forgotten.
    if (event.isPrimary) fingers.current.clear();
    fingers.current.add(event.pointerId);
    if (swiper) swiper.allowTouchMove = fingers.current.size < 2;
  };
  const fingerUp = (event: PointerEvent) => {
    if (!fingers.current.delete(event.pointerId) || fingers.current.size > 0) return;
    if (swiper && !swiper.destroyed) swiper.allowTouchMove = true;
  };

  const zoomTo = (ratio: number) => {
    if (ratio > 1.01) swiper?.zoom.in(Math.min(MAX_ZOOM, ratio));
    else swiper?.zoom.out();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen
      // The dialog role sits on the paper, so its name goes there too.
      slotProps={{ paper: { sx: { bgcolor: '#0b0f14' }, 'aria-label': `${title} photos` } }}
    >
      <Box
        sx={{ ...swiperRules, position: 'relative' }}
        // Capture: before swiper's own listeners (its slider moves on the document's pointermove).
        onPointerDownCapture={fingerDown}
        onPointerUpCapture={fingerUp}
        onPointerCancelCapture={fingerUp}
      >
        {several && (
          <>
            <IconButton ref={setPrevEl} aria-label="Previous photo" sx={{ ...side, left: 8 }}>
              <ChevronLeft />
            </IconButton>
            <IconButton ref={setNextEl} aria-label="Next photo" sx={{ ...side, right: 8 }}>
              <ChevronRight />
            </IconButton>
          </>
        )}
        {(!several || (prevEl && nextEl)) && (
          <Swiper
            modules={[Zoom, Keyboard, Navigation]}
            initialSlide={start}
            speed={still ? 0 : 300}
            loop={several}
            // A quick second click (or key) moves on at once instead of being lost to the slide in motion.
            loopPreventsSliding={false}
            navigation={several ? { prevEl, nextEl } : false}
            keyboard={{ enabled: true, onlyInViewport: false }}
            zoom={{ maxRatio: MAX_ZOOM }}
            lazyPreloadPrevNext={1}
            onSwiper={setSwiper}
            onRealIndexChange={(instance) => setIndex(instance.realIndex)}
            onZoomChange={(_instance, value) => setScale(value)}
          >
            {images.map((src, i) => (
              <SwiperSlide key={src + i} zoom>
                <img
                  src={photoVariant(src, 1280)}
                  alt={`${title}, ${i + 1} of ${images.length}`}
                  loading={i === start ? 'eager' : 'lazy'}
                  draggable={false}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        )}
        <Typography
          // On a dark pill: the count stays readable over a light photo.
          sx={{
            ...control,
            position: 'absolute',
            top: 12,
            left: 12,
            zIndex: 2,
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
          }}
          aria-live="polite"
        >
          {index + 1} / {images.length}
        </Typography>
        <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', gap: 1, zIndex: 2 }}>
          <IconButton
            aria-label="Zoom out"
            onClick={() => zoomTo(scale / ZOOM_STEP)}
            disabled={scale <= 1}
            sx={control}
          >
            <ZoomOut />
          </IconButton>
          <IconButton
            aria-label="Zoom in"
            onClick={() => zoomTo(scale * ZOOM_STEP)}
            disabled={scale >= MAX_ZOOM}
            sx={control}
          >
            <ZoomIn />
          </IconButton>
          <IconButton aria-label="Close" onClick={onClose} sx={control}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>
    </Dialog>
  );
}
