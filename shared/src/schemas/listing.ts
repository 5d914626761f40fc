// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { INT_MAX } from '../rules/limits';
import {
  BED_SHARING_OPTIONS,
  BUILDING_TYPE_OPTIONS,
  CAR_PARKING_OPTIONS,
  CUISINE_OPTIONS,
  DIET_OPTIONS,
  ELECTRICITY_OPTIONS,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  MEAL_OPTIONS,
  TOILET_FACILITY_OPTIONS,
  TOILET_TYPE_OPTIONS,
  TWO_WHEELER_PARKING_OPTIONS,
  VISITOR_OPTIONS,
  WATER_OPTIONS,
  WEEK_DAYS,
  YES_NO_OPTIONS,
} from '../rules/listing';
import { CATEGORY_OPTIONS, GENDER_OPTIONS, OCCUPATION_OPTIONS } from '../rules/search';
import { isAllowedVideo } from '../video';
import { type ListingType, toListingType } from '../vocabulary';
import { plainText } from './rules';

/**
 * The listing wizard's seven steps (spec 02 "Listing wizard"): one schema per step, used by the form of that
 * step (react-hook-form resolver) and by the API endpoint that saves it, so both give the same messages.
 * Numbers arrive as text from form fields: '' means "not given".
 */

const L = LISTING_LIMITS;

const M = LISTING_MESSAGES;

// ---------------------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------------------

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** Optional text: trimmed, '' becomes null (so an edit can clear it). */
const optionalText = (max: number, multiLine = false) =>
  z.preprocess(
    (value) => (blank(value) === undefined ? null : value),
    plainText(z.string().trim().max(max, M.tooLong(max)), multiLine).nullable(),
  );

const requiredString = (message: string, max: number) =>
  z.preprocess(
    (value) => (blank(value) === undefined ? undefined : value),
    plainText(z.string({ error: message }).trim().min(1, message).max(max, M.tooLong(max))),
  );

/** Arrays, objects and booleans are not numbers: coercion would read [12] as 12 and true as 1. */
const scalar = (value: unknown) =>
  typeof value === 'boolean' || (typeof value === 'object' && value !== null) ? Number.NaN : value;

const toNumber = (value: unknown) => {
  const v = blank(value);
  return typeof v === 'string' ? Number(v.trim()) : v;
};

/** A whole number from a form field or JSON, between min and max; missing gives `required`. */
const wholeNumber = (min: number, max: number, required: string, range = M.between(min, max)) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : M.wholeNumber) })
      .int(M.wholeNumber)
      .min(min, range)
      .max(max, range),
  );

/** The same, but optional: missing or '' is null. */
const optionalWholeNumber = (min: number, max: number, range = M.between(min, max)) =>
  z.preprocess(
    (value) => toNumber(value) ?? null,
    z.number({ error: M.wholeNumber }).int(M.wholeNumber).min(min, range).max(max, range).nullable(),
  );

/** A count where blank means none. */
const count = (max: number) =>
  z.preprocess(
    (value) => toNumber(value) ?? 0,
    z
      .number({ error: M.wholeNumber })
      .int(M.wholeNumber)
      .min(0, M.between(0, max))
      .max(max, M.between(0, max)),
  );

/** One value of a fixed list. */
const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.preprocess(blank, z.enum(values, { error: required }));

/** Several values of a fixed list, each once; `min` of them at least. */
const choices = <T extends readonly [string, ...string[]]>(values: T, required: string | null) =>
  z
    .array(z.enum(values, { error: `Choose among ${values.join(', ')}` }), {
      error: required ?? 'Choose from the list',
    })
    .transform((list) => [...new Set(list)])
    .refine((list) => required === null || list.length > 0, required ?? '');

const idOf = (required: string) =>
  z.preprocess(
    (value) => scalar(blank(value)),
    z.coerce.number({ error: required }).int(required).positive(required).max(INT_MAX, required),
  );

