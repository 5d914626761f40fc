/**
 * Notifications, saved searches, bed alerts and the Lister dashboard (issue 30): paths, limits and the words the
 * API and the pages share. No zod here: the schemas are in schemas/notify.ts.
 */

/** Channels a user may be told on. Email is on by default; SMS and WhatsApp once the user turns them on. */
export const NOTIFY_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
export const NOTIFY_CHANNEL_LABELS: Record<NotifyChannel, string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** What a notice is about. Visit moves and reminders always go out at once; chat messages keep the quiet window. */
export const NOTICE_KINDS = [
  'visit',
  'visit_reminder',
  'message',
  'saved_search',
  'bed_free',
  // A listing about to leave search (issue 31).
  'listing_expiry',
  // Reviews (issue 32): the seeker's "How was your visit?", the owner's new review, the reply to the author.
  'review_prompt',
  'review_new',
  'review_reply',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One SMS segment (GSM-7): every SMS the site sends fits in one, link and opt-out included. */
export const SMS_MAX_CHARS = 160;

/** Reminders of a confirmed visit: the evening before at this hour (India time), and this long before the slot. */
export const REMINDER_EVENING_HOUR = 19;
export const REMINDER_BEFORE_HOURS = 2;

/** Saved searches: how alerts arrive, how many one user keeps, a name's length, the instant alerts' spacing. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  instant: 'As they come (at most one an hour)',
  daily: 'Daily digest',
};
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
export const INSTANT_ALERT_MINUTES = 60;
/** The daily digest goes out at this hour, India time. */
export const DAILY_DIGEST_HOUR = 8;

/** The Lister dashboard's "expiring soon" window. */
export const EXPIRING_SOON_DAYS = 7;
/** Places a device remembers as recently viewed. */
export const RECENTLY_VIEWED_MAX = 12;

/** Pages (site paths). */
export const DASHBOARD_PATH = '/user/dashboard';
export const SAVED_SEARCHES_PATH = '/user/saved-searches';
export const NOTIFICATION_SETTINGS_PATH = '/user/notifications';
/** A message's opt-out link: `${UNSUBSCRIBE_PATH}/${token}`, works signed out. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** API paths (under /api). */
export const NOTIFY_API = {
  preferences: '/account/notifications',
  unsubscribe: '/unsubscribe/:token',
  savedSearches: '/saved-searches',
  savedSearch: '/saved-searches/:id',
  bedAlert: '/listings/:id/bed-alert',
  dashboard: '/lister/dashboard',
} as const;

export const NOTIFY_MESSAGES = {
  prefsSaved: 'Your notification settings have been saved.',
  channelNeedsPhone: 'Add a phone number to your profile to get SMS or WhatsApp.',
  searchSaved: 'Search saved. We will tell you about new matches.',
  searchUpdated: 'Saved search updated.',
  searchDeleted: 'Saved search deleted.',
  searchExists: 'You have already saved this search.',
  tooManySearches: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  nameRequired: 'Please give this search a name.',
  nameTooLong: `A name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  bedAlertOn: 'We will tell you once when a bed frees up here.',
  bedAlertOff: 'You will not be told about beds here.',
  unsubscribed: 'You have been unsubscribed.',
  unsubscribeUnknown: 'This unsubscribe link is not valid any more.',
  ownerSeesNumber: 'The owner will see your name and phone number to reply or call you.',
} as const;
