// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { INT_MAX } from '../rules/limits';
import { RATING_MAX, RATING_MIN } from '../rules/ratings';
import {
  AC_OPTIONS,
  CATEGORY_OPTIONS,
  CHOOSE,
  DIET_FILTER_OPTIONS,
  FOOD_FILTER_OPTIONS,
  FOOD_OPTIONS,
  GENDER_OPTIONS,
  KEYWORD_MESSAGES,
  KEYWORD_SORT,
  NEAR_MESSAGES,
  NEAR_SORT,
  OCCUPATION_OPTIONS,
  PAGE_MAX,
  PER_PAGE_MAX,
  RADIUS_OPTIONS,
  SHARING_OPTIONS,
} from '../rules/search';
import { LISTING_TYPES, RESULT_SORTS, ROOM_TYPE_OPTIONS, toListingType } from '../vocabulary';
import { plainText, requiredText } from './rules';

/** The keyword search form (header modal): the same rule the API applies to `search`. */
export const keywordSearchSchema = z.object({
  search: requiredText(KEYWORD_MESSAGES.required).max(100, KEYWORD_MESSAGES.tooLong),
});
export type KeywordSearchInput = z.infer<typeof keywordSearchSchema>;

const unset = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && ['', CHOOSE, 'Choose'].includes(value.trim()))
    ? undefined
    : value;

const optionalId = (label: string) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a number`)
      .positive(`${label} must be a number`)
      .max(INT_MAX, `${label} must be a number`)
      .optional(),
  );

/** A price bound in whole rupees, up to what the int column holds. */
const optionalPrice = (label: string) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int()
      .min(0)
      .max(INT_MAX, `${label} must be at most ${INT_MAX}`)
      .optional(),
  );

/** One of a fixed list, any case; "Choose..." and empty mean unset. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((value) => {
    const v = unset(value);
    if (typeof v !== 'string') return v;
    return values.find((option) => option.toLowerCase() === v.trim().toLowerCase()) ?? v;
  }, z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).optional());

/** A comma-joined list of fixed values (sharing=Shared,Separate). */
const optionalList = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (value) => {
      const v = unset(value);
      if (v === undefined) return undefined;
      const parts = (Array.isArray(v) ? v : String(v).split(','))
        .map((part) => String(part).trim())
        .filter((part) => part && part !== CHOOSE);
      if (!parts.length) return undefined;
      return parts.map(
        (part) => values.find((option) => option.toLowerCase() === part.toLowerCase()) ?? part,
      );
    },
    z
      .array(z.string())
      // One message under the field itself (not under `sharing.0`): the query string has no places to point at.
      .refine((parts) => parts.every((part) => values.includes(part)), {
        error: `${label} must be among ${values.join(', ')}`,
      })
      .transform((parts) => parts as T[number][])
      .optional(),
  );

/** Yes/no filters from a query string: '1', 'true', 'yes', 'on' are yes; '', '0', 'false', 'no', "Choose..." unset. */
const optionalFlag = (message: string) =>
  z.preprocess((value) => {
    if (typeof value === 'boolean') return value || undefined;
    const v = unset(value);
    if (v === undefined) return undefined;
    const word = String(v).trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(word)) return true;
    if (['0', 'false', 'no', 'off'].includes(word)) return undefined;
    return v;
  }, z.boolean({ error: message }).optional());

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

/** A coordinate in degrees, within ±`limit`. */
const optionalCoordinate = (label: string, limit: number) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`)
      .optional(),
  );

