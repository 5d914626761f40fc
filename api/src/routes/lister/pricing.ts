import { LISTER_API, pricingSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors';
import { listerOnly, saveStep } from './common';

/** Step 3: monthly charge, whether food is included, advance, deposit, other charges and notice. */
export async function pricingRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(LISTER_API.pricing, listerOnly, (request) =>
    saveStep(db, request, 3, () => {
      const { id: _id, ...values } = parse(pricingSchema, request.body);
      return { values };
    }),
  );
}
