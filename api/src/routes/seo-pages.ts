import { SEO_API } from '@basera/shared/schemas';
import type { SeoPage } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/errors';
import { publicAnswer, sendPublic } from '../http/public-reads';
import { seoPage } from '../seo/pages';
import { meaningfulQuery } from '../seo/pages/common';

const pageQuery = z.object({
  path: z
    .string({ error: 'Path is required' })
    .max(1000, 'Path must be at most 1000 characters')
    .regex(/^\/(?!\/)/, 'Path must start with /'),
  query: z.string().max(4000, 'Query must be at most 4000 characters').optional(),
  // The shell's HEAD requests, and pages fetched by a crawler or a link preview (WhatsApp, search engines): the
  // same answer, but no page view is counted (a Lister's view figures are people's).
  head: z.enum(['0', '1']).optional(),
  bot: z.enum(['0', '1']).optional(),
});

/**
 * Issue 33: GET /seo/page?path=...&query=...: each public page's head, crawlable body block, HTTP status and boot
 * data, which the shell's HTML server writes into the page (scripts/lib/page-html.mjs).
 */
export async function seoPageRoutes(app: FastifyInstance) {
  const { publicCache: cache, counters } = app.deps;

  app.get(SEO_API.page, async (request, reply) => {
    const { path, query = '', head, bot } = parse(pageQuery, request.query);
    // One entry per page: what the page shows depends on the path and the query's meaningful keys only.
    const key = `seo-page:${path}?${meaningfulQuery(query)}`;
    const entry = await cache.get(key, async () => {
      const { viewOf, ...page } = await seoPage(app, path, query);
      return { viewOf, answer: publicAnswer({ status: true, data: page satisfies SeoPage }) };
    });
    // A detail page's view, counted here once per page served (its boot answer was read without counting).
    if (entry.viewOf !== undefined && head !== '1' && bot !== '1') counters.view(entry.viewOf);
    return sendPublic(request, reply, entry.answer);
  });
}
