import { LISTING_TYPE_INFO, type ListingType, toListingType } from '@basera/shared';

/** Which listing type a results route shows, from its path (/pg, /search_pg, /PG ...); null = every type. */
export function typeFromPath(pathname: string): ListingType | null {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return toListingType(segment.replace(/^search_/, ''));
}

/** The breadcrumb label of a type: its route segment in upper case (PG, HOSTEL, MESS, ROOM), LIST when none. */
export const crumbOf = (type: ListingType | null) =>
  type ? LISTING_TYPE_INFO[type].slug.toUpperCase() : 'LIST';

/** The breadcrumb label of a results route. */
export const breadcrumbLabel = (pathname: string) => crumbOf(typeFromPath(pathname));
