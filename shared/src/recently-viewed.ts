// Recently viewed places (issue 30): the detail pages a seeker opened on this device, newest first, for the home
// page's and My Account's "Recently viewed" row. Kept in localStorage (no account needed); the spec's logout
// clears all of localStorage, so a shared computer forgets them with the session. No React beyond one hook and
// no MUI: this module is part of `@basera/shared`, loaded on every page.
import { useSyncExternalStore } from 'react';
import { RECENTLY_VIEWED_MAX } from './rules/notify';
import type { Listing } from './types';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The facts a listing card shows (mf-search's RecentListingCard reads these and nothing else). */
const CARD_TEXT = [
  'accommodation_name',
  'accommodation_gender',
  'address_line_1',
  'address_line_2',
  'locality',
  'city_name',
  'room_air_conditioning_status',
  'room_sharing_status',
  'food_served',
  'photo',
] as const;

/**
 * A place as this device remembers it: the card's facts, with `photo` a whole address (the photo folder
 * included), so a card shows it with an empty `photoPath`.
 */
export type ViewedListing = Pick<Listing, 'propty_id' | 'monthly_charge_min' | (typeof CARD_TEXT)[number]>;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (a privacy setting): nothing is remembered
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** One stored entry, or null when it is not one (an old format, an edited value): bad entries are dropped. */
function readEntry(value: unknown): ViewedListing | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const id = entry.propty_id;
  const name = text(entry.accommodation_name);
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || !name) return null;
  const price = entry.monthly_charge_min;
  const out: Record<string, unknown> = {
    propty_id: id,
    monthly_charge_min: typeof price === 'number' && Number.isFinite(price) ? price : null,
  };
  for (const field of CARD_TEXT) out[field] = text(entry[field]);
  for (const field of ['accommodation_gender', 'address_line_1', 'locality', 'city_name']) out[field] ??= '';
  return out as ViewedListing;
}

/** The stored list as written; anything unreadable is an empty list (never an error on the page). */
function parse(raw: string | null): ViewedListing[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: ViewedListing[] = [];
  for (const item of value) {
    const entry = readEntry(item);
    if (!entry || seen.has(entry.propty_id)) continue;
    seen.add(entry.propty_id);
    list.push(entry);
    if (list.length === RECENTLY_VIEWED_MAX) break;
  }
  return list;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function write(list: ViewedListing[]) {
  const store = storage();
  if (!store) return;
  try {
    if (list.length) store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
    else store.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    return; // storage full or read-only: the page works on without it
  }
  changed();
}

const rawList = () => {
  try {
    return storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  } catch {
    return null;
  }
};

/** The places this device viewed, newest first (at most RECENTLY_VIEWED_MAX). */
export const readRecentlyViewed = (): ViewedListing[] => parse(rawList());

/**
 * Called by a listing's detail page once it shows: the place moves to the front of the list (once only), the
 * oldest falls off past RECENTLY_VIEWED_MAX. `photoPath` is the folder the listing's `photo` is in.
 */
export function rememberViewed(listing: ViewedListing, photoPath = '') {
  const entry = readEntry({
    ...Object.fromEntries(CARD_TEXT.map((field) => [field, listing[field]])),
    propty_id: listing.propty_id,
    monthly_charge_min: listing.monthly_charge_min,
    photo: listing.photo ? `${photoPath}${listing.photo}` : null,
  });
  if (!entry) return;
  const rest = readRecentlyViewed().filter((item) => item.propty_id !== entry.propty_id);
  write([entry, ...rest].slice(0, RECENTLY_VIEWED_MAX));
}

/** Forgets every recently viewed place on this device. */
export const clearRecentlyViewed = () => write([]);

// The hook's snapshot is the stored text; its list is parsed once per text, so every render gets the same array.
let cachedRaw: string | null = null;
let cachedList: ViewedListing[] = [];
const snapshot = (): ViewedListing[] => {
  const raw = rawList();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parse(raw);
  }
  return cachedList;
};
const NONE: ViewedListing[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change (or its logout clearing everything: key null).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recently viewed places, newest first; follows changes in this tab and in the others. */
export function useRecentlyViewed(): ViewedListing[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