/** The listing's post id: absent when step 1 creates a draft. */
export const postIdSchema = z.preprocess(
  scalar,
  z.coerce
    .number({ error: 'Listing id must be a number' })
    .int('Listing id must be a number')
    .positive('Listing id must be a number')
    .max(Number.MAX_SAFE_INTEGER, 'Listing id must be a number'),
);

const mobile = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, M.contactInvalid);
const time = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);
const isoDate = z
  .string({ error: M.freeFromRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.freeFromInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.freeFromInvalid);

// ---------------------------------------------------------------------------------------------------------
// Step 1: Address & Contact No (spec 01's property address payload)
// ---------------------------------------------------------------------------------------------------------

export const propertyAddressSchema = z
  .object({
    id: z.preprocess(blank, postIdSchema.optional()),
    property_type: z.preprocess(
      (value) => toListingType(value) ?? value,
      z.enum(['PG', 'Hostel', 'Mess', 'Room'], { error: M.typeInvalid }),
    ),
    accommodation_name: requiredString(M.nameRequired, L.nameMax),
    state_id: idOf(M.stateRequired),
    city_id: idOf(M.cityRequired),
    locality: requiredString(M.localityRequired, L.nameMax),
    address_line_1: requiredString(M.addressRequired, L.textMax),
    address_line_2: optionalText(L.textMax),
    landmark: optionalText(L.nameMax),
    project_society_building_name: optionalText(L.nameMax),
    postal_code: z.preprocess(
      blank,
      z
        .string({ error: M.postalRequired })
        .trim()
        .regex(/^[1-9]\d{5}$/, M.postalInvalid),
    ),
    contact_no_1: z.preprocess(blank, z.string({ error: M.contactRequired }).pipe(mobile)),
    contact_no_2: z.preprocess((value) => blank(value) ?? null, mobile.nullable()),
    /** The person seekers ask for (issue 31): prefilled with the account's name; optional. */
    contact_name: optionalText(L.nameMax),
    lat: z.preprocess(
      (value) => scalar(blank(value) ?? null),
      z.coerce.number({ error: M.latInvalid }).min(-90, M.latInvalid).max(90, M.latInvalid).nullable(),
    ),
    long: z.preprocess(
      (value) => scalar(blank(value) ?? null),
      z.coerce.number({ error: M.longInvalid }).min(-180, M.longInvalid).max(180, M.longInvalid).nullable(),
    ),
  })
  .superRefine((value, ctx) => {
    if ((value.lat === null) !== (value.long === null))
      ctx.addIssue({
        code: 'custom',
        path: [value.lat === null ? 'lat' : 'long'],
        message: M.coordinatesPair,
      });
    if (value.contact_no_2 && value.contact_no_2 === value.contact_no_1)
      ctx.addIssue({ code: 'custom', path: ['contact_no_2'], message: M.contactSame });
  });
export type PropertyAddressInput = z.input<typeof propertyAddressSchema>;
export type PropertyAddress = z.output<typeof propertyAddressSchema>;

// ---------------------------------------------------------------------------------------------------------
// Step 2: type-specific details (rooms and beds for PG, Hostel, Room; cuisine and meal times for a Mess)
// ---------------------------------------------------------------------------------------------------------

/** A bed's rent is a monthly charge: the same bounds as step 3's monthly_charge_min. */
export const RENT_RANGE_MESSAGE = `Rent must be between ${L.priceMin} and ${L.priceMax}`;

/**
 * The rent of one bed of a sharing kind, whole rupees a month; optional: missing, '' or null is no rent. Step 2
 * states a listing's beds in full (a blank rent field clears the rent); "Update free beds", which has no rent
 * field, keeps the saved rents (keepBedRents).
 */
const bedRent = z
  .preprocess(
    (value) => toNumber(value) ?? undefined,
    z
      .number({ error: M.wholeNumber })
      .int(M.wholeNumber)
      .min(L.priceMin, RENT_RANGE_MESSAGE)
      .max(L.priceMax, RENT_RANGE_MESSAGE)
      .optional(),
  )
  .optional();

/** Beds of one sharing kind: how many in all, how many free, from when, and (optionally) the rent of a bed. */
export const bedRowSchema = z
  .object({
    sharing: choice(BED_SHARING_OPTIONS, 'Choose the sharing kind'),
    total_beds: wholeNumber(1, L.bedsMax, 'Total beds is required'),
    free_beds: wholeNumber(0, L.bedsMax, 'Free beds is required'),
    available_from: z.preprocess((value) => blank(value) ?? null, isoDate.nullable()),
    rent: bedRent,
  })
  .superRefine((row, ctx) => {
    if (row.free_beds > row.total_beds)
      ctx.addIssue({ code: 'custom', path: ['free_beds'], message: M.freeMoreThanTotal });
    if (row.free_beds > 0 && !row.available_from)
      ctx.addIssue({ code: 'custom', path: ['available_from'], message: M.freeFromRequired });
    if (row.available_from) {
      const latest = new Date(Date.now() + L.freeFromDaysMax * 86_400_000).toISOString().slice(0, 10);
      if (row.available_from > latest)
        ctx.addIssue({ code: 'custom', path: ['available_from'], message: M.freeFromTooLate });
    }
  });
export type BedRow = z.output<typeof bedRowSchema>;

/**
 * "Update free beds" sends no rents: each of its rows keeps the rent saved for its sharing kind (a kind that is
 * new, or had none, has none).
 */
export function keepBedRents(rows: BedRow[], saved: readonly BedRow[] | null | undefined): BedRow[] {
  return rows.map((row) => {
    const { rent, ...rest } = row;
    const kept = rent ?? saved?.find((old) => old.sharing === row.sharing)?.rent;
    return typeof kept === 'number' ? { ...rest, rent: kept } : rest;
  });
}

/** The beds of a listing (step 2, and the quick "update free beds" call of My Listings). */
export const bedsSchema = z
  .array(bedRowSchema, { error: M.bedsRequired })
  .min(1, M.bedsRequired)
  .max(BED_SHARING_OPTIONS.length, M.bedsDuplicate)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.sharing))
        ctx.addIssue({ code: 'custom', path: [index, 'sharing'], message: M.bedsDuplicate });
      seen.add(row.sharing);
    });
  });

