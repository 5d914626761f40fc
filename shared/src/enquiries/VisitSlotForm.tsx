import { errorMessage, showFieldErrors, type VisitSlotInput } from '@basera/shared';
import { visitDateLabel, visitDates, visitSlotOptions } from '@basera/shared/rules';
import { visitSlotSchema } from '@basera/shared/schemas';
import { Box, Button, Stack } from '@basera/shared/ui';
import { Alert, TextField } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { SOMETHING_WRONG } from './paths';

const FIELDS = ['date', 'slot'] as const;

/** A native select (the phone's own picker) bound to the form: a day or a time slot. */
function SlotSelect({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  control: Control<VisitSlotInput>;
  name: (typeof FIELDS)[number];
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          size="small"
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * A visit's day (today and the next 14, in India) and time slot: the seeker's "Request a visit" and the owner's
 * "Reschedule". `onSubmit` throws the API's failure: its field messages go under the fields, anything else
 * (a 409: the visit changed meanwhile) above the buttons.
 */
export function VisitSlotForm({
  submitLabel,
  initialDate,
  onSubmit,
  onClose,
}: {
  submitLabel: string;
  initialDate?: string | undefined;
  onSubmit: (values: VisitSlotInput) => Promise<void>;
  onClose: () => void;
}) {
  const dates = useMemo(() => visitDates().map((date) => ({ value: date, label: visitDateLabel(date) })), []);
  const known = dates.some((date) => date.value === initialDate);
  const { control, handleSubmit, setError, formState } = useForm<VisitSlotInput>({
    resolver: zodResolver(visitSlotSchema),
    defaultValues: { date: known ? initialDate : '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const date = useWatch({ control, name: 'date' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showFieldErrors(error, FIELDS, setError)) setFailure(errorMessage(error, SOMETHING_WRONG));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={submitLabel} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SlotSelect control={control} name="date" label="Date" placeholder="Choose a day" options={dates} />
        <SlotSelect
          control={control}
          name="slot"
          label="Time slot"
          placeholder="Choose a time"
          options={visitSlotOptions(date)}
        />
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          Close
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
