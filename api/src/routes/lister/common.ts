import { LISTING_MESSAGES as M, postIdSchema, toListingType, wizardStepNames } from '@basera/shared/schemas';
import type { OwnListing } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, sessionOf } from '../../auth/sessions';
import type { Db, Queryable } from '../../db';
import { forbidden, HttpError, notFound, parse, ValidationError } from '../../http/errors';
import { listingPhotos } from '../../listings/photos';
import { findListing, toListings, withShortlist } from '../../listings/repository';
import type { PropertyRow } from '../../listings/serialize';

export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

/** The longest list any Lister body has (catalog ids); a longer one is refused before its items are read. */
export const BODY_LIST_MAX = 100;

/** The path of the first list in a body, down to the depth of the wizard's bodies, longer than BODY_LIST_MAX. */
function longList(body: object): string | null {
  const queue: Array<[unknown, string[]]> = [[body, []]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [value, path] = next;
    if (Array.isArray(value) && value.length > BODY_LIST_MAX) return path.join('.') || '_';
    if (path.length >= 3 || !value || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) queue.push([item, [...path, key]]);
  }
  return null;
}

/**
 * Options of every Lister route: a live session (401) of a Lister (403), and a JSON body, when one is sent, that
 * is an object (400): an array, a string or a number has no fields to read.
 */
export const listerOnly = {
  preHandler: async (request: FastifyRequest) => {
    await requireAuth(request);
    if (sessionOf(request).user.user_type !== 'Lister') throw forbidden('Only a Lister can list properties.');
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
      throw new HttpError(400, BODY_NOT_OBJECT);
    // Each item of a huge list would get its own error: one message for the list instead.
    const long = body && typeof body === 'object' ? longList(body) : null;
    if (long) throw new ValidationError({ [long]: [M.listTooLong(BODY_LIST_MAX)] });
  },
};

/** The signed-in Lister's id. */
export const listerId = (request: FastifyRequest) => Number(sessionOf(request).user.id);

export const postIdBody = z.object({ id: postIdSchema });
export const postIdParams = z.object({ id: postIdSchema });

/**
 * The caller's own listing, locked for the rest of the transaction when `lock` is set. Another Lister's listing
 * answers 404 like a missing one: its existence is never revealed.
 */
export async function loadOwnListing(
  db: Queryable,
  id: number,
  ownerId: number,
  options: { lock?: boolean } = {},
): Promise<PropertyRow> {
  const { rows } = await db.query<PropertyRow>(
    `SELECT p.* FROM properties p WHERE p.id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  // A deleted (archived) listing is gone for its owner too: no step saves, photos, status or subscribe.
  if (!row || Number(row.owner_id) !== ownerId || row.status === 'archived')
    throw notFound('Property not found');
  return row;
}

/** The listing's type, as the wizard names it. */
export const typeOf = (row: PropertyRow) => toListingType(row.property_type) ?? 'PG';

/** Step k (1-based) opens once step k-1 is saved: else 422 naming the step to complete first. */
export function checkStepOrder(row: PropertyRow, step: number): void {
  const done = Number(row.wizard_step ?? 0);
  if (done < step - 1) {
    const names = wizardStepNames(typeOf(row));
    throw new HttpError(422, M.completeFirst(names[done] ?? names[0]!));
  }
}

/** The name of step k of this listing ('Pricing', 'Mess Details'). */
export const stepName = (row: PropertyRow, step: number) => wizardStepNames(typeOf(row))[step - 1]!;

/**
 * Sets columns of a listing (`json` ones are sent as JSON text and cast), moves the wizard's progress up to
 * `step`, and stamps updated_at. Column names come from the route code, never from the request.
 */
export async function updateListing(
  tx: Queryable,
  id: number,
  values: Record<string, unknown>,
  options: { step?: number; json?: string[] } = {},
): Promise<void> {
  const params: unknown[] = [id];
  const sets = Object.entries(values).map(([column, value]) => {
    const json = options.json?.includes(column);
    params.push(json ? (value === null ? null : JSON.stringify(value)) : value);
    return `${column} = $${params.length}${json ? '::jsonb' : ''}`;
  });
  if (options.step) {
    params.push(options.step);
    sets.push(`wizard_step = GREATEST(wizard_step, $${params.length})`);
  }
  sets.push('updated_at = now()');
  await tx.query(`UPDATE properties SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** An own listing with every step's data (OwnListing), read after the save committed. */
export async function ownListing(db: Queryable, id: number, ownerId: number): Promise<OwnListing> {
  await loadOwnListing(db, id, ownerId);
  const row = await findListing(db, id);
  const [serialized] = await withShortlist(db, toListings(row ? [row] : [], ownerId), ownerId);
  return { ...serialized, photo_items: await listingPhotos(db, id) } as unknown as OwnListing;
}

/** The photoPath / galleryPaths bases of this API. */
export function photoPaths(app: FastifyInstance) {
  const base = `${app.deps.config.publicUrl}/storage/properties/`;
  return { photoPath: base, galleryPaths: base };
}

/** Reads the post id of a step's body first, so that the listing (and its type) is known before the rest. */
export const bodyPostId = (body: unknown) => parse(postIdBody, body).id;

/** The answer of every step save. */
export async function savedAnswer(db: Queryable, id: number, ownerId: number, message: string) {
  return { status: true, message, post_id: id, data: await ownListing(db, id, ownerId) };
}

/** What a step writes: columns (the `json` ones as jsonb). */
export interface StepWrite {
  values: Record<string, unknown>;
  json?: string[];
}

/**
 * Saves wizard step `step` in one transaction: the caller's own listing (404 otherwise), locked; the step order
 * (422); the body read by `write` (its schema's 422s); the columns written and the progress moved on. Answers
 * the saved listing with every step's data. Step 0 is an edit outside the wizard (`message` says what).
 */
export async function saveStep(
  db: Db,
  request: FastifyRequest,
  step: number,
  write: (row: PropertyRow, tx: Queryable) => StepWrite | Promise<StepWrite>,
  message?: string,
) {
  const id = bodyPostId(request.body);
  const ownerId = listerId(request);
  const saved = await db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, id, ownerId, { lock: true });
    checkStepOrder(row, step);
    const { values, json } = await write(row, tx);
    await updateListing(tx, id, values, { step, json });
    return message ?? M.stepSaved(stepName(row, step));
  });
  return savedAnswer(db, id, ownerId, saved);
}

/** A date as India reads it, e.g. "12 March 2027" (subscription end dates in messages). */
export function indiaDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));
}
