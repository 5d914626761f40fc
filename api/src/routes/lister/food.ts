import { foodSchema, LISTER_API, type MealTiming } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors';
import { listerOnly, saveStep, typeOf } from './common';
import { foodServedText, orderedMeals } from './details';

/**
 * Step 4: meals served, diet and weekly menu. A Mess serves the meals of its step 2 meal times (meals sent
 * here are ignored). No meals: no diet and no menu; whether the price includes food stays as step 3 said.
 */
export async function foodRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(LISTER_API.food, listerOnly, (request) =>
    saveStep(db, request, 4, (row) => {
      const input = parse(foodSchema, request.body);
      const meals =
        typeOf(row) === 'Mess'
          ? orderedMeals(((row.meal_timings as MealTiming[] | null) ?? []).map((timing) => timing.meal))
          : orderedMeals(input.food_meals);
      const menu = input.food_menu
        ? Object.fromEntries(Object.entries(input.food_menu).filter(([, text]) => text))
        : null;
      const served = meals.length > 0;
      return {
        values: {
          food_meals: meals,
          food_served: foodServedText(meals),
          food_type: served ? input.food_type : null,
          food_menu: served && menu && Object.keys(menu).length ? menu : null,
        },
        json: ['food_menu'],
      };
    }),
  );
}
