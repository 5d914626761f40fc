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
