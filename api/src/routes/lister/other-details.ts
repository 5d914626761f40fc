import { distanceText, LISTER_API, otherDetailsSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors';
import { listerOnly, saveStep } from './common';

/**
 * Step 6: description, the road, water and power, house rules, affiliation and video. distance_from_road is
 * always written from distance_in_meters, so the two never disagree.
 */
export async function otherDetailsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(LISTER_API.otherDetails, listerOnly, (request) =>
    saveStep(db, request, 6, () => {
      const { id: _id, ...values } = parse(otherDetailsSchema, request.body);
      return {
        values: {
          ...values,
          // Details of an affiliation only mean something while the place says it is affiliated.
          affiliation_details: values.affiliated === 'Yes' ? values.affiliation_details : null,
          distance_from_road: distanceText(values.distance_in_meters),
        },
      };
    }),
  );
}
