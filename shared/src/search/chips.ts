// The results page's active filters as removable chips, and the labels an empty result's ways out reuse
// ("Remove Girls: 7 places"). Read from the URL's keys, so the chips the client shows are the filters the API
// applied.
import { RATING_FILTER_LABEL } from '../rules/rating-messages';
import { MIN_RATING_FILTER, RATING_MAX, RATING_MIN } from '../rules/ratings';
import { DEFAULT_RADIUS_KM, DIET_FILTER_OPTIONS, FOOD_FILTER_OPTIONS } from '../rules/search';
import { indianNumber } from '../vocabulary/format';
import { LISTING_TYPE_INFO, toListingType } from '../vocabulary/listing-types';

export interface SearchChip {
  /** Which filter: a URL key ('room_type', 'gender', 'location', 'city_id'...) or 'budget', 'place', 'point', 'bbox'. */
  id: string;
  label: string;
  /** The URL keys removing the chip deletes. */
  clear: string[];
}

/** Names the URL does not hold: the place of `place_id`, the city of `city_id`. */
export interface ChipNames {
  place?: string;
  city?: string;
}

type Search = Record<string, string | undefined>;

export const GENDER_CHIPS: Record<string, string> = { Male: 'Boys', Female: 'Girls', Other: 'Co-ed' };
export const CATEGORY_CHIPS: Record<string, string> = {
  Student: 'Students',
  Teacher: 'Teachers',
  Employee: 'Working professionals',
};

/** "Rs. 10,000"; a value that is not a whole number as it came. */
const amount = (value: string) =>
  /^\d+$/.test(value) ? `Rs. ${indianNumber(Number(value))}` : `Rs. ${value}`;

/** 'Under Rs. 10,000', 'Over Rs. 5,000' or 'Rs. 5,000 – Rs. 10,000'; null without a bound. */
export function budgetChipLabel(min: string | undefined, max: string | undefined): string | null {
  if (min && max) return `${amount(min)} – ${amount(max)}`;
  if (max) return `Under ${amount(max)}`;
  if (min) return `Over ${amount(min)}`;
  return null;
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A comma-joined list filter's label from its options' labels ('With food', 'With food or Without food'). */
const optionsLabel = (value: string, options: readonly { value: string; label: string }[]) =>
  listOf(value)
    .map((part) => options.find((option) => option.value.toLowerCase() === part.toLowerCase())?.label ?? part)
    .join(' or ');

/** "4 ★ and above" (the filter's own words); another whole number of stars from a typed URL reads the same way. */
export function minRatingChipLabel(value: string | undefined): string | null {
  const stars = Number(value);
  if (!value || !Number.isInteger(stars) || stars < RATING_MIN || stars > RATING_MAX) return null;
  return RATING_FILTER_LABEL.replace(String(MIN_RATING_FILTER), String(stars));
}

const radiusOf = (search: Search) => search.radius || String(DEFAULT_RADIUS_KM);

/** The chips of a results-page search, in reading order: words, where, type, who, budget, food, the sidebar's. */
export function searchChips(search: Search, names: ChipNames = {}): SearchChip[] {
  const chips: SearchChip[] = [];
  const chip = (id: string, label: string | null | undefined, clear: string[] = [id]) => {
    if (label) chips.push({ id, label, clear });
  };
  const words = search.search?.trim();
  if (words) chip('search', `"${words}"`);
  if (search.city_id) chip('city_id', names.city || 'City', ['state_id', 'city_id', 'location']);
  if (search.location) chip('location', search.location);
  if (search.place_id)
    chip('place', `Near ${names.place || 'place'} · ${radiusOf(search)} km`, ['place_id', 'radius']);
  else if (search.lat && search.long)
    chip('point', `Near you · ${radiusOf(search)} km`, ['lat', 'long', 'radius']);
  if (search.bbox) chip('bbox', 'Map area');
  const type = toListingType(search.room_type);
  if (type) chip('room_type', LISTING_TYPE_INFO[type].label);
  if (search.gender) chip('gender', GENDER_CHIPS[search.gender] ?? search.gender);
  if (search.category) chip('category', CATEGORY_CHIPS[search.category] ?? search.category);
  chip('budget', budgetChipLabel(search.min_price, search.max_price), ['min_price', 'max_price']);
  if (search.food) chip('food', optionsLabel(search.food, FOOD_FILTER_OPTIONS));
  if (search.diet) chip('diet', optionsLabel(search.diet, DIET_FILTER_OPTIONS));
  if (search.sharing) chip('sharing', `Sharing: ${listOf(search.sharing).join(', ')}`);
  if (search.ac) chip('ac', listOf(search.ac).join(' or '));
  if (search.occupation) chip('occupation', `${listOf(search.occupation).join(' or ')} occupancy`);
  if (search.price_with_food)
    chip(
      'price_with_food',
      optionsLabel(search.price_with_food, [
        { value: 'Yes', label: 'Price with food' },
        { value: 'No', label: 'Price without food' },
      ]),
    );
  if (search.beds_free_now === '1') chip('beds_free_now', 'Beds free now');
  if (search.verified === '1') chip('verified', 'Verified only');
  chip('min_rating', minRatingChipLabel(search.min_rating));
  return chips;
}

/**
 * The chip label of one way-out key (the API's `way_out.relax[].key`): 'budget', 'radius' or 'place' (the place or
 * point chip), 'state_id' / 'city_id' (the city chip), else the URL key's own chip. Null when not active.
 */
export function chipLabelFor(key: string, search: Search, names: ChipNames = {}): string | null {
  const id =
    key === 'radius' || key === 'place' || key === 'place_id' || key === 'lat' || key === 'long'
      ? search.place_id
        ? 'place'
        : 'point'
      : key === 'state_id'
        ? 'city_id'
        : key === 'min_price' || key === 'max_price'
          ? 'budget'
          : key;
  return searchChips(search, names).find((chip) => chip.id === id)?.label ?? null;
}

/** "7 places", "1 place", "1,000+ places" (a count capped with `more`). */
export const chipCountLabel = (count: number, more = false) =>
  `${indianNumber(count)}${more ? '+' : ''} ${count === 1 && !more ? 'place' : 'places'}`;
