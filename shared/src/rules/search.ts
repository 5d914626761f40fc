export const KEYWORD_MESSAGES = {
  required: 'Please enter a keyword',
  tooLong: 'Keyword must be at most 100 characters',
} as const;

/** Options of the search box and the filter sidebar (spec 01 section 3, spec 02 section 2). */
export const GENDER_OPTIONS = ['Male', 'Female', 'Other'] as const;
export const CATEGORY_OPTIONS = ['Student', 'Teacher', 'Employee'] as const;
export const SHARING_OPTIONS = ['Shared', 'Separate'] as const;
export const AC_OPTIONS = ['AC', 'Non-AC', 'Water Cooler'] as const;
export const OCCUPATION_OPTIONS = ['Single', 'Double', 'Triple', 'Multiple', 'Dormitory'] as const;
export const FOOD_OPTIONS = ['Yes', 'No'] as const;
/**
 * The Food filter: whether a listing serves meals (the wizard's step 4, `food_meals`), and what its kitchen
 * cooks (`food_type`): 'Veg' is a pure-veg kitchen, 'Non-Veg' one that serves non-veg ('Non-Veg' or 'Both').
 */
export const FOOD_FILTER_OPTIONS = [
  { value: 'with', label: 'With food' },
  { value: 'without', label: 'Without food' },
] as const;
export const DIET_FILTER_OPTIONS = [
  { value: 'Veg', label: 'Pure veg' },
  { value: 'Non-Veg', label: 'Non-veg served' },
] as const;
/** Keyword results may also be sorted by how well they match (the default there). */
export const KEYWORD_SORT = { value: 'relevance', label: 'Best match' } as const;
export const PER_PAGE_MAX = 50;
export const PAGE_MAX = 100;

/** The search box's default option, sent as is (spec 01 section 5): it means "not chosen". */
export const CHOOSE = 'Choose...';

/** Searching near a place (issue 29): the radii offered, in km, and the one a new place search starts with. */
export const RADIUS_OPTIONS = [1, 2, 5, 10] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 5;

/** The sort of a search near a point (a place or "my location"): nearest first, its default there. */
export const NEAR_SORT = { value: 'distance', label: 'Nearest first' } as const;

export const NEAR_MESSAGES = {
  sortNeedsPoint: 'Nearest first needs a place to measure from',
  pointPair: 'Latitude and longitude go together',
  placeOrPoint: 'Search near a place or a point, not both',
  radius: `Radius must be one of ${RADIUS_OPTIONS.join(', ')} km`,
  bbox: 'Area must be south,west,north,east in degrees',
} as const;

/** The kinds of gazetteer entry the "where" box suggests, and how a suggestion names its kind. */
export const PLACE_KINDS = {
  city: 'City',
  locality: 'Locality',
  college: 'College',
  it_park: 'IT park',
  metro: 'Metro station',
  railway: 'Railway station',
  hospital: 'Hospital',
  landmark: 'Landmark',
} as const;
export type PlaceKind = keyof typeof PLACE_KINDS;

/** The place API (issue 29): suggestions as the seeker types, the place nearest a point, one place by id. */
export const PLACES_API = {
  suggest: '/places/suggest',
  reverse: '/places/reverse',
  byId: (id: number | string) => `/places/${id}`,
} as const;

/** The count of a search without its page (the phone sheet's "Show N results"). */
export const SEARCH_COUNT_API = '/search-count';
