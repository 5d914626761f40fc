import { ApiError, errorMessage, formatDate, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { RATING_MESSAGES as M, REVIEW_REPLY_MAX } from '@basera/shared/rules';
import { type ReviewReplyInput, reviewReplySchema } from '@basera/shared/schemas';
import type { ReviewWithListing } from '@basera/shared/types';
import { Box, Button, Stack } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRefreshOwnReviews, useSendReply } from './calls/reply';

export interface ReplyFormProps {
  review: ReviewWithListing;
  /** The reply is saved (and already shown in the card), or the owner cancelled. */
  onClose: () => void;
}

/**
 * The owner's public reply to one review, inline under it: a new reply, or the reply being edited (while its
 * window is open). Checked with the shared `reviewReplySchema`; a 422 lands under the field; a 409 (the reply
 * was fixed meanwhile) says so here and the list is read again.
 */
export function ReplyForm({ review, onClose }: ReplyFormProps) {
  const editing = review.reply !== null;
  const sendReply = useSendReply();
  const refresh = useRefreshOwnReviews();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { body: review.reply?.body ?? '' },
  });
  const length = (useWatch({ control, name: 'body' }) ?? '').length;
  const busy = formState.isSubmitting;

  const save = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const answer = await sendReply(review.id, input);
      toast.success(answer.message ?? (editing ? M.replyUpdated : M.replyPosted));
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldError('body') : undefined;
      if (field) setError('body', { message: field });
      else if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
        setFailure(error.message || M.replyClosed);
        void refresh();
      } else toast.error(errorMessage(error, 'Something went wrong'));
    }
  });

  const until = editing && review.reply_editable_until ? formatDate(review.reply_editable_until) : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      aria-label={editing ? M.editReply : M.reply}
      sx={{ width: '100%' }}
    >
      {failure && (
        <Alert severity="warning" role="alert" sx={{ mb: 1.5 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="body"
        label={M.replyLabel}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        autoFocus
        disabled={busy}
        helperText={`${length.toLocaleString('en-IN')} / ${REVIEW_REPLY_MAX.toLocaleString('en-IN')}${
          until ? ` · ${M.editableUntil(until)}` : ''
        }`}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Please wait...' : editing ? M.save : M.replySend}
        </Button>
      </Stack>
    </Box>
  );
}
