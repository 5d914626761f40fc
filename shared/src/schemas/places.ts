// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { intIdField, plainText } from './rules';

/** The "where" box's suggestions (GET /places/suggest): how many, and how long a text may be. */
export const PLACE_SUGGEST_DEFAULT = 8;
export const PLACE_SUGGEST_MAX = 10;
export const PLACE_TEXT_MAX = 100;
/** Suggestions one client may ask for per minute (a seeker types a few a second at most, and only briefly). */
export const PLACE_SUGGESTS_PER_MINUTE = 60;

export const PLACE_MESSAGES = {
  required: 'Please type a place',
  tooLong: `Place must be at most ${PLACE_TEXT_MAX} characters`,
  limit: `Limit must be a whole number from 1 to ${PLACE_SUGGEST_MAX}`,
  id: 'Place must be a number',
  notFound: 'Place not found',
  throttled: (seconds: number) =>
    `Too many place searches. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  );

/** GET /places/suggest?q=&limit= */
export const placeSuggestQuerySchema = z.object({
  q: plainText(
    z
      .string({ error: PLACE_MESSAGES.required })
      .trim()
      .min(1, PLACE_MESSAGES.required)
      .max(PLACE_TEXT_MAX, PLACE_MESSAGES.tooLong),
  ),
  limit: z.preprocess(
    (value) => (value === undefined || value === '' ? PLACE_SUGGEST_DEFAULT : value),
    z.coerce
      .number({ error: PLACE_MESSAGES.limit })
      .int(PLACE_MESSAGES.limit)
      .min(1, PLACE_MESSAGES.limit)
      .max(PLACE_SUGGEST_MAX, PLACE_MESSAGES.limit),
  ),
});
export type PlaceSuggestQuery = z.infer<typeof placeSuggestQuerySchema>;

/** GET /places/reverse?lat=&long= ("Use my location"). */
export const placeReverseQuerySchema = z.object({
  lat: coordinate('Latitude', 90),
  long: coordinate('Longitude', 180),
});
export type PlaceReverseQuery = z.infer<typeof placeReverseQuerySchema>;

/** GET /places/:id */
export const placeIdParamsSchema = z.object({ id: intIdField(PLACE_MESSAGES.id) });
