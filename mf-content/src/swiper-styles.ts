import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The part of swiper's own stylesheet the carousels need, in the theme's colours. The build serves CSS files
 * as plain assets, so swiper's CSS would need a <link> of its own; these few rules travel with the chunk.
 */
export const swiperSx = {
  '& .swiper': { position: 'relative', overflow: 'hidden', listStyle: 'none', p: 0, zIndex: 1 },
  '& .swiper-horizontal': { touchAction: 'pan-y' },
  '& .swiper-wrapper': {
    position: 'relative',
    width: '100%',
    height: '100%',
    zIndex: 1,
    display: 'flex',
    transitionProperty: 'transform',
    boxSizing: 'content-box',
  },
  '& .swiper-slide': {
    flexShrink: 0,
    width: '100%',
    height: '100%',
    position: 'relative',
    transitionProperty: 'transform',
  },
  '& .swiper-pagination': { textAlign: 'center', zIndex: 10 },
  '& .swiper-pagination-lock': { display: 'none' },
  '& .swiper-pagination-bullet': {
    width: 10,
    height: 10,
    display: 'inline-block',
    borderRadius: '50%',
    mx: '5px',
    cursor: 'pointer',
    opacity: 0.5,
    bgcolor: 'grey.500',
    transition: 'opacity .2s, background-color .2s',
  },
  '& .swiper-pagination-bullet-active': { opacity: 1, bgcolor: 'primary.main' },
} satisfies SxProps<Theme>;
