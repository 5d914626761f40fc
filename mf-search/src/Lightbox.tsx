import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

/** Gallery constants of spec 02 section 9. */
export const MAX_ZOOM = 4.5;
const ZOOM_STEP = 1.5;
const SWIPE_TOLERANCE = 40;

export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;
export const nextZoom = (zoom: number, direction: 1 | -1) =>
  Math.min(MAX_ZOOM, Math.max(1, direction > 0 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP));

interface Props {
  images: string[];
  start: number;
  open: boolean;
  onClose: () => void;
  title: string;
}

/** Full-screen photos: next/previous with loop, arrow keys, swipe, zoom up to 4.5x (buttons or double tap). */
export default function Lightbox({ images, start, open, onClose, title }: Props) {
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const touchX = useRef<number | null>(null);
  useEffect(() => {
    if (open) {
      setIndex(start);
      setZoom(1);
    }
  }, [open, start]);

  const go = (step: number) => {
    setIndex((i) => wrapIndex(i + step, images.length));
    setZoom(1);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!images.length) return null;
  const control = { color: '#fff', bgcolor: 'rgba(0,0,0,.45)', '&:hover': { bgcolor: 'rgba(0,0,0,.65)' } };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      // The dialog role sits on the paper, so its name goes there too.
      slotProps={{ paper: { sx: { bgcolor: '#0b0f14' }, 'aria-label': `${title} photos` } }}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          height: '100%',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          touchAction: 'pan-y',
        }}
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const from = touchX.current;
          const to = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (from === null || to === undefined || zoom > 1) return;
          if (Math.abs(to - from) > SWIPE_TOLERANCE) go(to < from ? 1 : -1);
        }}
      >
        <Box
          component="img"
          src={images[index]}
          alt={`${title}, photo ${index + 1} of ${images.length}`}
          onDoubleClick={() => setZoom((z) => (z > 1 ? 1 : nextZoom(z, 1)))}
          sx={{
            maxWidth: '100%',
            maxHeight: '100%',
            objectFit: 'contain',
            transform: `scale(${zoom})`,
            transition: 'transform 200ms ease',
            userSelect: 'none',
          }}
          draggable={false}
        />
        <Typography sx={{ position: 'absolute', top: 16, left: 16, color: '#fff' }} aria-live="polite">
          {index + 1} / {images.length}
        </Typography>
        <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', gap: 1 }}>
          <IconButton
            aria-label="Zoom out"
            onClick={() => setZoom((z) => nextZoom(z, -1))}
            disabled={zoom <= 1}
            sx={control}
          >
            <ZoomOut />
          </IconButton>
          <IconButton
            aria-label="Zoom in"
            onClick={() => setZoom((z) => nextZoom(z, 1))}
            disabled={zoom >= MAX_ZOOM}
            sx={control}
          >
            <ZoomIn />
          </IconButton>
          <IconButton aria-label="Close" onClick={onClose} sx={control}>
            <CloseIcon />
          </IconButton>
        </Box>
        {images.length > 1 && (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => go(-1)}
              sx={{ ...control, position: 'absolute', left: 8 }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => go(1)}
              sx={{ ...control, position: 'absolute', right: 8 }}
            >
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
