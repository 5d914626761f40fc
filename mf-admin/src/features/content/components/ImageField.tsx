import { ApiError, toast } from '@basera/shared';
import { CONTENT_IMAGE_BYTES_MAX, CONTENT_MESSAGES } from '@basera/shared/schemas';
import { Box, Button, FormHelperText, Stack, Typography } from '@basera/shared/ui';
import { useId, useState } from 'react';
import { uploadImage } from '../api/uploadImage';
import { failureText } from './failure';

export interface ImageFieldProps {
  label: string;
  /** The address of the picture shown now (null: none). */
  url: string | null;
  /** A new picture was stored: its path (for the item's `image`) and address. */
  onUploaded: (path: string, url: string) => void;
  /** Offered for optional pictures: the item keeps none. */
  onRemove?: () => void;
  /** A message from the form (the item's `image` field). */
  error?: string;
  /** The picture's box, as the site shows it (16 / 9 for articles, 1600 / 568 for slides). */
  aspectRatio?: string;
}

/**
 * A picture picker: uploads the chosen file at once (multipart, through the photo pipeline) and hands back the
 * stored path; the form saves it with the item. "Uploading..." meanwhile; a refused file says why under it.
 */
export function ImageField({
  label,
  url,
  onUploaded,
  onRemove,
  error,
  aspectRatio = '16 / 9',
}: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > CONTENT_IMAGE_BYTES_MAX) {
      setProblem(CONTENT_MESSAGES.imageTooLarge);
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadImage(file);
      onUploaded(answer.data.path, answer.data.url);
      toast.success(answer.message || 'Picture uploaded');
    } catch (failure) {
      const message = failureText(failure);
      setProblem((failure instanceof ApiError && failure.fieldError('image')) || message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const shown = problem ?? error;
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 240 },
            aspectRatio,
            borderRadius: 1,
            bgcolor: 'grey.200',
            overflow: 'hidden',
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {url ? (
            <Box
              component="img"
              src={url}
              alt={`${label}: current picture`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No picture
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button component="label" variant="outlined" disabled={busy}>
            {busy ? 'Uploading...' : url ? 'Change picture' : 'Upload picture'}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-label={`${label} file`}
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {onRemove && url && (
            <Button color="error" onClick={onRemove} disabled={busy}>
              Remove picture
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            JPEG, PNG, WebP, GIF or AVIF, up to {CONTENT_IMAGE_BYTES_MAX / 1024 / 1024} MB.
          </Typography>
        </Stack>
      </Stack>
      {shown && (
        <FormHelperText error role="alert">
          {shown}
        </FormHelperText>
      )}
    </Box>
  );
}
