import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/users';
import type { Queryable } from '../db';
import { forbidden, notFound } from '../http/errors';
import { findPropertyById, serializeRows } from './repository';
import type { PropertyRow } from './serialize';

export const OWNER_MESSAGES = {
  listerOnly: 'Only a Lister can list properties.',
  notFound: 'Property not found',
} as const;

/** The signed-in Lister of a request (after requireAuth): 403 for a Customer. */
export function listerOf(request: FastifyRequest): UserRow {
  const user = request.auth!.user;
  if (user.user_type !== 'Lister') throw forbidden(OWNER_MESSAGES.listerOnly);
  return user;
}

/** A listing of this Lister; another's listing is not found (404), as if it did not exist. */
export async function ownListing(db: Queryable, ownerId: number, id: number): Promise<PropertyRow> {
  const row = await findPropertyById(db, id);
  if (!row || Number(row.owner_id) !== ownerId) throw notFound(OWNER_MESSAGES.notFound);
  return row;
}

/** An own listing as the Lister sees it: the public fields plus wizard_step, expires_at and its photos in order. */
export async function serializeOwnListing(db: Queryable, row: PropertyRow, ownerId: number) {
  const [[property], photos] = await Promise.all([
    serializeRows(db, [row], ownerId),
    db.query<{ id: number; file_name: string }>(
      'SELECT id, file_name FROM property_photos WHERE property_id = $1 ORDER BY position, id',
      [row.id],
    ),
  ]);
  return {
    ...property,
    wizard_step: Number(row.wizard_step ?? 0),
    photo_items: photos.rows.map((photo) => ({ id: Number(photo.id), file_name: photo.file_name })),
  };
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
