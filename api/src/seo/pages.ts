import { isPrivatePath, parseLandingPath } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, SITE_NAME } from './head';
import { ARTICLE_PATH, articlePage } from './pages/article';
import { blogPage } from './pages/blog';
import { meaningfulQuery, missingPage, type PageContext, type PageResult } from './pages/common';
import { CONTENT_PATHS, contentPage } from './pages/content';
import { DETAILS_PATH, detailsPage } from './pages/details';
import { homePage } from './pages/home';
import { landingPage } from './pages/landing';
import { RESULTS_PATH, resultsPage } from './pages/results';

export type { PageResult } from './pages/common';

/** The pathname as the page kinds read it: trailing slashes dropped ('/' stays). */
export const normalPath = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * A private page (the account, the Lister's and operators' pages, one person's links): no index, no follow; only
 * the site's name as its title (the SPA names the page itself) and no block.
 */
function privatePage(): PageResult {
  const head = [
    `<title data-seo="">${escapeHtml(SITE_NAME)}</title>`,
    '<meta name="robots" content="noindex, nofollow" data-seo="">',
  ].join('\n');
  return { kind: 'private', status: 200, robots: 'noindex', head, body: '', boot: {} };
}

/**
 * The SeoPage of a site path and query (issue 33): which kind of page it is, and that kind's module writes it.
 * Paths this API does not know are 'unknown' (404; the shell's router may know them).
 */
export async function seoPage(app: FastifyInstance, rawPath: string, rawQuery: string): Promise<PageResult> {
  const path = normalPath(rawPath);
  const { config } = app.deps;
  const ctx: PageContext = {
    app,
    siteUrl: config.siteUrl,
    publicUrl: config.publicUrl,
    path,
    query: meaningfulQuery(rawQuery),
  };
  if (isPrivatePath(rawPath) || isPrivatePath(path)) return privatePage();
  const lower = path.toLowerCase();
  if (lower === '/' || lower === '/home') return homePage(ctx);
  if (RESULTS_PATH.test(path)) return resultsPage(ctx);
  const details = DETAILS_PATH.exec(path);
  if (details) return detailsPage(ctx, Number(details[1]));
  if (lower === '/blog') return blogPage(ctx);
  const article = ARTICLE_PATH.exec(path);
  if (article) {
    let slug: string;
    try {
      slug = decodeURIComponent(article[1]!);
    } catch {
      return missingPage('not_found', 'Article not found', [{ href: '/blog', text: 'All articles' }]);
    }
    return articlePage(ctx, slug);
  }
  if (CONTENT_PATHS.includes(lower)) {
    const page = await contentPage({ ...ctx, path: lower });
    if (page) return page;
  }
  const landing = parseLandingPath(rawPath);
  if (landing) return landingPage(ctx, landing, rawPath);
  return missingPage('unknown');
}