/** A rating filter out of 1 to 5 whole stars; anything else is a 422 under `min_rating`. */
export const MIN_RATING_MESSAGE = `Minimum rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;

/** The filtered search's sorts: the spec's, and nearest first when the search has a point. */
export const FILTER_SORTS = [...RESULT_SORTS, NEAR_SORT.value] as const;
export type FilterSort = (typeof FILTER_SORTS)[number];

/** The fields of a filtered search, without the checks across fields (zod cannot pick from a refined object). */
const filterFields = z.object({
  state_id: optionalId('State'),
  city_id: optionalId('City'),
  location: z.preprocess(
    unset,
    plainText(z.string().trim().max(100, 'Location must be at most 100 characters')).optional(),
  ),
  // Any spelling ('Pg', 'pg', 'Room Sharing') reads as the listing type; an unknown word gets a 422.
  room_type: z.preprocess(
    (value) => {
      const v = unset(value);
      return typeof v === 'string' ? (toListingType(v) ?? v) : v;
    },
    z
      .enum(LISTING_TYPES, {
        error: `Room type must be one of ${ROOM_TYPE_OPTIONS.map((option) => option.value).join(', ')}`,
      })
      .optional(),
  ),
  gender: optionalEnum(GENDER_OPTIONS as unknown as readonly ['Male', 'Female', 'Other'], 'Gender'),
  category: optionalEnum(
    CATEGORY_OPTIONS as unknown as readonly ['Student', 'Teacher', 'Employee'],
    'Category',
  ),
  price_with_food: optionalList(FOOD_OPTIONS as unknown as readonly ['Yes', 'No'], 'Price with food'),
  /** Meals served (with) or none (without); both or neither: either. */
  food: optionalList(values(FOOD_FILTER_OPTIONS), 'Food'),
  /** The kitchen: 'Veg' only pure veg, 'Non-Veg' any that serves non-veg. */
  diet: optionalList(values(DIET_FILTER_OPTIONS), 'Veg / Non-Veg'),
  sharing: optionalList(SHARING_OPTIONS as unknown as readonly ['Shared', 'Separate'], 'Sharing'),
  ac: optionalList(AC_OPTIONS as unknown as readonly ['AC', 'Non-AC', 'Water Cooler'], 'Air conditioning'),
  occupation: optionalList(
    OCCUPATION_OPTIONS as unknown as readonly ['Single', 'Double', 'Triple', 'Multiple', 'Dormitory'],
    'Room occupation',
  ),
  /** Only listings with a bed free today (India's date). */
  beds_free_now: optionalFlag('Beds free now must be yes or no'),
  /** Only listings an operator checked (a call or a visit): the "Verified" badge. */
  verified: optionalFlag('Verified must be yes or no'),
  /** Near a gazetteer place (GET /places/suggest): within `radius` km of its point, nearest first by default. */
  place_id: optionalId('Place'),
  /** Near a point ("Use my location"): both or neither. */
  lat: optionalCoordinate('Latitude', 90),
  long: optionalCoordinate('Longitude', 180),
  /** km around the place or point: 1, 2, 5 or 10 (DEFAULT_RADIUS_KM when unset). */
  radius: z.preprocess(
    unset,
    z.coerce
      .number({ error: NEAR_MESSAGES.radius })
      .refine((km) => (RADIUS_OPTIONS as readonly number[]).includes(km), NEAR_MESSAGES.radius)
      .optional(),
  ),
  /** "Search this area" of the map: south,west,north,east in degrees. */
  bbox: z.preprocess(
    (value) => {
      const v = unset(value);
      if (typeof v !== 'string') return v;
      const parts = v.split(',').map((part) => Number(part.trim()));
      return parts.length === 4 && parts.every(Number.isFinite) ? parts : v;
    },
    z
      .tuple([z.number(), z.number(), z.number(), z.number()], { error: NEAR_MESSAGES.bbox })
      .refine(
        ([south, west, north, east]) =>
          south >= -90 && north <= 90 && south <= north && west >= -180 && east <= 180 && west <= east,
        NEAR_MESSAGES.bbox,
      )
      .optional(),
  ),
  min_price: optionalPrice('Minimum price'),
  max_price: optionalPrice('Maximum price'),
  /** Issue 32: listings whose visible reviews average this many stars or more ("4 ★ and above" sends 4). */
  min_rating: z.preprocess(
    unset,
    z.coerce
      .number({ error: MIN_RATING_MESSAGE })
      .int(MIN_RATING_MESSAGE)
      .min(RATING_MIN, MIN_RATING_MESSAGE)
      .max(RATING_MAX, MIN_RATING_MESSAGE)
      .optional(),
  ),
  sort: z.preprocess(unset, z.enum(FILTER_SORTS, { error: 'Unknown sort' }).default('newest')),
  page: z.preprocess(
    unset,
    // Deep pages cost a walk past every row before them; results stop at 1000 anyway (the count cap).
    z.coerce
      .number({ error: 'Page must be a number' })
      .int()
      .min(1, 'Page must be at least 1')
      .max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`)
      .default(1),
  ),
  per_page: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'Per page must be a number' })
      .int()
      .min(1)
      .max(PER_PAGE_MAX, `Per page must be at most ${PER_PAGE_MAX}`)
      .default(12),
  ),
});

