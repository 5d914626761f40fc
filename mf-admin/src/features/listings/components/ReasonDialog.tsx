import { ApiError, errorMessage } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { GENERIC_FAILURE } from '@basera/shared/rules';
import { dismissReportSchema, reportActionSchema } from '@basera/shared/schemas';
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
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

interface ReasonForm {
  reason: string;
}

// The reason of a reject, suspension or ban (3 to 500 characters) is required; a dismissal's or an unban's
// may stay empty (a blank one is sent as no reason at all).
const requiredResolver = zodResolver(reportActionSchema) as unknown as Resolver<ReasonForm>;
const optionalSchemaResolver = zodResolver(dismissReportSchema) as unknown as Resolver<ReasonForm>;
const optionalResolver: Resolver<ReasonForm> = (values, context, options) =>
  optionalSchemaResolver({ reason: values.reason?.trim() || undefined } as never, context, options);

/** Dialog paper with 16 px margins on a phone (MUI's 32 px leave a 360 px screen too little room). */
export const phoneDialogPaper = {
  m: { xs: 2, sm: 4 },
  width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
} as const;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  text: ReactNode;
  confirmLabel: string;
  /** A required reason (3 to 500 characters) or an optional one. */
  required?: boolean;
  /** Under the field: who reads the reason. */
  hint?: string;
  danger?: boolean;
  onClose: () => void;
  /**
   * Sends the action. Resolve to close the dialog; throw an ApiError with a `reason` field error to show it on
   * the field (any other failure shows in the dialog).
   */
  onSubmit: (reason: string | undefined) => Promise<void>;
}

/** Asks for the reason of a moderation action before sending it (and confirms the action at the same time). */
export function ReasonDialog({
  open,
  title,
  text,
  confirmLabel,
  required = true,
  hint,
  danger = true,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<ReasonForm>({
    resolver: required ? requiredResolver : optionalResolver,
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (open) {
      reset({ reason: '' });
      setFailure(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onSubmit(reason?.trim() || undefined);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldError('reason') : undefined;
      if (field) setError('reason', { message: field });
      else setFailure(errorMessage(error, GENERIC_FAILURE));
    }
  });
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phoneDialogPaper } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label={required ? 'Reason' : 'Reason (optional)'}
            required={required}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            helperText={hint}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
            {busy ? 'Please wait...' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
