import {
  LISTER_API,
  LISTING_LIMITS,
  LISTING_MESSAGES as M,
  propertyAddressSchema,
  wizardStepNames,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { countAttempt } from '../../auth/throttle';
import type { Queryable } from '../../db';
import { parse, ValidationError } from '../../http/errors';
import { checkStepOrder, listerId, listerOnly, loadOwnListing, savedAnswer, updateListing } from './common';

/** The state and city names of a place; the city must belong to the state. */
async function placeNames(db: Queryable, stateId: number, cityId: number) {
  const { rows } = await db.query<{ state_name: string; city_name: string | null }>(
    `SELECT s.name AS state_name, c.name AS city_name
       FROM states s LEFT JOIN cities c ON c.id = $2 AND c.state_id = s.id
      WHERE s.id = $1`,
    [stateId, cityId],
  );
  const place = rows[0];
  if (!place) throw new ValidationError({ state_id: [M.stateUnknown] });
  if (!place.city_name) throw new ValidationError({ city_id: [M.cityOfState] });
  return { state_name: place.state_name, city_name: place.city_name };
}

/**
 * Step 1, spec 01's POST /add-property-address: without an id it creates a draft and returns its post id;
 * with one it updates that own listing (its type stays what it was).
 */
export async function addressRoutes(app: FastifyInstance) {
  const { db, throttle } = app.deps;

  app.post(LISTER_API.address, listerOnly, async (request) => {
    const input = parse(propertyAddressSchema, request.body);
    const ownerId = listerId(request);
    const { id: _id, property_type, ...parsed } = input;
    // The contact person came with issue 31: a client from before it sends none, and its save keeps the name.
    const sent = typeof request.body === 'object' && request.body !== null && 'contact_name' in request.body;
    const { contact_name, ...rest } = parsed;
    const fields = sent ? { ...rest, contact_name } : rest;
    // New drafts per Lister and day, counted before the check (parallel requests cannot all pass it); a draft
    // that turns out not to be made (an unknown place) is taken back off the count.
    const draftKey = `listing-drafts:${ownerId}`;
    if (!input.id)
      await countAttempt(throttle, draftKey, LISTING_LIMITS.draftsPerDay, 24 * 3600, M.draftsThrottled);

    const id = await db
      .transaction(async (tx) => {
        if (input.id) {
          const row = await loadOwnListing(tx, input.id, ownerId, { lock: true });
          if (row.property_type !== property_type)
            throw new ValidationError({ property_type: [M.typeFixed] });
          checkStepOrder(row, 1);
          const names = await placeNames(tx, fields.state_id, fields.city_id);
          await updateListing(tx, input.id, { ...fields, ...names }, { step: 1 });
          return input.id;
        }
        const names = await placeNames(tx, fields.state_id, fields.city_id);
        const { rows } = await tx.query<{ id: string | number }>(
          `SELECT nextval(pg_get_serial_sequence('properties', 'id')) AS id`,
        );
        const newId = Number(rows[0]!.id);
        const columns = { ...fields, ...names };
        const list = Object.keys(columns);
        await tx.query(
          `INSERT INTO properties (id, listing_id, owner_id, status, property_type, wizard_step, ${list.join(', ')})
         VALUES ($1, $2, $3, 'draft', $4, 1, ${list.map((_, i) => `$${i + 5}`).join(', ')})`,
          [
            newId,
            `BSR-${property_type.toUpperCase().slice(0, 2)}-${1000 + newId}`,
            ownerId,
            property_type,
            ...Object.values(columns),
          ],
        );
        return newId;
      })
      .catch(async (error: unknown) => {
        if (!input.id) await throttle.undo(draftKey);
        throw error;
      });

    return savedAnswer(db, id, ownerId, M.stepSaved(wizardStepNames(property_type)[0]!));
  });
}
