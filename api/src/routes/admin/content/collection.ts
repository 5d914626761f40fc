import {
  type ContentKind,
  contentListQuerySchema,
  CONTENT_MESSAGES as M,
  type PublishableContent,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOnly } from '../../../admin/guard';
import { sanitizeHtml } from '../../../content/sanitize';
import type { Queryable } from '../../../db';
import { notFound, parse, ValidationError } from '../../../http/errors';
import { auditContent, changedFields, checkImages, isUniqueViolation, PER_PAGE } from './common';

type Row = Record<string, unknown> & { id: number };

/** A list of content rows an operator edits one by one: blog articles, FAQs, home slides, testimonials. */
export interface CollectionSpec {
  /** Path segment under /admin/content (also the publish / unpublish paths). */
  segment: PublishableContent;
  table: string;
  kind: ContentKind;
  /** The item's name in messages: 'Article', 'FAQ', ... */
  noun: string;
  /** The column publish / unpublish switches. */
  flag: 'published' | 'active';
  /** The list's ORDER BY (the public order). */
  order: string;
  createSchema: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<Record<string, unknown>>;
  /** Fields holding a stored picture's path (checked to exist). */
  images: string[];
  /** Fields holding HTML, sanitised with the site's rules before they are stored. */
  html?: string[];
  /** Has a position column: a new row without one goes last. */
  positioned: boolean;
  /** A unique column whose violation is a field error (blogs.slug). */
  unique?: { field: string; message: string };
  /** Stored when a create does not say (blogs: a draft until published). */
  defaults?: Record<string, unknown>;
  /** The answer's shape of a row. */
  out: (row: Row) => Record<string, unknown>;
}

const idParams = (noun: string) =>
  z.object({
    id: z.coerce
      .number({ error: `${noun} not found` })
      .int(`${noun} not found`)
      .positive(`${noun} not found`)
      .max(2_147_483_647, `${noun} not found`),
  });

/** Sanitises the HTML fields of an input; a text that would be left empty is refused on its field. */
function sanitizeFields(input: Record<string, unknown>, fields: string[] = []) {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = input[field];
    if (typeof value !== 'string') continue;
    const clean = sanitizeHtml(value);
    if (!clean) errors[field] = [M.htmlEmptyAfterSanitising];
    input[field] = clean;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * GET list, GET one, POST create, PUT change, POST publish / unpublish, DELETE: each write in one transaction
 * with its audit row. The public cache is cleared by the writers' hook (app.ts) on every non-GET.
 */
export function collectionRoutes(spec: CollectionSpec) {
  const base = `/admin/content/${spec.segment}`;
  const params = idParams(spec.noun);
  const missing = () => notFound(`${spec.noun} not found`);
  const { table } = spec;

  return async (app: FastifyInstance) => {
    const { db } = app.deps;
    const load = async (q: Queryable, id: number, lock = false) => {
      const { rows } = await q.query<Row>(
        `SELECT * FROM ${table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      if (!rows[0]) throw missing();
      return rows[0];
    };
    const uniqueGuard = async <T>(write: () => Promise<T>) => {
      try {
        return await write();
      } catch (error) {
        if (spec.unique && isUniqueViolation(error))
          throw new ValidationError({ [spec.unique.field]: [spec.unique.message] });
        throw error;
      }
    };

    app.get(base, adminOnly, async (request) => {
      const { page } = parse(contentListQuerySchema, request.query);
      const [{ rows }, count] = await Promise.all([
        db.query<Row>(`SELECT * FROM ${table} ORDER BY ${spec.order} LIMIT $1 OFFSET $2`, [
          PER_PAGE,
          (page - 1) * PER_PAGE,
        ]),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`),
      ]);
      return { status: true, data: rows.map(spec.out), total: count.rows[0]!.n, page, per_page: PER_PAGE };
    });

    app.get(`${base}/:id`, adminOnly, async (request) => {
      const { id } = parse(params, request.params);
      return { status: true, data: spec.out(await load(db, id)) };
    });

    app.post(base, adminOnly, async (request, reply) => {
      const input = { ...parse(spec.createSchema, request.body) };
      sanitizeFields(input, spec.html);
      await checkImages(app, input, spec.images);
      const fields = Object.keys(input).filter((field) => input[field] !== undefined);
      const row = await uniqueGuard(() =>
        db.transaction(async (tx) => {
          const defaults = Object.entries(spec.defaults ?? {}).filter(
            ([field]) => input[field] === undefined,
          );
          const columns = [...fields, ...defaults.map(([field]) => field)];
          const values = [...fields.map((field) => input[field]), ...defaults.map(([, value]) => value)];
          const placeholders = values.map((_, index) => `$${index + 1}`);
          if (spec.positioned && !fields.includes('position')) {
            columns.push('position');
            placeholders.push(`(SELECT coalesce(max(position) + 1, 0) FROM ${table})`);
          }
          const { rows } = await tx.query<Row>(
            `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`,
            values,
          );
          const created = rows[0]!;
          await auditContent(tx, request, 'content.create', spec.kind, created.id, { fields });
          return created;
        }),
      );
      reply.code(201);
      return { status: true, message: `${spec.noun} created`, data: spec.out(row) };
    });

    app.put(`${base}/:id`, adminOnly, async (request) => {
      const { id } = parse(params, request.params);
      const input = { ...parse(spec.updateSchema, request.body) };
      sanitizeFields(input, spec.html);
      const row = await uniqueGuard(() =>
        db.transaction(async (tx) => {
          const current = await load(tx, id, true);
          const fields = changedFields(current, input);
          if (!fields.length) return current;
          // Only a picture that changes must exist: an unchanged seeded one may be a full address.
          await checkImages(
            app,
            Object.fromEntries(fields.map((field) => [field, input[field]])),
            spec.images,
          );
          const { rows } = await tx.query<Row>(
            `UPDATE ${table} SET ${fields.map((field, index) => `${field} = $${index + 2}`).join(', ')}
              WHERE id = $1 RETURNING *`,
            [id, ...fields.map((field) => input[field])],
          );
          await auditContent(tx, request, 'content.update', spec.kind, id, { fields });
          return rows[0]!;
        }),
      );
      return { status: true, message: `${spec.noun} saved`, data: spec.out(row) };
    });

    for (const [action, on] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      app.post(`${base}/:id/${action}`, adminOnly, async (request) => {
        const { id } = parse(params, request.params);
        const row = await db.transaction(async (tx) => {
          // One conditional update: publishing twice (two operators at once) records one change.
          const { rows } = await tx.query<Row>(
            `UPDATE ${table} SET ${spec.flag} = $2 WHERE id = $1 AND ${spec.flag} <> $2 RETURNING *`,
            [id, on],
          );
          if (!rows[0]) return load(tx, id);
          await auditContent(tx, request, `content.${action}`, spec.kind, id, { fields: [spec.flag] });
          return rows[0];
        });
        return { status: true, message: `${spec.noun} ${action}ed`, data: spec.out(row) };
      });
    }

    app.delete(`${base}/:id`, adminOnly, async (request) => {
      const { id } = parse(params, request.params);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>(`DELETE FROM ${table} WHERE id = $1 RETURNING *`, [id]);
        if (!rows[0]) throw missing();
        // What was deleted, so that the log still says what it was.
        const { title, question, name, slug } = rows[0];
        const label = { slug, title, question, name };
        await auditContent(tx, request, 'content.delete', spec.kind, id, { fields: [], ...label });
      });
      return { status: true, message: `${spec.noun} deleted` };
    });
  };
}
