// The operator console's contract (issue 28): API paths, listing review states, report reasons and the words
// the API and the screens share. zod schemas that apply them live in `../schemas/admin*.ts`.

/** The third user type: never self-registered (a CLI creates operators); signs in with a mailed code. */
export const OPERATOR_USER_TYPE = 'Admin' as const;

/** An operator session ends after this long without a request. */
export const ADMIN_IDLE_MINUTES = 30;

/**
 * Listing review, beside the Lister's own draft / active / inactive switch. Public only while `approved`
 * (and active, subscribed, owner not banned).
 */
export const REVIEW_STATES = ['unsubmitted', 'pending', 'approved', 'rejected', 'suspended'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** "Report this listing" reasons, in the order the dialog shows them. */
export const LISTING_REPORT_REASONS = {
  money_before_visit: 'Asks for money before a visit',
  broker: 'Broker posing as owner',
  fake_photos: 'Photos are not of this place',
  full_or_wrong_price: 'Already full / wrong price',
  other: 'Other',
} as const;
export type ListingReportReason = keyof typeof LISTING_REPORT_REASONS;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const VERIFY_METHODS = ['call', 'visit'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

/** Operator API paths, under the API base (`/api`). */
export const ADMIN_API = {
  /** GET ?status=pending|approved|rejected|suspended&page= (pending: oldest first). */
  listings: '/admin/listings',
  /** GET everything a reviewer needs on one screen. */
  listing: (id: number) => `/admin/listings/${id}`,
  /** POST { from } / { from, reason }: one conditional update; 409 when the listing is no longer in `from`. */
  approve: (id: number) => `/admin/listings/${id}/approve`,
  reject: (id: number) => `/admin/listings/${id}/reject`,
  suspend: (id: number) => `/admin/listings/${id}/suspend`,
  /** POST { method, note? } marks a live listing Verified; DELETE takes the badge off. */
  verify: (id: number) => `/admin/listings/${id}/verify`,
  /** GET ?status=open|dismissed|actioned&page= */
  reports: '/admin/reports',
  /** POST { reason? } / { reason }. */
  dismissReport: (id: number) => `/admin/reports/${id}/dismiss`,
  suspendFromReport: (id: number) => `/admin/reports/${id}/suspend-listing`,
  banFromReport: (id: number) => `/admin/reports/${id}/ban-user`,
  /** POST { reason } hides a guest review (it leaves the page and the averages); unhide { reason? } (issue 32). */
  hideReview: (id: number) => `/admin/reviews/${id}/hide`,
  unhideReview: (id: number) => `/admin/reviews/${id}/unhide`,
  /** POST { reason }: hides the reported review and closes the report as actioned, in one transaction. */
  hideReviewFromReport: (id: number) => `/admin/reports/${id}/hide-review`,
  /** GET ?state=hidden&page=: hidden reviews (AdminReviewItem), newest hidden first. */
  reviews: '/admin/reviews',
  /** GET ?q= (email, phone or name)&page= */
  users: '/admin/users',
  user: (id: number) => `/admin/users/${id}`,
  /** POST { reason } / { reason? }. */
  ban: (id: number) => `/admin/users/${id}/ban`,
  unban: (id: number) => `/admin/users/${id}/unban`,
  /** GET ?page=&action=&actor= newest first; never editable. */
  audit: '/admin/audit',
  /** Content: GET list / POST create; GET, PUT, DELETE one. */
  blogs: '/admin/content/blogs',
  blog: (id: number) => `/admin/content/blogs/${id}`,
  faqs: '/admin/content/faqs',
  faq: (id: number) => `/admin/content/faqs/${id}`,
  /** GET the policy and static pages; GET / PUT one by slug. */
  pages: '/admin/content/pages',
  page: (slug: string) => `/admin/content/pages/${slug}`,
  slides: '/admin/content/slides',
  slide: (id: number) => `/admin/content/slides/${id}`,
  testimonials: '/admin/content/testimonials',
  testimonial: (id: number) => `/admin/content/testimonials/${id}`,
  /** GET / PUT the business email, phones, address and social links. */
  settings: '/admin/content/settings',
  /** POST multipart field "image": stored through the photo pipeline; answers { path, url }. */
  images: '/admin/content/images',
} as const;

/** Seeker and Lister routes added by the review flow. */
export const REVIEW_API = {
  /** POST { property_id, reason, note } signed-in seekers; one open report per seeker and listing (409). */
  reportListing: '/report-listing',
  /** POST { id }: a rejected listing, edited, goes back into the queue. */
  resubmit: '/property-resubmit',
} as const;
