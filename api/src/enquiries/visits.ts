import {
  OPEN_VISIT_STATES,
  type VisitAction,
  type VisitState,
  visitDateLabel,
  visitSlotLabel,
} from '@basera/shared/schemas';
import type { ThreadRole } from '@basera/shared/types';

/** Which side may take each action. */
const ACTOR: Record<VisitAction, ThreadRole> = {
  request: 'seeker',
  cancel: 'seeker',
  confirm: 'owner',
  reschedule: 'owner',
  decline: 'owner',
};

/** The states each action may start from (null: no visit yet). */
const FROM: Record<VisitAction, ReadonlyArray<VisitState | null>> = {
  // A seeker may ask again after a decline or a cancel, or change a slot the owner has not confirmed.
  request: [null, 'requested', 'rescheduled', 'declined', 'cancelled'],
  cancel: OPEN_VISIT_STATES,
  confirm: ['requested'],
  reschedule: OPEN_VISIT_STATES,
  decline: OPEN_VISIT_STATES,
};

const TO: Record<VisitAction, VisitState> = {
  request: 'requested',
  cancel: 'cancelled',
  confirm: 'confirmed',
  reschedule: 'rescheduled',
  decline: 'declined',
};

export type VisitStep = { ok: true; state: VisitState } | { ok: false; reason: 'wrong-side' | 'wrong-state' };

/** The visit's next state when `side` takes `action` on it, or why it may not. */
export function nextVisitState(side: ThreadRole, current: VisitState | null, action: VisitAction): VisitStep {
  if (ACTOR[action] !== side) return { ok: false, reason: 'wrong-side' };
  if (!FROM[action].includes(current)) return { ok: false, reason: 'wrong-state' };
  return { ok: true, state: TO[action] };
}

/** The thread's line for a visit change, as both sides read it. */
export function visitLine(state: VisitState, date: string, slot: string): string {
  const when = `${visitDateLabel(date)}, ${visitSlotLabel(slot)}`;
  switch (state) {
    case 'requested':
      return `Visit requested for ${when}`;
    case 'confirmed':
      return `Visit confirmed for ${when}`;
    case 'rescheduled':
      return `Visit rescheduled to ${when}`;
    case 'declined':
      return `Visit for ${when} declined`;
    case 'cancelled':
      return `Visit for ${when} cancelled by the seeker`;
  }
}
