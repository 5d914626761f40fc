/**
 * Issue 33: robots.txt. Crawlers may read every public page; the account, the Lister's and the operators' pages,
 * one person's links (an invitation, an opt-out) and signing out are kept out (the same pages PRIVATE_PATH
 * marks noindex). It names the sitemap index on the site's own origin.
 */
export const DISALLOWED_PATHS = [
  '/user/',
  '/admin',
  '/myaccount',
  '/signout',
  '/review-invite/',
  '/unsubscribe/',
] as const;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