export const PRICE_ORDER_MESSAGE = 'Maximum price must be at least the minimum price';

/** A budget whose top is under its bottom is a mistake to point out, not an empty page. */
const priceInOrder = (value: { min_price?: number; max_price?: number }, ctx: z.RefinementCtx) => {
  if (value.min_price !== undefined && value.max_price !== undefined && value.max_price < value.min_price)
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: PRICE_ORDER_MESSAGE });
};

/** A point search has a place or a point (not both, and a point has both coordinates); nearest first needs one. */
const nearInOrder = (
  value: { place_id?: number; lat?: number; long?: number; sort?: string },
  ctx: z.RefinementCtx,
) => {
  if ((value.lat === undefined) !== (value.long === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [value.lat === undefined ? 'lat' : 'long'],
      message: NEAR_MESSAGES.pointPair,
    });
  if (value.place_id !== undefined && value.lat !== undefined)
    ctx.addIssue({ code: 'custom', path: ['place_id'], message: NEAR_MESSAGES.placeOrPoint });
  if (value.sort === NEAR_SORT.value && value.place_id === undefined && value.lat === undefined)
    ctx.addIssue({ code: 'custom', path: ['sort'], message: NEAR_MESSAGES.sortNeedsPoint });
};

/** Whether a search measures distances: it names a place or a point. */
export const hasPoint = (value: { place_id?: unknown; lat?: unknown }) =>
  value.place_id !== undefined || value.lat !== undefined;

/**
 * GET /filtered-properties: every filter of the spec plus AC, occupancy, price range, food, a place or point with
 * its radius, the map's area, sort and paging.
 */
export const propertyFilterSchema = filterFields.superRefine(priceInOrder).superRefine(nearInOrder);
export type PropertyFilter = z.infer<typeof propertyFilterSchema>;

/** GET /get-all-pgs: paging and sort only. */
export const pagingSchema = filterFields
  .pick({ page: true, per_page: true })
  .extend({ sort: z.preprocess(unset, z.enum(RESULT_SORTS, { error: 'Unknown sort' }).default('newest')) });

export const KEYWORD_SORTS = [KEYWORD_SORT.value, ...FILTER_SORTS] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

/**
 * GET /search-properties?search=: the keyword with every filter of the filtered search, and its sort, which
 * may also be 'relevance' (the default: best match first).
 */
export const keywordQuerySchema = filterFields
  .extend({
    search: keywordSearchSchema.shape.search,
    sort: z.preprocess(unset, z.enum(KEYWORD_SORTS, { error: 'Unknown sort' }).default('relevance')),
  })
  .superRefine(priceInOrder)
  .superRefine(nearInOrder);
export type KeywordQuery = z.infer<typeof keywordQuerySchema>;

/** Property ids in paths and bodies. */
export const propertyIdSchema = z.coerce
  .number({ error: 'Property id must be a number' })
  .int('Property id must be a number')
  .positive('Property id must be a number')
  .max(Number.MAX_SAFE_INTEGER, 'Property id must be a number');

export const wishlistToggleSchema = z.object({
  property_id: propertyIdSchema,
  action: z.enum(['add', 'remove'], { error: 'Action must be add or remove' }).optional(),
});