export const updateBedsSchema = z.object({ id: postIdSchema, beds: bedsSchema });
export type UpdateBedsInput = z.input<typeof updateBedsSchema>;

/** Who the place is for: shared by both kinds of step 2. */
const audience = {
  id: postIdSchema,
  accommodation_gender: choice(
    GENDER_OPTIONS as unknown as readonly ['Male', 'Female', 'Other'],
    M.genderRequired,
  ),
  accommodation_occupation: choices(
    CATEGORY_OPTIONS as unknown as readonly ['Student', 'Teacher', 'Employee'],
    M.occupationRequired,
  ),
};

/** Step 2 for PG, Hostel and Room Sharing. */
export const roomDetailsSchema = z
  .object({
    ...audience,
    minimum_age: optionalWholeNumber(L.ageMin, L.ageMax),
    room_sharing_status: choice(['Shared', 'Separate'] as const, M.sharingRequired),
    room_air_conditioning_status: choices(['AC', 'Non-AC', 'Water Cooler'] as const, M.acRequired),
    room_occupation_status: choices(
      OCCUPATION_OPTIONS as unknown as readonly ['Single', 'Double', 'Triple', 'Multiple', 'Dormitory'],
      M.occupancyRequired,
    ),
    total_rooms_ac: count(L.roomsMax),
    total_rooms_non_ac: count(L.roomsMax),
    total_rooms_with_cooler: count(L.roomsMax),
    toilet_facilities: choice(TOILET_FACILITY_OPTIONS, M.toiletRequired),
    toilet_types: choice(TOILET_TYPE_OPTIONS, M.toiletTypeRequired),
    building_type: choice(BUILDING_TYPE_OPTIONS, M.buildingTypeRequired),
    total_buildings: wholeNumber(1, L.buildingsMax, 'Total buildings is required'),
    total_floors: wholeNumber(1, L.floorsMax, 'Total floors is required'),
    /** Which floors the accommodation uses, as the owner says it ('Ground to 2nd'). */
    accommodation_in_floors: requiredString('Floors used is required', 50),
    two_wheeler_parking: choice(TWO_WHEELER_PARKING_OPTIONS, M.twoWheelerRequired),
    parking_type: choice(CAR_PARKING_OPTIONS, M.carParkingRequired),
    beds: bedsSchema,
  })
  .superRefine((value, ctx) => {
    if (value.total_rooms_ac + value.total_rooms_non_ac + value.total_rooms_with_cooler === 0)
      ctx.addIssue({ code: 'custom', path: ['total_rooms_non_ac'], message: M.roomsRequired });
  });
