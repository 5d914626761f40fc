import { ApiError, errorMessage, type LoginIntent, openModalBox, toast, useAuthStore } from '@basera/shared';
import {
  RATING_MESSAGES as M,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
  GENERIC_FAILURE as SOMETHING_WRONG,
} from '@basera/shared/rules';
import { reviewReportSchema } from '@basera/shared/schemas';
import { Box, Button, FormControl, FormHelperText, Stack } from '@basera/shared/ui';
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
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendReviewReport } from './review-calls';

const REASONS = Object.entries(REVIEW_REPORT_REASONS) as Array<[ReviewReportReason, string]>;

type Errors = Partial<Record<'reason' | 'note', string>>;

/**
 * The body of "Report this review" (its own chunk): a reason of REVIEW_REPORT_REASONS, an optional note (counted
 * as typed, up to REVIEW_REPORT_NOTE_MAX) and Send, checked with the shared `reviewReportSchema`. Signed out,
 * Send opens the login box saying why, and the report goes once signed in. The API's refusals (a second report,
 * the author's own review) show above the buttons.
 */
export default function ReportReviewForm({
  reviewId,
  onSent,
  onCancel,
}: {
  reviewId: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const reasonErrorId = useId();

  const send = async () => {
    setFailure(null);
    const parsed = reviewReportSchema.safeParse({ reason: reason || undefined, note: note || undefined });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      if (next.reason) firstRadio.current?.focus();
      return;
    }
    setErrors({});
    // Signed out (or the session ended meanwhile): the login box, then the same report is sent.
    const intent: LoginIntent = { reason: M.signInToReport, resume: () => void again.current() };
    if (!useAuthStore.getState().token) {
      openModalBox('login', intent);
      return;
    }
    setSending(true);
    try {
      const answer = await sendReviewReport(reviewId, parsed.data);
      toast.success(answer?.message ?? M.reported);
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        openModalBox('login', intent);
        return;
      }
      if (error instanceof ApiError && (error.fieldError('reason') || error.fieldError('note'))) {
        setErrors({ reason: error.fieldError('reason'), note: error.fieldError('note') });
        return;
      }
      setFailure(errorMessage(error, SOMETHING_WRONG));
    } finally {
      setSending(false);
    }
  };

  // The resumed send reads what is chosen then (the box may have been open a while).
  const again = useRef(send);
  useEffect(() => {
    again.current = send;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={M.reportTitle}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <Stack spacing={2.5}>
          <FormControl error={Boolean(errors.reason)} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel id={legendId} component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {M.reportReason}
            </FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              aria-describedby={errors.reason ? reasonErrorId : undefined}
              name="reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReviewReportReason);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            >
              {REASONS.map(([value, label], i) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  label={label}
                  control={<Radio slotProps={{ input: { ref: i === 0 ? firstRadio : undefined } }} />}
                />
              ))}
            </RadioGroup>
            {errors.reason && <FormHelperText id={reasonErrorId}>{errors.reason}</FormHelperText>}
          </FormControl>
          <TextField
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            label={M.reportNote}
            multiline
            minRows={3}
            maxRows={8}
            fullWidth
            error={Boolean(errors.note)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{errors.note}</span>
                <Box
                  component="span"
                  sx={{
                    flexShrink: 0,
                    color: note.length > REVIEW_REPORT_NOTE_MAX ? 'error.main' : undefined,
                  }}
                >
                  {note.length} / {REVIEW_REPORT_NOTE_MAX}
                </Box>
              </Box>
            }
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={sending}>
          {M.reportSend}
        </Button>
      </DialogActions>
    </Box>
  );
}
