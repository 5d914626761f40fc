import { formatDate } from '@basera/shared';
import type { VisitState } from '@basera/shared/rules';

/**
 * A visit state's chip colour (waiting, on, moved, off) and the ink it is written in: a shade of that colour
 * dark enough for small text on white (4.5:1; MUI's warning orange is 3:1).
 */
export const VISIT_STATE_COLORS: Record<
  VisitState,
  { color: 'warning' | 'success' | 'info' | 'error' | 'default'; ink: string }
> = {
  requested: { color: 'warning', ink: '#92400e' },
  confirmed: { color: 'success', ink: '#1b5e20' },
  rescheduled: { color: 'info', ink: '#0369a1' },
  declined: { color: 'error', ink: '#b91c1c' },
  cancelled: { color: 'default', ink: '#57606a' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a message came, the way an inbox says it: "just now", "5 min ago", "3 h ago", "2 days ago", and the
 * date ("12 Nov 2026") from a week back. A time a little ahead (a fast server clock) is "just now".
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const past = now - then;
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return `${Math.floor(past / MINUTE)} min ago`;
  if (past < DAY) return `${Math.floor(past / HOUR)} h ago`;
  if (past < 7 * DAY) {
    const days = Math.floor(past / DAY);
    return `${days} day${days === 1 ? '' : 's'} ago`;
  }
  return formatDate(iso);
}
