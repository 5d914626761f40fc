import { nextVisitState, visitLine } from './visits';

describe('visit states', () => {
  it('lets the seeker request and cancel, the owner confirm, reschedule and decline', () => {
    expect(nextVisitState('seeker', null, 'request')).toEqual({ ok: true, state: 'requested' });
    expect(nextVisitState('owner', 'requested', 'confirm')).toEqual({ ok: true, state: 'confirmed' });
    expect(nextVisitState('owner', 'confirmed', 'reschedule')).toEqual({ ok: true, state: 'rescheduled' });
    expect(nextVisitState('owner', 'rescheduled', 'decline')).toEqual({ ok: true, state: 'declined' });
    expect(nextVisitState('seeker', 'confirmed', 'cancel')).toEqual({ ok: true, state: 'cancelled' });
    expect(nextVisitState('seeker', 'declined', 'request')).toEqual({ ok: true, state: 'requested' });
  });

  it('refuses the other side and moves out of order', () => {
    expect(nextVisitState('seeker', 'requested', 'confirm')).toEqual({ ok: false, reason: 'wrong-side' });
    expect(nextVisitState('owner', null, 'request')).toEqual({ ok: false, reason: 'wrong-side' });
    expect(nextVisitState('owner', null, 'confirm')).toEqual({ ok: false, reason: 'wrong-state' });
    expect(nextVisitState('owner', 'cancelled', 'confirm')).toEqual({ ok: false, reason: 'wrong-state' });
    expect(nextVisitState('seeker', 'confirmed', 'request')).toEqual({ ok: false, reason: 'wrong-state' });
    expect(nextVisitState('seeker', 'declined', 'cancel')).toEqual({ ok: false, reason: 'wrong-state' });
  });

  it('writes a line both sides can read', () => {
    expect(visitLine('confirmed', '2026-11-28', '11-13')).toBe(
      'Visit confirmed for Sat, 28 Nov, 11 AM – 1 PM',
    );
    expect(visitLine('rescheduled', '2026-11-29', '14-16')).toBe(
      'Visit rescheduled to Sun, 29 Nov, 2 – 4 PM',
    );
  });
});
