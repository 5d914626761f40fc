import { dayMonth, LISTING_TYPE_INFO, type ListingType } from '../vocabulary';
import { TEXT_MESSAGES } from './limits';
import { OCCUPATION_OPTIONS } from './search';

/**
 * The listing wizard's constants, messages and display helpers, without zod: the front ends load these on
 * every page; the step schemas that use them are in ../schemas/listing.ts.
 */

// ---------------------------------------------------------------------------------------------------------
// Steps and their names
// ---------------------------------------------------------------------------------------------------------

export const WIZARD_STEP_COUNT = 7;

/** The tab names, in order; the second depends on the listing type (spec 02 "Listing wizard"). */
export function wizardStepNames(type: ListingType): string[] {
  return [
    'Address & Contact No',
    LISTING_TYPE_INFO[type].detailsTitle,
    'Pricing',
    'Food',
    'Facilities & Amenities',
    'Other Details',
    'Subscription',
  ];
}

/** What a listing can be: a draft until its first subscription, then active, inactive (paused) or expired. */
export const LISTING_STATUSES = ['draft', 'active', 'inactive', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// Option lists (what an owner picks from)
// ---------------------------------------------------------------------------------------------------------

export const TOILET_FACILITY_OPTIONS = ['Attached', 'Common', 'Attached and Common'] as const;
export const TOILET_TYPE_OPTIONS = ['Western', 'Indian', 'Western and Indian'] as const;
export const BUILDING_TYPE_OPTIONS = ['Independent House', 'Apartment', 'Commercial Building'] as const;
export const TWO_WHEELER_PARKING_OPTIONS = ['Available', 'Not Available'] as const;
export const CAR_PARKING_OPTIONS = ['Covered', 'Open', 'Covered and Open', 'None'] as const;
export const CUISINE_OPTIONS = [
  'North Indian',
  'South Indian',
  'Bengali',
  'Gujarati',
  'Maharashtrian',
  'Punjabi',
  'Rajasthani',
  'Chinese',
  'Continental',
] as const;
export const MEAL_OPTIONS = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const;
export type Meal = (typeof MEAL_OPTIONS)[number];
export const DIET_OPTIONS = ['Veg', 'Non-Veg', 'Both'] as const;
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const WATER_OPTIONS = ['24 hours', 'Morning and evening', 'Limited hours'] as const;
export const ELECTRICITY_OPTIONS = [
  '24 hours with power backup',
  '24 hours',
  'Inverter backup',
  'Limited hours',
] as const;
export const VISITOR_OPTIONS = ['Allowed', 'Common areas only', 'Not allowed'] as const;
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;
/** Kinds of sharing a bed count is given for (the occupancies of the search filter). */
export const BED_SHARING_OPTIONS = OCCUPATION_OPTIONS;

// ---------------------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------------------

export const LISTING_LIMITS = {
  nameMax: 100,
  textMax: 200,
  chargesMax: 300,
  descriptionMin: 30,
  descriptionMax: 3000,
  menuDayMax: 200,
  priceMin: 500,
  priceMax: 500_000,
  depositMax: 1_000_000,
  noticeMaxDays: 180,
  ageMin: 10,
  ageMax: 60,
  roomsMax: 1000,
  bedsMax: 5000,
  buildingsMax: 50,
  floorsMax: 100,
  roadWidthMax: 500,
  distanceMax: 50_000,
  /** How far ahead an owner may say beds become free. */
  freeFromDaysMax: 365,
  photosMax: 20,
  photoBytesMax: 10 * 1024 * 1024,
  /** New drafts a Lister may start in 24 hours: plenty for an owner of many places, few for a script. */
  draftsPerDay: 10,
} as const;

const L = LISTING_LIMITS;

export const LISTING_MESSAGES = {
  nameRequired: 'Accommodation name is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  localityRequired: 'Locality is required',
  addressRequired: 'Address line 1 is required',
  postalRequired: 'Postal code is required',
  postalInvalid: 'Postal code must be 6 digits',
  contactRequired: 'Contact number is required',
  contactInvalid: 'Enter a 10-digit mobile number',
  contactSame: 'The second number must differ from the first',
  latInvalid: 'Latitude must be between -90 and 90',
  longInvalid: 'Longitude must be between -180 and 180',
  coordinatesPair: 'Give both latitude and longitude, or neither',
  typeInvalid: 'Room type must be pg, hostel, mess or room',
  genderRequired: 'Choose who can stay',
  occupationRequired: 'Choose at least one occupation',
  sharingRequired: 'Choose the room sharing status',
  acRequired: 'Choose at least one kind of room',
  occupancyRequired: 'Choose at least one occupancy',
  roomsRequired: 'Give the number of rooms of at least one kind',
  toiletRequired: 'Choose the toilet facilities',
  toiletTypeRequired: 'Choose the toilet types',
  buildingTypeRequired: 'Choose the building type',
  twoWheelerRequired: 'Choose two-wheeler parking',
  carParkingRequired: 'Choose car parking',
  bedsRequired: 'Add the beds of at least one sharing kind',
  bedsDuplicate: 'Each sharing kind can be listed once',
  freeMoreThanTotal: 'Free beds cannot exceed total beds',
  freeFromRequired: 'Give the date from which beds are free',
  freeFromInvalid: 'Enter a date as YYYY-MM-DD',
  freeFromTooLate: `The date must be within ${L.freeFromDaysMax} days`,
  cuisineRequired: 'Choose at least one cuisine',
  mealsRequired: 'Choose at least one meal',
  mealDuplicate: 'Each meal can be listed once',
  timeInvalid: 'Enter a time as HH:MM',
  timeOrder: 'The end time must be after the start time',
  priceRequired: 'Monthly charge is required',
  priceRange: `Monthly charge must be between ${L.priceMin} and ${L.priceMax}`,
  withFoodRequired: 'Say whether the price includes food',
  noticeRange: `Notice period must be between 0 and ${L.noticeMaxDays} days`,
  dietRequired: 'Choose veg, non-veg or both',
  photoRequired: 'Add at least one photo',
  descriptionRequired: 'Description is required',
  descriptionMin: `Description must be at least ${L.descriptionMin} characters`,
  distanceRequired: 'Distance from the main road is required',
  roadWidthRequired: 'Width of the nearest road is required',
  waterRequired: 'Choose water availability',
  electricityRequired: 'Choose the electricity status',
  videoInvalid: 'Enter a YouTube or Vimeo link: videos from other sites cannot be shown',
  planRequired: 'Choose a plan',
  stateUnknown: 'Choose a state from the list',
  cityOfState: 'Choose a city of the chosen state',
  typeFixed: 'The room type of a listing cannot be changed',
  messHasNoBeds: 'A mess has no beds',
  catalogUnknown: 'Choose from the list',
  photoNotImage: (name: string) =>
    `"${name}" is not a photo we can read. Please upload JPEG, PNG, WebP, GIF, AVIF or HEIC.`,
  photoHeic: (name: string) =>
    `"${name}" is a HEIC photo, which cannot be read here. Please save it as JPEG and upload again.`,
  photoTooLarge: (name: string) =>
    `"${name}" is larger than ${L.photoBytesMax / 1024 / 1024} MB. Please choose a smaller photo.`,
  photosTooMany: `A listing can have at most ${L.photosMax} photos`,
  photoOrder: 'Give every photo of the listing once',
  photoNotFound: 'Photo not found',
  photosThrottled: (seconds: number) => `Too many uploads. Please try again in ${seconds} seconds.`,
  draftsThrottled: (seconds: number) => {
    const hours = Math.max(1, Math.ceil(seconds / 3600));
    return `You can start ${L.draftsPerDay} new listings a day. Please finish one of your drafts in My Listings, or try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
  },
  completeFirst: (step: string) => `Complete "${step}" first`,
  stepSaved: (step: string) => `${step} saved`,
  bedsSaved: 'Beds updated',
  wholeNumber: 'Enter a whole number',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  between: (min: number, max: number) => `Must be between ${min} and ${max}`,
  textControl: TEXT_MESSAGES.control,
  textLineBreak: TEXT_MESSAGES.lineBreak,
  photoUploadBroken: 'The upload was cut short or is not a proper form. Please choose the photos again.',
  listTooLong: (max: number) => `A list can have at most ${max} items`,
} as const;

/** Today's date in India (IST) as YYYY-MM-DD: "free from" dates are read as Indian calendar days. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** "3 beds free now", "Beds free from 5 Dec" or "No beds free" (detail page and My Listings). */
export function freeBedsText(
  listing: { free_beds_now: number; beds_free_from: string | null },
  today = indiaToday(),
): string {
  const now = listing.free_beds_now;
  if (now > 0) return `${now} ${now === 1 ? 'bed' : 'beds'} free now`;
  if (listing.beds_free_from && listing.beds_free_from > today)
    return `Beds free from ${dayMonth(listing.beds_free_from)}`;
  return 'No beds free';
}

/** Image formats a listing photo may be in (recognised by their bytes). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic';

/** "On main road" or "350 m": the text the detail page shows for a distance in metres. */
export function distanceText(metres: number): string {
  return metres === 0 ? 'On main road' : metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${metres} m`;
}

// ---------------------------------------------------------------------------------------------------------
// The Lister API's paths (spec 01 names step 1; the rest are ours, listed in api/README.md)
// ---------------------------------------------------------------------------------------------------------

export const LISTER_API = {
  /** POST, step 1: creates a draft (no id) or updates it (id). */
  address: '/add-property-address',
  /** POST, steps 2 to 6, each with the post id in the body. */
  details: '/add-property-details',
  pricing: '/add-property-pricing',
  food: '/add-property-food',
  features: '/add-property-features',
  otherDetails: '/add-property-other-details',
  /** GET the amenity and facility catalogs. */
  catalogs: '/amenities-facilities',
  /** GET a listing's photos; POST multipart field "photos" (one or several files). */
  photos: (postId: number) => `/property-photos/${postId}`,
  /** DELETE one photo. */
  photo: (postId: number, photoId: number) => `/property-photos/${postId}/${photoId}`,
  /** PUT { photo_ids }: the new order, main photo first. */
  photoOrder: (postId: number) => `/property-photos/${postId}/order`,
  /** GET the plans; POST { id, plan_id } subscribes or renews (step 7 and My Listings). */
  plans: '/subscription-plans',
  subscribe: '/property-subscribe',
  /** GET one own listing with every step's data (to resume or edit). */
  ownListing: (postId: number) => `/get-own-property/${postId}`,
  /** GET every own listing (spec 02 section 7). */
  ownListings: '/get-all-properties',
  /** POST { id, status }: deactivate or activate. */
  status: '/property-status',
  /** POST { id, beds }: free beds from My Listings. */
  beds: '/property-beds',
  /**
   * DELETE one own listing (issue 31): a draft with no enquiries and no orders is deleted; any other is archived
   * (its threads stay readable, its public page answers gone, My Listings no longer shows it).
   */
  deleteListing: (postId: number) => `/own-property/${postId}`,
} as const;
