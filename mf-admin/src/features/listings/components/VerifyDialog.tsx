import { ApiError, errorMessage } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { GENERIC_FAILURE, type VerifyMethod } from '@basera/shared/rules';
import { verifyListingSchema } from '@basera/shared/schemas';
import { Button, FormControl, FormHelperText } from '@basera/shared/ui';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { phoneDialogPaper } from './ReasonDialog';

interface VerifyForm {
  method: VerifyMethod | '';
  note: string;
}

const resolver = zodResolver(verifyListingSchema) as unknown as Resolver<VerifyForm>;

/** "Mark verified": how the operator checked the place (a call or a visit) and an optional note. */
export function VerifyDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (method: VerifyMethod, note: string | undefined) => Promise<void>;
}) {
  const titleId = useId();
  const methodLabel = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<VerifyForm>({
    resolver,
    defaultValues: { method: '', note: '' },
  });
  useEffect(() => {
    if (open) {
      reset({ method: '', note: '' });
      setFailure(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async ({ method, note }) => {
    setFailure(null);
    try {
      await onSubmit(method as VerifyMethod, note.trim() || undefined);
    } catch (error) {
      const field =
        error instanceof ApiError ? (error.fieldError('note') ?? error.fieldError('method')) : null;
      if (field)
        setError(error instanceof ApiError && error.fieldError('note') ? 'note' : 'method', {
          message: field,
        });
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
        <DialogTitle id={titleId}>Mark this listing Verified</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Seekers see a Verified badge on its card and page. Your email and today&apos;s date are kept with
            it.
          </DialogContentText>
          <Controller
            control={control}
            name="method"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required sx={{ mb: 2 }}>
                <FormLabel id={methodLabel}>How did you check it?</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={methodLabel}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel value="call" control={<Radio />} label="A call" />
                  <FormControlLabel value="visit" control={<Radio />} label="A visit" />
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            control={control}
            name="note"
            label="Note (optional)"
            multiline
            minRows={2}
            fullWidth
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
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Please wait...' : 'Mark verified'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
