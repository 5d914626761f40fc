/**
 * Every listing order the product offers, one key each. Results sort on the server (newest, price both ways, top rated);
 * the shortlist sorts what it holds and adds oldest first (spec 02 section 9).
 */
export const SORT_LABELS = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  price_asc: 'Price - Low to High',
  price_desc: 'Price - High to Low',
  /** Issue 32: by a Bayesian average of the reviews (rules/ratings.ts bayesianScore), unrated last. */
  top_rated: 'Top rated',
} as const;
export type SortKey = keyof typeof SORT_LABELS;

const options = <K extends SortKey>(keys: readonly K[]) =>
  keys.map((value) => ({ value, label: SORT_LABELS[value] }));

export const RESULT_SORTS = ['newest', 'price_asc', 'price_desc', 'top_rated'] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];
export const RESULT_SORT_OPTIONS = options(RESULT_SORTS);

export const SHORTLIST_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type ShortlistSort = (typeof SHORTLIST_SORTS)[number];
export const SHORTLIST_SORT_OPTIONS = options(SHORTLIST_SORTS);
