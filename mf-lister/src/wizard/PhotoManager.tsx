import { ApiError, errorMessage, LazyImage, type ListingPhoto, toast } from '@basera/shared';
import { LISTING_LIMITS, LISTING_MESSAGES as M, PHOTO_ACCEPT, photoVariant } from '@basera/shared/rules';
import { Box, Button, FormHelperText, IconButton, Paper, Typography } from '@basera/shared/ui';
import { LinearProgress, Tooltip } from '@basera/shared/ui-extra';
import { Alert, Chip, Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarOutlineIcon from '@mui/icons-material/StarBorder';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import {
  deletePhoto,
  type PhotosAnswer,
  photoList,
  reorderPhotos,
  uploadPhoto,
  usePhotos,
} from './calls/photos';
import { canResize, prepareForUpload } from './photos/prepare';
import { heicMessage, isHeic, PHOTO_LONG_SIDE_MAX } from './photos/resize';

interface Upload {
  key: number;
  name: string;
  preview: string | null;
  progress: number;
  status: 'waiting' | 'resizing' | 'uploading' | 'failed';
  error?: string;
}

// HEIC is not offered: the server cannot read it, and an iPhone's Safari sends a JPEG instead of a HEIC when
// the page does not ask for HEIC.
const ACCEPTED = PHOTO_ACCEPT.split(',').filter((type) => !isHeic({ type, name: '' }));

/**
 * Why a picked file cannot be uploaded, or null when it can. A large photo is resized before it is sent; only
 * one this browser cannot shrink (a GIF, no canvas) is refused for its size here.
 */
export function photoProblem(file: File, resizable = canResize(file)): string | null {
  if (isHeic(file)) return heicMessage(file.name);
  if (!ACCEPTED.includes(file.type)) return M.photoNotImage(file.name);
  if (!resizable && file.size > LISTING_LIMITS.photoBytesMax) return M.photoTooLarge(file.name);
  return null;
}

const preview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const forget = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

let nextKey = 1;

/** What an upload in progress shows under its bar (an upload itself shows its percentage). */
const STATUS_TEXT: Partial<Record<Upload['status'], string>> = {
  waiting: 'Waiting...',
  resizing: 'Resizing...',
};

/**
 * Step 5's photos: pick several at once (checked here for type and size first), each resized in the browser
 * (photos/resize.ts) and uploaded with its own progress; reorder by dragging or by buttons; the first is the main photo; delete after a confirmation.
 */
export function PhotoManager({ postId, error }: { postId: number; error?: string }) {
  const { photos, photoPath, answer } = usePhotos(postId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ListingPhoto | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const show = (next: PhotosAnswer) => {
    const list = photoList(next);
    void answer.mutate(
      { status: true, data: list.photos, photoPath: list.photoPath || photoPath },
      { revalidate: false },
    );
  };
  const patch = (key: number, change: Partial<Upload>) =>
    mounted.current &&
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    const problems: string[] = [];
    let room = LISTING_LIMITS.photosMax - photos.length - uploads.filter((u) => u.status !== 'failed').length;
    const queue: Array<{ file: File; item: Upload }> = [];
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) problems.push(problem);
      else if (room <= 0) {
        if (!problems.includes(M.photosTooMany)) problems.push(M.photosTooMany);
      } else {
        room -= 1;
        queue.push({
          file,
          item: { key: nextKey++, name: file.name, preview: preview(file), progress: 0, status: 'waiting' },
        });
      }
    }
    setRejected(problems);
    if (!queue.length) return;
    setUploads((list) => [...list, ...queue.map((entry) => entry.item)]);
    // One request per file, one after another: each has its own progress and the list stays in order.
    for (const { file, item } of queue) {
      patch(item.key, { status: 'resizing' });
      try {
        const upload = await prepareForUpload(file);
        if (upload.size > LISTING_LIMITS.photoBytesMax) {
          patch(item.key, { status: 'failed', error: M.photoTooLarge(file.name) });
          continue;
        }
        patch(item.key, { status: 'uploading' });
        const saved = await uploadPhoto(postId, upload, (progress) => patch(item.key, { progress }));
        show(saved);
        forget(item.preview);
        if (mounted.current) setUploads((list) => list.filter((u) => u.key !== item.key));
      } catch (failure) {
        const message =
          failure instanceof ApiError
            ? (failure.fieldError('photos') ?? errorMessage(failure, 'Upload failed. Please try again.'))
            : 'Upload failed. Please try again.';
        patch(item.key, { status: 'failed', error: message });
      }
    }
  };

  const reorder = async (ids: number[]) => {
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const next = ids.map((id) => byId.get(id)).filter((photo): photo is ListingPhoto => Boolean(photo));
    void answer.mutate({ status: true, data: next, photoPath }, { revalidate: false });
    setBusy(true);
    try {
      show(await reorderPhotos(postId, ids));
    } catch (failure) {
      toast.error(errorMessage(failure, 'The new order could not be saved. Please try again.'));
      void answer.mutate();
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= photos.length) return;
    void reorder(moved(photos, from, to).map((photo) => photo.id));
  };

  const remove = async (photo: ListingPhoto) => {
    setConfirming(null);
    setBusy(true);
    try {
      show(await deletePhoto(postId, photo.id));
      toast.success('Photo deleted');
    } catch (failure) {
      toast.error(errorMessage(failure, 'The photo could not be deleted. Please try again.'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const full =
    photos.length + uploads.filter((u) => u.status !== 'failed').length >= LISTING_LIMITS.photosMax;

  return (
    <Box component="section" aria-labelledby="photos-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <div>
          <Typography id="photos-title" variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            Photos
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Up to {LISTING_LIMITS.photosMax} photos: JPEG, PNG, WebP, GIF or AVIF. Large photos are resized to{' '}
            {PHOTO_LONG_SIDE_MAX.toLocaleString('en-IN')} px here before they are sent. The first is the main
            photo; drag or use the arrows to reorder.
          </Typography>
        </div>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={full}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Add photos
          <input
            ref={input}
            hidden
            type="file"
            accept={ACCEPTED.join(',')}
            multiple
            aria-label="Add photos"
            onChange={(event) => void pick(event)}
          />
        </Button>
      </Box>

      {rejected.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setRejected([])}>
          {rejected.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      {error && (
        <FormHelperText error sx={{ mt: 1 }} role="alert">
          {error}
        </FormHelperText>
      )}
      {answer.error ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void answer.mutate()}>
              Retry
            </Button>
          }
        >
          The photos could not be loaded.
        </Alert>
      ) : null}

      <Box
        role="list"
        aria-label="Photos"
        sx={{
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {photos.map((photo, index) => (
          <Paper
            key={photo.id}
            role="listitem"
            aria-label={index === 0 ? 'Main photo' : `Photo ${index + 1}`}
            variant="outlined"
            draggable={!busy}
            onDragStart={(event) => {
              setDragFrom(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
            sx={{
              position: 'relative',
              overflow: 'hidden',
              cursor: busy ? 'default' : 'grab',
              opacity: dragFrom === index ? 0.5 : 1,
              borderColor: index === 0 ? 'primary.main' : undefined,
              borderWidth: index === 0 ? 2 : 1,
            }}
          >
            <LazyImage
              src={`${photoPath}${photoVariant(photo.file_name, 320)}`}
              alt={index === 0 ? 'Main photo' : `Photo ${index + 1}`}
              width={320}
              height={240}
            />
            {index === 0 && (
              <Chip
                label="Main photo"
                color="primary"
                size="small"
                sx={{ position: 'absolute', top: 6, left: 6 }}
              />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5, py: 0.25 }}>
              <Box sx={{ display: 'flex' }}>
                <Tooltip title="Move earlier">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move photo ${index + 1} earlier`}
                      disabled={busy || index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ChevronLeftIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move later">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move photo ${index + 1} later`}
                      disabled={busy || index === photos.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ChevronRightIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                {index > 0 && (
                  <Tooltip title="Make main">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Make photo ${index + 1} the main photo`}
                        disabled={busy}
                        onClick={() => move(index, 0)}
                      >
                        <StarOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </Box>
              <Tooltip title="Delete">
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Delete photo ${index + 1}`}
                    disabled={busy}
                    onClick={() => setConfirming(photo)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Paper>
        ))}
        {uploads.map((upload) => (
          <Paper
            key={upload.key}
            role="listitem"
            aria-label={`Uploading ${upload.name}`}
            variant="outlined"
            sx={{ overflow: 'hidden' }}
          >
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', position: 'relative' }}>
              {upload.preview && (
                <Box
                  component="img"
                  src={upload.preview}
                  alt={`Preview of ${upload.name}`}
                  sx={{
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    opacity: upload.status === 'failed' ? 0.4 : 0.8,
                  }}
                />
              )}
            </Box>
            <Box sx={{ p: 1 }}>
              <Typography variant="caption" noWrap component="div">
                {upload.name}
              </Typography>
              {upload.status === 'failed' ? (
                <>
                  <Typography variant="caption" color="error" component="div">
                    {upload.error}
                  </Typography>
                  <Button
                    size="small"
                    onClick={() => {
                      forget(upload.preview);
                      setUploads((list) => list.filter((u) => u.key !== upload.key));
                    }}
                  >
                    Dismiss
                  </Button>
                </>
              ) : (
                <>
                  <LinearProgress
                    variant={upload.status === 'resizing' ? 'indeterminate' : 'determinate'}
                    value={upload.progress}
                    aria-label={`Upload of ${upload.name}`}
                    sx={{ mt: 0.5 }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {STATUS_TEXT[upload.status] ?? `${upload.progress}%`}
                  </Typography>
                </>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
      {!answer.isLoading && photos.length === 0 && uploads.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No photos yet. Listings with photos get far more enquiries.
        </Typography>
      )}

      <Dialog
        open={Boolean(confirming)}
        onClose={() => setConfirming(null)}
        aria-labelledby="delete-photo-title"
      >
        <DialogTitle id="delete-photo-title">Delete this photo?</DialogTitle>
        <DialogContent>
          {confirming && (
            <LazyImage
              src={`${photoPath}${photoVariant(confirming.file_name, 320)}`}
              alt="The photo to delete"
              width={320}
              height={240}
              eager
              sx={{ maxWidth: 320 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => confirming && void remove(confirming)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
