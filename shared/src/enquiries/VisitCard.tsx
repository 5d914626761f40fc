import { ApiError, type EnquiryThread, errorMessage, toast, type VisitActionInput } from '@basera/shared';
import {
  OPEN_VISIT_STATES,
  type VisitAction,
  type VisitSlot,
  visitDateLabel,
  visitSlotLabel,
} from '@basera/shared/rules';
import { Box, Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useState } from 'react';
import { changeVisit } from './change-visit';
import { SOMETHING_WRONG } from './paths';
import { VisitChip } from './VisitChip';
import { VisitSlotForm } from './VisitSlotForm';

interface VisitButton {
  label: string;
  action: VisitAction;
  variant: 'contained' | 'outlined';
  color?: 'error';
}

/**
 * What the viewer may do to the visit: the seeker cancels an open one or requests one (none yet, or the last
 * one closed); the owner confirms, reschedules or declines a requested one, moves again or declines a
 * rescheduled one, and may still decline a confirmed one. The API refuses anything else (409).
 */
export function visitButtons(thread: Pick<EnquiryThread, 'role' | 'visit'>): VisitButton[] {
  const { role, visit } = thread;
  const open = visit !== null && OPEN_VISIT_STATES.includes(visit.state);
  if (role === 'seeker')
    return open
      ? [{ label: 'Cancel visit', action: 'cancel', variant: 'outlined', color: 'error' }]
      : [{ label: 'Request a visit', action: 'request', variant: 'contained' }];
  if (visit?.state === 'requested')
    return [
      { label: 'Confirm', action: 'confirm', variant: 'contained' },
      { label: 'Reschedule', action: 'reschedule', variant: 'outlined' },
      { label: 'Decline', action: 'decline', variant: 'outlined', color: 'error' },
    ];
  // A new time the owner proposed waits for the seeker's answer (a request for it): no Confirm of one's own.
  if (visit?.state === 'rescheduled')
    return [
      { label: 'Reschedule', action: 'reschedule', variant: 'outlined' },
      { label: 'Decline', action: 'decline', variant: 'outlined', color: 'error' },
    ];
  if (visit?.state === 'confirmed')
    return [{ label: 'Decline', action: 'decline', variant: 'outlined', color: 'error' }];
  return [];
}

/**
 * The thread's visit: day, slot and state, and the viewer's actions. Request and Reschedule open the day and
 * slot form; the others post at once (Confirm names the slot shown, so it never agrees to one the seeker has
 * just replaced). The thread then shows the server's answer; after a 409 (the visit moved meanwhile) it is read
 * again, and the server's words stay above the buttons.
 */
export function VisitCard({
  thread,
  onChanged,
  onStale,
}: {
  thread: EnquiryThread;
  onChanged: (thread: EnquiryThread) => Promise<void>;
  /** Reads the thread again (the visit on screen is out of date). */
  onStale: () => Promise<void>;
}) {
  const { visit } = thread;
  const [form, setForm] = useState<'request' | 'reschedule' | null>(null);
  const [busy, setBusy] = useState<VisitAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const buttons = visitButtons(thread);
  if (!visit && buttons.length === 0) return null;

  const run = async (input: VisitActionInput) => {
    const answer = await changeVisit(thread.id, input);
    await onChanged(answer.data);
    setForm(null);
    if (answer.message) toast.success(answer.message);
  };
  const press = async (button: VisitButton) => {
    setFailure(null);
    if (button.action === 'request' || button.action === 'reschedule') {
      setForm(button.action);
      return;
    }
    setBusy(button.action);
    try {
      // Owners see Confirm only with a visit on screen: that is the slot they agree to.
      await run(
        button.action === 'confirm'
          ? { action: 'confirm', date: visit!.date, slot: visit!.slot as VisitSlot }
          : { action: button.action },
      );
    } catch (error) {
      setFailure(errorMessage(error, SOMETHING_WRONG));
      if (error instanceof ApiError && error.status === 409) await onStale();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Visit" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Visit
          </Typography>
          {visit ? (
            <Typography sx={{ fontWeight: 600 }} data-testid="visit-when">
              {visitDateLabel(visit.date)}, {visitSlotLabel(visit.slot)}
            </Typography>
          ) : (
            <Typography>No visit booked yet. Pick a day and a time to see the place.</Typography>
          )}
        </Box>
        {visit && <VisitChip state={visit.state} />}
      </Stack>
      {!form && buttons.length > 0 && (
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {buttons.map((button) => (
            <Button
              key={button.action}
              variant={button.variant}
              color={button.color ?? 'primary'}
              size="small"
              disabled={busy !== null}
              onClick={() => void press(button)}
            >
              {busy === button.action ? 'Please wait...' : button.label}
            </Button>
          ))}
        </Stack>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {failure}
        </Alert>
      )}
      {form && (
        <VisitSlotForm
          key={form}
          submitLabel={form === 'request' ? 'Send request' : 'Reschedule'}
          initialDate={form === 'reschedule' ? visit?.date : undefined}
          onSubmit={(values) => run({ action: form, ...values })}
          onClose={() => setForm(null)}
        />
      )}
    </Paper>
  );
}
