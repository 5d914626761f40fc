import { CONTENT_MESSAGES as M, pageUpdateSchema, STATIC_PAGE_SLUGS } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../../admin/guard';
import { sanitizeHtml } from '../../../content/sanitize';
import type { Queryable } from '../../../db';
import { notFound, parse, ValidationError } from '../../../http/errors';
import { auditContent, changedFields, iso } from './common';

interface PageRow {
  slug: string;
  page_title: string;
  content: string;
  meta_description: string | null;
  updated_at: Date | string;
}

const out = (row: PageRow) => ({
  slug: row.slug,
  page_title: row.page_title,
  content: row.content,
  meta_description: row.meta_description,
  updated_at: iso(row.updated_at),
});

/** The policy pages and the help center (static_pages, by slug): read and edit; their paths are fixed. */
export async function contentPageRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const slugOf = (params: unknown) => {
    const slug = (params as { slug?: string }).slug ?? '';
    if (!(STATIC_PAGE_SLUGS as readonly string[]).includes(slug)) throw notFound(M.pageNotFound);
    return slug;
  };
  const load = async (q: Queryable, slug: string, lock = false) => {
    const { rows } = await q.query<PageRow>(
      `SELECT slug, page_title, content, meta_description, updated_at FROM static_pages WHERE slug = $1${lock ? ' FOR UPDATE' : ''}`,
      [slug],
    );
    if (!rows[0]) throw notFound(M.pageNotFound);
    return rows[0];
  };

  app.get('/admin/content/pages', adminOnly, async () => {
    const { rows } = await db.query<PageRow>(
      'SELECT slug, page_title, content, meta_description, updated_at FROM static_pages WHERE slug = ANY ($1)',
      [[...STATIC_PAGE_SLUGS]],
    );
    // In the site's order of STATIC_PAGE_SLUGS.
    const data = STATIC_PAGE_SLUGS.flatMap((slug) => rows.filter((row) => row.slug === slug).map(out));
    return { status: true, data, total: data.length, page: 1, per_page: data.length };
  });

  app.get('/admin/content/pages/:slug', adminOnly, async (request) => ({
    status: true,
    data: out(await load(db, slugOf(request.params))),
  }));

  app.put('/admin/content/pages/:slug', adminOnly, async (request) => {
    const slug = slugOf(request.params);
    const input: Record<string, unknown> = { ...parse(pageUpdateSchema, request.body) };
    if (typeof input.content === 'string') {
      input.content = sanitizeHtml(input.content);
      if (!input.content) throw new ValidationError({ content: [M.htmlEmptyAfterSanitising] });
    }
    const row = await db.transaction(async (tx) => {
      const current = await load(tx, slug, true);
      const fields = changedFields(current as unknown as Record<string, unknown>, input);
      if (!fields.length) return current;
      const { rows } = await tx.query<PageRow>(
        `UPDATE static_pages SET ${fields.map((field, index) => `${field} = $${index + 2}`).join(', ')},
                updated_at = now()
          WHERE slug = $1 RETURNING slug, page_title, content, meta_description, updated_at`,
        [slug, ...fields.map((field) => input[field])],
      );
      await auditContent(tx, request, 'content.update', 'page', slug, { fields });
      return rows[0]!;
    });
    return { status: true, message: 'Page saved', data: out(row) };
  });
}
