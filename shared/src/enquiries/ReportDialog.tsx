import { errorMessage, showFieldErrors, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { ENQUIRY_REPORT_MAX } from '@basera/shared/rules';
import { reportThreadSchema } from '@basera/shared/schemas';
import { Button } from '@basera/shared/ui';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SOMETHING_WRONG } from './paths';
import { type ReportThreadInput, reportThread } from './report-thread';

/**
 * "Report": asks before flagging the conversation for the team, with an optional reason. On success it closes,
 * thanks the user (the server's words) and `onReported` marks the thread.
 */
export function ReportDialog({
  threadId,
  open,
  onClose,
  onReported,
}: {
  threadId: number;
  open: boolean;
  onClose: () => void;
  onReported: () => Promise<void>;
}) {
  const titleId = useId();
  const { control, handleSubmit, setError, reset, formState } = useForm<ReportThreadInput>({
    resolver: zodResolver(reportThreadSchema),
    defaultValues: { reason: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (formState.isSubmitting) return;
    setFailure(null);
    reset({ reason: '' });
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await reportThread(threadId, values);
      toast.success(answer.message);
      reset({ reason: '' });
      onClose();
      await onReported();
    } catch (error) {
      if (!showFieldErrors(error, ['reason'] as const, setError))
        setFailure(errorMessage(error, SOMETHING_WRONG));
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Report this conversation?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Our team will read it and act on spam, abuse or fraud. Tell us what went wrong if you like.
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label="Reason (optional)"
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ENQUIRY_REPORT_MAX } }}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Reporting...' : 'Report'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
