import { keepBedRents, LISTER_API, LISTING_MESSAGES as M, updateBedsSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { bedsMayBeFree } from '../../alerts/alerts';
import { parse, ValidationError } from '../../http/errors';
import { checkStepOrder, listerOnly, saveStep, typeOf } from './common';

/**
 * POST /property-beds: My Listings' quick update of beds (total, free, free from; a rent when sent) for a PG, Hostel or Room,
 * once step 2 has been saved. A published listing shows it in search at once.
 */
export async function bedsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(LISTER_API.beds, listerOnly, async (request) => {
    const answer = await saveStep(
      db,
      request,
      0,
      (row) => {
        if (typeOf(row) === 'Mess') throw new ValidationError({ beds: [M.messHasNoBeds] });
        // Beds are step 2's: the quick update opens once that step is saved.
        checkStepOrder(row, 3);
        const { beds } = parse(updateBedsSchema, request.body);
        // The dialog has no rent field: each kind keeps its saved rent unless the request sends one.
        return { values: { beds: keepBedRents(beds, row.beds) }, json: ['beds'] };
      },
      M.bedsSaved,
    );
    bedsMayBeFree(app, answer.post_id);
    return answer;
  });
}