export type RoomDetailsInput = z.input<typeof roomDetailsSchema>;
export type RoomDetails = z.output<typeof roomDetailsSchema>;

export const mealTimingSchema = z
  .object({ meal: choice(MEAL_OPTIONS, 'Choose the meal'), from: time, to: time })
  .refine((row) => row.to > row.from, { path: ['to'], message: M.timeOrder });
export type MealTiming = z.output<typeof mealTimingSchema>;

/** Step 2 for a Mess: who it serves, its cuisines and when each meal is served. */
export const messDetailsSchema = z.object({
  ...audience,
  cuisine: choices(CUISINE_OPTIONS, M.cuisineRequired),
  meal_timings: z
    .array(mealTimingSchema, { error: M.mealsRequired })
    .min(1, M.mealsRequired)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.meal))
          ctx.addIssue({ code: 'custom', path: [index, 'meal'], message: M.mealDuplicate });
        seen.add(row.meal);
      });
    }),
});
export type MessDetailsInput = z.input<typeof messDetailsSchema>;
export type MessDetails = z.output<typeof messDetailsSchema>;

/** Step 2's schema for a listing type. */
export const detailsSchemaFor = (type: ListingType) =>
  type === 'Mess' ? messDetailsSchema : roomDetailsSchema;

// ---------------------------------------------------------------------------------------------------------
// Step 3: Pricing
// ---------------------------------------------------------------------------------------------------------

export const pricingSchema = z.object({
  id: postIdSchema,
  monthly_charge_min: wholeNumber(L.priceMin, L.priceMax, M.priceRequired, M.priceRange),
  price_with_food: choice(YES_NO_OPTIONS, M.withFoodRequired),
  /** Booking amount or advance, in words an owner uses ("One month rent", "Rs. 2,000 at booking"). */
  booking_advance_status: optionalText(L.nameMax),
  security_deposit: optionalWholeNumber(0, L.depositMax),
  deposit_refund_terms: optionalText(L.chargesMax, true),
  other_charges: optionalText(L.chargesMax, true),
  notice_period_days: optionalWholeNumber(0, L.noticeMaxDays, M.noticeRange),
});
export type PricingInput = z.input<typeof pricingSchema>;
export type Pricing = z.output<typeof pricingSchema>;

// ---------------------------------------------------------------------------------------------------------
// Step 4: Food
// ---------------------------------------------------------------------------------------------------------

/** A short weekly menu: one line a day, any day may be left out. */
export const weeklyMenuSchema = z.partialRecord(z.enum(WEEK_DAYS), optionalText(L.menuDayMax));
export type WeeklyMenu = z.output<typeof weeklyMenuSchema>;

/**
 * Meals served may be none (a room without food); then diet and menu are dropped. A Mess's meals come from its
 * meal timings in step 2, so its step 4 sends the same meals.
 */
export const foodSchema = z
  .object({
    id: postIdSchema,
    food_meals: choices(MEAL_OPTIONS, null),
    food_type: z.preprocess(
      (value) => blank(value) ?? null,
      z.enum(DIET_OPTIONS, { error: M.dietRequired }).nullable(),
    ),
    food_menu: weeklyMenuSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.food_meals.length && !value.food_type)
      ctx.addIssue({ code: 'custom', path: ['food_type'], message: M.dietRequired });
  });
