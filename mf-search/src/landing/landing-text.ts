// The landing page's words, from its data (or, before the data has come, from its address).
import { indianNumber, LISTING_TYPE_INFO, type ListingType } from '@basera/shared';
import { type LandingAddress, landingPath } from '@basera/shared/rules';
import type { LandingPageData } from '@basera/shared/types';

const PLURALS: Record<ListingType, [string, string]> = {
  PG: ['PG', 'PGs'],
  Hostel: ['Hostel', 'Hostels'],
  Mess: ['Mess', 'Messes'],
  Room: ['Room Sharing listing', 'Room Sharing listings'],
};

/** "1 PG", "27 PGs", "2 Messes", "3 Room Sharing listings". */
export const typeCount = (type: ListingType, count: number) =>
  `${indianNumber(count)} ${PLURALS[type][count === 1 ? 0 : 1]}`;

const rupees = (value: number) => `Rs. ${indianNumber(value)}`;

/** "Rs. 6,500 – Rs. 18,000 a month", one price "Rs. 8,000 a month"; null when no listing gives a price. */
export function priceRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return `${rupees((min ?? max)!)} a month`;
  return `${rupees(min)} – ${rupees(max)} a month`;
}

/** A slug read as a name, for the words shown before the data comes: "hsr-layout" -> "Hsr Layout". */
export const nameOfSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The heading an address will most likely have ("PG in Koramangala, Bengaluru"), shown while its data loads so
 * the title band has its final lines from the first paint; the API's heading replaces it.
 */
export function provisionalHeading({ type, city, locality }: LandingAddress): string {
  const place = locality ? `${nameOfSlug(locality)}, ${nameOfSlug(city)}` : nameOfSlug(city);
  return `${LISTING_TYPE_INFO[type].label} in ${place}`;
}

/** The place a page is about: "Koramangala" on a locality page, "Bengaluru" on a city page. */
export const placeOf = (landing: Pick<LandingPageData, 'city' | 'locality'>) =>
  landing.locality?.name ?? landing.city.name;

/** The links to localities: "PG by locality in Bengaluru" on a city page, "PG in nearby localities" on a locality's. */
export const localitiesTitle = (landing: LandingPageData) =>
  landing.locality
    ? `${LISTING_TYPE_INFO[landing.type].label} in nearby localities`
    : `${LISTING_TYPE_INFO[landing.type].label} by locality in ${landing.city.name}`;

/** "Koramangala (12)", "Hostel (4)". */
export const linkLabel = (link: { name: string; count: number }) =>
  `${link.name} (${indianNumber(link.count)})`;

/** The words of a page that does not exist (404): "No PG listings in Koramangala yet". */
export const missingTitle = (type: ListingType, place: string) =>
  `No ${LISTING_TYPE_INFO[type].label} listings in ${place} yet`;

/**
 * The title band's breadcrumb: Home / PG in Bengaluru on a city page, Home / PG in Bengaluru / Koramangala on a
 * locality's (the city a link up). Before the data comes, the same steps from the address.
 */
export function breadcrumb(
  address: LandingAddress,
  landing: LandingPageData | undefined,
): { crumb: string; trail: Array<{ label: string; to: string }> } {
  const label = LISTING_TYPE_INFO[address.type].label;
  const cityName = landing?.city.name ?? nameOfSlug(address.city);
  const city = `${label} in ${cityName}`;
  if (!address.locality) return { crumb: city, trail: [] };
  const to = landing?.city_page?.path ?? landingPath(address.type, address.city);
  return { crumb: landing?.locality?.name ?? nameOfSlug(address.locality), trail: [{ label: city, to }] };
}
