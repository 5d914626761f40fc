/** Policy pages and the help center, by their API path (`GET /{slug}`, = static_pages.slug). */
export const STATIC_PAGE_SLUGS = [
  'terms-and-conditions',
  'refund-and-cancellation-policy',
  'cancelation',
  'help-center',
  'privacy-policy',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];
