import { type EnquiryThread, errorMessage, type ReplyInput, showFieldErrors } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { ENQUIRY_MESSAGE_MAX } from '@basera/shared/rules';
import { replySchema } from '@basera/shared/schemas';
import { Box, Button, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SOMETHING_WRONG } from './paths';
import { sendReply } from './send-reply';

/**
 * The reply box, kept at the bottom of the screen while the thread scrolls: a message of at most
 * ENQUIRY_MESSAGE_MAX characters with its count, Send (or Ctrl/⌘ + Enter). The sent message shows in the
 * thread from the server's answer.
 */
export function ReplyBox({
  threadId,
  onSent,
  ref,
}: {
  threadId: number;
  onSent: (thread: EnquiryThread) => Promise<void>;
  /** The form (the thread scrolls it into view to open at its latest message). */
  ref?: Ref<HTMLFormElement>;
}) {
  const { control, handleSubmit, setError, reset, formState } = useForm<ReplyInput>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const length = (useWatch({ control, name: 'message' }) ?? '').length;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await sendReply(threadId, values);
      await onSent(answer.data);
      reset({ message: '' });
    } catch (error) {
      if (!showFieldErrors(error, ['message'] as const, setError))
        setFailure(errorMessage(error, SOMETHING_WRONG));
    }
  });

  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      onSubmit={submit}
      aria-label="Reply"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        mx: { xs: -1.5, sm: 0 },
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
      }}
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="message"
        label="Your message"
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        slotProps={{ htmlInput: { maxLength: ENQUIRY_MESSAGE_MAX } }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" data-testid="reply-count">
          {length} / {ENQUIRY_MESSAGE_MAX}
        </Typography>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : 'Send'}
        </Button>
      </Stack>
    </Box>
  );
}
