import { RATING_MESSAGES } from '@basera/shared/rules';

/** Where the shell mounts the console (its route `/admin/*`); every console link is under it. */
export const ADMIN_BASE = '/admin';

/** The console's menu, in order: label and target. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: ADMIN_BASE },
  { label: 'Listings', to: `${ADMIN_BASE}/listings` },
  { label: 'Reports', to: `${ADMIN_BASE}/reports` },
  // Reviews hidden from a report (issue 32), to show one again.
  { label: RATING_MESSAGES.hiddenReviewsTitle, to: `${ADMIN_BASE}/reviews` },
  { label: 'Users', to: `${ADMIN_BASE}/users` },
  { label: 'Content', to: `${ADMIN_BASE}/content` },
  { label: 'Audit log', to: `${ADMIN_BASE}/audit` },
] as const;
