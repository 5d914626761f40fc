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
export const PER_PAGE_MAX = 50;
export const PAGE_MAX = 100;

/** The search box's default option, sent as is (spec 01 section 5): it means "not chosen". */
export const CHOOSE = 'Choose...';
