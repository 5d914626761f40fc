import type { EnquiryThreadSummary } from '@basera/shared';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, LEADS_PATH, type LeadStatus } from '@basera/shared/rules';

/** Threads on one page of the inbox: a phone's few screens, a desktop's one. */
export const LEADS_PER_PAGE = 20;

/** My Listings, where a Lister without listings starts one ("View All Listing", the spec's words). */
export const OWN_LISTINGS_PATH = '/user/view-all-listing';

/** What the inbox shows, as its address holds it: `?status=new&listing=7&page=2`. */
export interface LeadsQuery {
  /** null: every status ("All"). */
  status: LeadStatus | null;
  /** A listing's property id; null: every listing. */
  listing: number | null;
  page: number;
}

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

/** The query of the address; anything unknown falls back to the default (All, every listing, page 1). */
export function readLeadsQuery(params: URLSearchParams): LeadsQuery {
  const status = params.get('status');
  return {
    status: LEAD_STATUSES.find((value) => value === status) ?? null,
    listing: positive(params.get('listing')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address's query for these choices, defaults left out (so `/user/leads` is All, page 1). */
export function leadsSearch({ status, listing, page }: LeadsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (listing) params.set('listing', String(listing));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The tabs: "All" then LEAD_STATUS_LABELS in their order. */
export const STATUS_TABS: ReadonlyArray<{ value: LeadStatus | null; label: string }> = [
  { value: null, label: 'All' },
  ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
];

/** What an empty tab says. */
export const EMPTY_TEXT: Record<LeadStatus | 'all', string> = {
  all: 'No leads yet. When seekers ask about your listings or book a visit, they appear here.',
  new: 'No new leads. Every enquiry has an answer.',
  answered: 'No answered leads yet. Reply to a new lead and it moves here.',
  visit: 'No visits booked. When a seeker books a visit, it appears here.',
};
export const NO_LISTINGS_TEXT = 'Leads come to your listings. You do not have any listing yet.';
export const NOT_LISTER_TEXT = 'Only a Lister has a lead inbox.';

/** One thread's page in the inbox. */
export const leadPath = (thread: Pick<EnquiryThreadSummary, 'id'>) => `${LEADS_PATH}/${thread.id}`;

export interface ListingGroup {
  propertyId: number;
  name: string;
  threads: EnquiryThreadSummary[];
}

/**
 * Threads in runs of one listing, in the API's order (a listing's threads come together): a header is shown
 * wherever the listing changes. A listing that came twice (it should not) gets a second run, not a reorder.
 */
export function groupByListing(threads: readonly EnquiryThreadSummary[]): ListingGroup[] {
  const groups: ListingGroup[] = [];
  for (const thread of threads) {
    const last = groups.at(-1);
    if (last && last.propertyId === thread.property_id) last.threads.push(thread);
    else groups.push({ propertyId: thread.property_id, name: thread.listing_name, threads: [thread] });
  }
  return groups;
}
