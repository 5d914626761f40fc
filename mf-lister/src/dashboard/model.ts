import { EXPIRING_SOON_DAYS, LEADS_PATH, type VisitState } from '@basera/shared/rules';

/** The dashboard's words: its sections' titles and what an empty section says. */
export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  loading: 'Loading your dashboard...',
  loadError: 'We could not load your dashboard.',
  notLister: 'Only a Lister has a dashboard.',
  visits: "Today's visits",
  noVisits: 'No visits today',
  noVisitsHint: 'When a seeker books a visit for today, it shows here with their number.',
  upcoming: 'Coming up',
  noUpcoming: 'No visits booked for the coming week.',
  unread: 'Unread leads',
  noUnread: 'No unread leads: you are all caught up',
  inbox: 'Open Lead Inbox',
  expiring: 'Expiring soon',
  noExpiring: `No listing runs out in the next ${EXPIRING_SOON_DAYS} days`,
  drafts: 'Drafts to finish',
  noDrafts: 'No drafts to finish',
  lastDays: 'Last 30 days',
  perListing: 'See each listing',
} as const;

/** A visit's state as its owner reads it on the day. */
export const VISIT_STATE_TEXT: Record<
  VisitState,
  { label: string; color: 'warning' | 'success' | 'info' | 'default' }
> = {
  requested: { label: 'Awaiting your reply', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  rescheduled: { label: 'Rescheduled', color: 'info' },
  declined: { label: 'Declined', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** One lead's conversation in the inbox. */
export const threadPath = (threadId: number) => `${LEADS_PATH}/${threadId}`;

const DAY = 86_400_000;
const dayOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());

/** "Ends today", "Ends tomorrow", "Ends in 3 days": whole calendar days in the reader's time zone. */
export function endsText(iso: string, now = new Date()): string {
  const days = Math.round((dayOf(new Date(iso)) - dayOf(now)) / DAY);
  if (days <= 0) return 'Ends today';
  if (days === 1) return 'Ends tomorrow';
  return `Ends in ${days} days`;
}

/** The 30-day counts in the order shown, with their labels. */
export const LAST_DAYS_LABELS = [
  ['views', 'Views'],
  ['calls', 'Calls'],
  ['enquiries', 'Enquiries'],
  ['visits', 'Visit requests'],
] as const;