export type FoodInput = z.input<typeof foodSchema>;
export type Food = z.output<typeof foodSchema>;

// ---------------------------------------------------------------------------------------------------------
// Step 5: Facilities & Amenities (photos have their own upload calls)
// ---------------------------------------------------------------------------------------------------------

const catalogIds = z
  .array(
    z.preprocess(
      scalar,
      z.coerce
        .number({ error: M.catalogUnknown })
        .int(M.catalogUnknown)
        .positive(M.catalogUnknown)
        .max(INT_MAX, M.catalogUnknown),
    ),
    { error: 'Choose from the list' },
  )
  .max(100)
  .transform((list) => [...new Set(list)]);

export const featuresSchema = z.object({ id: postIdSchema, amenities: catalogIds, facilities: catalogIds });
export type FeaturesInput = z.input<typeof featuresSchema>;

/** New order of a listing's photos: every photo id once, the main photo first. */
export const photoOrderSchema = z.object({
  photo_ids: z
    .array(
      z.preprocess(
        scalar,
        z.coerce
          .number({ error: M.photoOrder })
          .int(M.photoOrder)
          .positive(M.photoOrder)
          .max(Number.MAX_SAFE_INTEGER, M.photoOrder),
      ),
      { error: 'Give the photos in order' },
    )
    .min(1, M.photoOrder)
    .max(L.photosMax, M.photoOrder),
});

// ---------------------------------------------------------------------------------------------------------
// Step 6: Other Details and house rules
// ---------------------------------------------------------------------------------------------------------

export const otherDetailsSchema = z.object({
  id: postIdSchema,
  pg_description: z.preprocess(
    blank,
    plainText(
      z
        .string({ error: M.descriptionRequired })
        .trim()
        .min(L.descriptionMin, M.descriptionMin)
        .max(L.descriptionMax, M.tooLong(L.descriptionMax)),
      true,
    ),
  ),
  /** Metres to the main road; 0 means on the main road. */
  distance_in_meters: wholeNumber(0, L.distanceMax, M.distanceRequired),
  width_of_nearest_road_ft: wholeNumber(1, L.roadWidthMax, M.roadWidthRequired),
  nearest_conveying_facilities: optionalText(L.textMax),
  water_availability: choice(WATER_OPTIONS, M.waterRequired),
  electricity_status: choice(ELECTRICITY_OPTIONS, M.electricityRequired),
  /** Gate closing time as HH:MM; empty when the gate never closes. */
  gate_closing_time: z.preprocess((value) => blank(value) ?? null, time.nullable()),
  visitors_allowed: choice(VISITOR_OPTIONS, 'Choose the visitor rule'),
  smoking_allowed: choice(YES_NO_OPTIONS, 'Say whether smoking is allowed'),
  drinking_allowed: choice(YES_NO_OPTIONS, 'Say whether drinking is allowed'),
  pets_allowed: choice(YES_NO_OPTIONS, 'Say whether pets are allowed'),
  affiliated: z.preprocess((value) => blank(value) ?? 'No', z.enum(YES_NO_OPTIONS)),
  affiliation_details: optionalText(L.textMax),
  video_link: z.preprocess(
    (value) => blank(value) ?? null,
    plainText(z.string().trim().max(500, M.tooLong(500)))
      .refine(isAllowedVideo, M.videoInvalid)
      .nullable(),
  ),
});
export type OtherDetailsInput = z.input<typeof otherDetailsSchema>;
export type OtherDetails = z.output<typeof otherDetailsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Step 7: Subscription, and status changes from My Listings
// ---------------------------------------------------------------------------------------------------------

export const subscribeSchema = z.object({ id: postIdSchema, plan_id: idOf(M.planRequired) });
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Deactivate (hide from search) or activate again (only while a subscription runs). */
export const listingStatusSchema = z.object({
  id: postIdSchema,
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }),
});
