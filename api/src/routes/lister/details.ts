import {
  detailsSchemaFor,
  LISTER_API,
  MEAL_OPTIONS,
  type MessDetails,
  type RoomDetails,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors';
import { listerOnly, saveStep, typeOf } from './common';

/** Meals in the usual order of a day, as food_meals and the spec's comma-separated food_served keep them. */
export const orderedMeals = (meals: Iterable<string>) => {
  const set = new Set(meals);
  return MEAL_OPTIONS.filter((meal) => set.has(meal));
};
export const foodServedText = (meals: string[]) => (meals.length ? meals.join(', ') : null);

/**
 * Step 2, by the listing's own type: rooms and beds for PG, Hostel and Room Sharing; cuisines and meal times
 * for a Mess (whose meals served follow from its meal times).
 */
export async function detailsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(LISTER_API.details, listerOnly, (request) =>
    saveStep(db, request, 2, (row) => {
      const type = typeOf(row);
      if (type === 'Mess') {
        const input = parse(detailsSchemaFor(type), request.body) as MessDetails;
        const meals = orderedMeals(input.meal_timings.map((timing) => timing.meal));
        return {
          values: {
            accommodation_gender: input.accommodation_gender,
            accommodation_occupation: input.accommodation_occupation,
            cuisine: input.cuisine,
            meal_timings: input.meal_timings,
            food_meals: meals,
            food_served: foodServedText(meals),
          },
          json: ['meal_timings'],
        };
      }
      const { id: _id, ...values } = parse(detailsSchemaFor(type), request.body) as RoomDetails;
      return { values, json: ['beds'] };
    }),
  );
}
