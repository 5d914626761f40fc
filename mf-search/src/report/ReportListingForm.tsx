import {
  ApiError,
  errorMessage,
  type LoginIntent,
  openModalBox,
  showFieldErrors,
  toast,
  useAuthStore,
} from '@basera/shared';
import {
  LISTING_REPORT_REASONS,
  type ListingReportReason,
  REVIEW_MESSAGES,
  GENERIC_FAILURE as SOMETHING_WRONG,
} from '@basera/shared/rules';
import { REPORT_NOTE_MAX, type ReportListingInput, reportListingSchema } from '@basera/shared/schemas';
import { Box, Button, FormControl, FormHelperText, Stack, Typography } from '@basera/shared/ui';
import {
  Alert,
  DialogActions,
  DialogContent,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { sendReport } from './report-calls';

/** The login box's line when a visitor presses Send. */
export const SIGN_IN_TO_REPORT = 'Sign in to report this listing';

const REASONS = Object.entries(LISTING_REPORT_REASONS) as Array<[ListingReportReason, string]>;

/** The form's values: no reason chosen yet is an empty string (the schema says it is missing). */
interface ReportValues {
  property_id: number;
  reason: ListingReportReason | '';
  note: string;
}

// The form holds '' for a reason not chosen yet, which the schema's input type has no word for; the schema reads
// it as missing ('Choose a reason').
const resolver = zodResolver(reportListingSchema) as unknown as Resolver<
  ReportValues,
  unknown,
  ReportListingInput
>;

export interface ReportListingFormProps {
  propertyId: number;
  /** Sent: the dialog closes (the toast says thanks). */
  onSent: () => void;
  onCancel: () => void;
}

/**
 * The body of "Report this listing" (its own chunk): a reason of the shared list, a note (required for Other,
 * up to 1000 characters, counted as typed) and Send. Signed out, Send opens the login box saying why, and the
 * report is sent once a Search User has signed in (they had pressed Send already); a Lister or an operator is
 * told that only Search Users can report. The API's refusals (a second report: 409) show above the buttons.
 */
export default function ReportListingForm({ propertyId, onSent, onCancel }: ReportListingFormProps) {
  const blocked = useAuthStore((state) => Boolean(state.token) && state.usertype !== 'Customer');
  const form = useForm<ReportValues, unknown, ReportListingInput>({
    resolver,
    defaultValues: { property_id: propertyId, reason: '', note: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const again = useRef<() => void>(() => undefined);
  const reasonField = useController({ control: form.control, name: 'reason' });
  const noteField = useController({ control: form.control, name: 'note' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const note = noteField.field.value ?? '';
  const legendId = useId();
  const reasonErrorId = useId();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const intent: LoginIntent = {
      reason: SIGN_IN_TO_REPORT,
      // The box closes on the same page: this dialog is still open under it, with what was chosen and typed.
      resume: (usertype) => {
        if (usertype === 'Customer') again.current();
      },
    };
    const { token, usertype } = useAuthStore.getState();
    if (!token) {
      openModalBox('login', intent);
      return;
    }
    if (usertype !== 'Customer') return;
    try {
      const answer = await sendReport(values);
      toast.success(answer?.message ?? REVIEW_MESSAGES.reportThanks);
      onSent();
    } catch (error) {
      // The session ended meanwhile (apiRequest signed out): sign in again, the text stays.
      if (error instanceof ApiError && error.status === 401) {
        openModalBox('login', intent);
        return;
      }
      if (
        showFieldErrors(error, ['reason', 'note'] as const, (field, message) => form.setError(field, message))
      )
        return;
      setFailure(errorMessage(error, SOMETHING_WRONG));
    }
  });
  useEffect(() => {
    again.current = () => void submit();
  });

  const other = reason === 'other';
  const reasonError = form.formState.errors.reason?.message;
  const noteError = form.formState.errors.note?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Report this listing"
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <Stack spacing={2.5}>
          {blocked && <Alert severity="info">{REVIEW_MESSAGES.reportSeekersOnly}</Alert>}
          <Typography variant="body2" color="text.secondary">
            Our team looks at every report.
          </Typography>
          <FormControl error={Boolean(reasonError)} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel id={legendId} component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
              What is wrong?
            </FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              aria-describedby={reasonError ? reasonErrorId : undefined}
              name={reasonField.field.name}
              value={reasonField.field.value}
              onChange={(event) => {
                reasonField.field.onChange(event.target.value);
                // A note was asked for Other only: its message goes once another reason is chosen.
                if (form.formState.isSubmitted) void form.trigger('note');
              }}
            >
              {REASONS.map(([value, label], i) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  label={label}
                  control={
                    <Radio slotProps={{ input: { ref: i === 0 ? reasonField.field.ref : undefined } }} />
                  }
                />
              ))}
            </RadioGroup>
            {reasonError && <FormHelperText id={reasonErrorId}>{reasonError}</FormHelperText>}
          </FormControl>
          <TextField
            name={noteField.field.name}
            value={note}
            onChange={noteField.field.onChange}
            onBlur={noteField.field.onBlur}
            inputRef={noteField.field.ref}
            label={other ? 'Tell us what is wrong' : 'Note (optional)'}
            required={other}
            multiline
            minRows={3}
            maxRows={10}
            fullWidth
            error={Boolean(noteError)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{noteError}</span>
                <Box
                  component="span"
                  sx={{ flexShrink: 0, color: note.length > REPORT_NOTE_MAX ? 'error.main' : undefined }}
                >
                  {note.length} / {REPORT_NOTE_MAX}
                </Box>
              </Box>
            }
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting || blocked}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send'}
        </Button>
      </DialogActions>
    </Box>
  );
}
