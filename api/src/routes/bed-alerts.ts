import { indiaToday, NOTIFY_MESSAGES as M, NOTIFY_API, propertyIdSchema } from '@basera/shared/schemas';
import type { BedAlertState } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../auth/sessions';
import { HttpError, notFound, parse } from '../http/errors';
import { bedSummary } from '../listings/serialize';
import { isPublicListing } from '../listings/states';

const idParams = z.object({ id: propertyIdSchema });

/** Said when the listing has a bed free now: nothing to wait for. */
export const BED_FREE_NOW = 'A bed is free here now: you can enquire or book a visit.';

/**
 * "Tell me when a bed frees up" (issue 30) on a public listing with no bed free today (a Mess has no beds): the
 * signed-in user's alert is on or off; once a bed frees up they are told once and the alert is done.
 */
export async function bedAlertRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const auth = { preHandler: requireAuth };

  /** The listing, 404 unless public; `full`: it lists its beds and none is free today. */
  const listingOf = async (request: FastifyRequest) => {
    const { id } = parse(idParams, request.params);
    const row = (
      await db.query<{
        property_type: string;
        beds: Parameters<typeof bedSummary>[0];
        status: string;
        expires_at: Date | string | null;
        review: string;
        owner_banned: boolean;
      }>(
        'SELECT property_type, beds, status, expires_at, review, owner_banned FROM properties WHERE id = $1',
        [id],
      )
    ).rows[0];
    const now = app.deps.clock();
    if (!row || !isPublicListing(row, now)) throw notFound('Property not found');
    const full =
      row.property_type !== 'Mess' &&
      (row.beds?.length ?? 0) > 0 &&
      bedSummary(row.beds, indiaToday(now)).free_beds_now === 0;
    return { id, full };
  };

  const state = async (userId: number, id: number): Promise<BedAlertState> => {
    const { rows } = await db.query(
      'SELECT 1 FROM bed_alerts WHERE user_id = $1 AND property_id = $2 AND notified_at IS NULL',
      [userId, id],
    );
    return { on: rows.length > 0 };
  };

  app.get(NOTIFY_API.bedAlert, auth, async (request) => {
    const { id } = await listingOf(request);
    return { status: true, data: await state(request.auth!.user.id, id) };
  });

  app.put(NOTIFY_API.bedAlert, auth, async (request) => {
    const { id, full } = await listingOf(request);
    if (!full) throw new HttpError(422, BED_FREE_NOW);
    await db.query(
      `INSERT INTO bed_alerts (user_id, property_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, property_id) DO UPDATE SET notified_at = NULL, created_at = EXCLUDED.created_at`,
      [request.auth!.user.id, id, app.deps.clock()],
    );
    return { status: true, message: M.bedAlertOn, data: { on: true } satisfies BedAlertState };
  });

  app.delete(NOTIFY_API.bedAlert, auth, async (request) => {
    const { id } = parse(idParams, request.params);
    await db.query('DELETE FROM bed_alerts WHERE user_id = $1 AND property_id = $2', [
      request.auth!.user.id,
      id,
    ]);
    return { status: true, message: M.bedAlertOff, data: { on: false } satisfies BedAlertState };
  });
}
