import { type ContentKind, CONTENT_MESSAGES as M } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditAction, recordAudit } from '../../../admin/audit';
import { operatorOf } from '../../../admin/guard';
import { CONTENT_DIR } from '../../../content/constants';
import type { Queryable } from '../../../db';
import { ValidationError } from '../../../http/errors';

/** Rows per page of a content list (the contract's lists). */
export const PER_PAGE = 20;

/**
 * The full address of a content picture, as the public content routes give it: a stored name lives under the
 * content folder; a full address (some seeded pictures) passes through.
 */
export function contentImageUrl(app: FastifyInstance, name: unknown): string | null {
  if (typeof name !== 'string' || !name) return null;
  return /^https?:\/\//.test(name) ? name : `${app.deps.config.publicUrl}/storage/${CONTENT_DIR}/${name}`;
}

/** Refuses a picture path that names nothing stored (422 on its field); a store that is down answers 503. */
export async function checkImages(app: FastifyInstance, input: Record<string, unknown>, fields: string[]) {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = input[field];
    if (typeof value === 'string' && !(await app.deps.storage.exists(`${CONTENT_DIR}/${value}`)))
      errors[field] = [M.imageMissing];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The fields of `input` whose value differs from the row's (undefined = not sent). */
export function changedFields(row: Record<string, unknown>, input: Record<string, unknown>): string[] {
  return Object.keys(input).filter(
    (field) => input[field] !== undefined && input[field] !== (row[field] ?? null),
  );
}

/** One audit row of a content change, inside the change's transaction. */
export function auditContent(
  tx: Queryable,
  request: FastifyRequest,
  action: Extract<AuditAction, `content.${string}`>,
  kind: ContentKind,
  id: string | number,
  detail: Record<string, unknown>,
) {
  return recordAudit(tx, { actor: operatorOf(request), action, targetKind: kind, targetId: id, detail });
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A unique violation (23505), as pg and PGlite both report it. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
