import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The part of Leaflet's stylesheet (leaflet/dist/leaflet.css 1.9.4) this map needs, scoped to the map's box: the
 * build serves CSS files as plain assets from mf-search's origin, and the page's policy takes styles only from its
 * own origin or inline, so these rules travel with the chunk (as mf-content's swiper rules do). Popups, the layers
 * control, the scale and image markers are not used and left out. Tiles stay hidden until they have loaded: a
 * tile that fails never shows a broken image.
 */
export const leafletSx = {
  '& .leaflet-pane, & .leaflet-tile, & .leaflet-marker-icon, & .leaflet-tile-container, & .leaflet-pane > svg, & .leaflet-zoom-box, & .leaflet-layer':
    { position: 'absolute', left: 0, top: 0 },
  '&.leaflet-container': { overflow: 'hidden', WebkitTapHighlightColor: 'transparent', outlineOffset: 1 },
  '& .leaflet-tile, & .leaflet-marker-icon': { userSelect: 'none', WebkitUserDrag: 'none' },
  '& .leaflet-overlay-pane svg': { maxWidth: 'none !important', maxHeight: 'none !important' },
  '& .leaflet-tile-pane img, & .leaflet-tile': {
    maxWidth: 'none !important',
    maxHeight: 'none !important',
    width: 'auto',
    padding: 0,
  },
  '& img.leaflet-tile': { mixBlendMode: 'plus-lighter' },
  '&.leaflet-touch-zoom': { touchAction: 'pan-x pan-y' },
  '&.leaflet-touch-drag': { touchAction: 'pinch-zoom' },
  '&.leaflet-touch-drag.leaflet-touch-zoom': { touchAction: 'none' },
  '& .leaflet-tile': { filter: 'inherit', visibility: 'hidden' },
  '& .leaflet-tile-loaded': { visibility: 'inherit' },
  '& .leaflet-zoom-box': {
    width: 0,
    height: 0,
    boxSizing: 'border-box',
    zIndex: 800,
    border: '2px dotted #38f',
    background: 'rgba(255,255,255,0.5)',
  },
  '& .leaflet-pane': { zIndex: 400 },
  '& .leaflet-tile-pane': { zIndex: 200 },
  '& .leaflet-overlay-pane': { zIndex: 400 },
  '& .leaflet-shadow-pane': { zIndex: 500 },
  '& .leaflet-marker-pane': { zIndex: 600 },
  '& .leaflet-tooltip-pane': { zIndex: 650 },
  '& .leaflet-popup-pane': { zIndex: 700 },
  '& .leaflet-map-pane svg': { zIndex: 200 },
  '& .leaflet-control': {
    position: 'relative',
    zIndex: 800,
    pointerEvents: 'auto',
    float: 'left',
    clear: 'both',
    cursor: 'auto',
  },
  '& .leaflet-top, & .leaflet-bottom': { position: 'absolute', zIndex: 1000, pointerEvents: 'none' },
  '& .leaflet-top': { top: 0 },
  '& .leaflet-right': { right: 0 },
  '& .leaflet-bottom': { bottom: 0 },
  '& .leaflet-left': { left: 0 },
  '& .leaflet-right .leaflet-control': { float: 'right', mr: '10px' },
  '& .leaflet-top .leaflet-control': { mt: '10px' },
  '& .leaflet-bottom .leaflet-control': { mb: '10px' },
  '& .leaflet-left .leaflet-control': { ml: '10px' },
  '& .leaflet-zoom-animated': { transformOrigin: '0 0' },
  '& svg.leaflet-zoom-animated': { willChange: 'transform' },
  // The map pane carries the animation classes.
  '& .leaflet-zoom-anim .leaflet-zoom-animated': { transition: 'transform 0.25s cubic-bezier(0,0,0.25,1)' },
  '& .leaflet-zoom-anim .leaflet-tile, & .leaflet-pan-anim .leaflet-tile': { transition: 'none' },
  '& .leaflet-zoom-anim .leaflet-zoom-hide': { visibility: 'hidden' },
  '& .leaflet-interactive': { cursor: 'pointer' },
  '&.leaflet-grab, & .leaflet-grab': { cursor: 'grab' },
  // Leaflet marks the page's body while the map is dragged.
  '.leaflet-dragging &.leaflet-grab, .leaflet-dragging & .leaflet-interactive': { cursor: 'grabbing' },
  '& .leaflet-marker-icon': { display: 'block', pointerEvents: 'none' },
  '& .leaflet-pane > svg path, & .leaflet-tile-container': { pointerEvents: 'none' },
  '& .leaflet-marker-icon.leaflet-interactive, & .leaflet-pane > svg path.leaflet-interactive': {
    pointerEvents: 'auto',
  },
  // Controls: the zoom buttons and the attribution.
  '& .leaflet-bar': { boxShadow: '0 1px 5px rgba(0,0,0,0.4)', borderRadius: '4px' },
  '& .leaflet-bar a': {
    bgcolor: 'background.paper',
    borderBottom: '1px solid #ccc',
    width: 32,
    height: 32,
    lineHeight: '32px',
    display: 'block',
    textAlign: 'center',
    textDecoration: 'none',
    color: 'text.primary',
    font: "bold 20px/32px 'Lucida Console', Monaco, monospace",
  },
  '& .leaflet-bar a:hover, & .leaflet-bar a:focus': { bgcolor: 'grey.100' },
  '& .leaflet-bar a:first-of-type': { borderTopLeftRadius: '4px', borderTopRightRadius: '4px' },
  '& .leaflet-bar a:last-of-type': {
    borderBottomLeftRadius: '4px',
    borderBottomRightRadius: '4px',
    borderBottom: 'none',
  },
  '& .leaflet-bar a.leaflet-disabled': { cursor: 'default', bgcolor: 'grey.100', color: 'text.disabled' },
  '& .leaflet-control-attribution': {
    background: 'rgba(255, 255, 255, 0.85)',
    m: 0,
    px: '5px',
    color: '#333',
    lineHeight: 1.4,
    fontSize: 11,
  },
  '& .leaflet-control-attribution a': { color: 'primary.dark', textDecoration: 'none' },
  '& .leaflet-control-attribution a:hover, & .leaflet-control-attribution a:focus': {
    textDecoration: 'underline',
  },
} satisfies SxProps<Theme>;

/** The few swiper rules the phone's card carousel needs (swiper's CSS is a separate file the page cannot load). */
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
    height: 'auto',
    position: 'relative',
    transitionProperty: 'transform',
    display: 'flex',
  },
} satisfies SxProps<Theme>;
