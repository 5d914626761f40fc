import type { ListingReportReason, ReportStatus, ReviewState, VerifyMethod } from './rules/admin';
import type { LeadStatus, VisitState } from './rules/enquiry';
import type { ListingStatus } from './rules/listing';
import type { NotifyChannel, SavedSearchAlert } from './rules/notify';
import type { PlanKind } from './rules/plans';
import type { RatingCategory, ReviewBasis } from './rules/ratings';
import type { OwnerReplies } from './rules/review';
import type { PlaceKind } from './rules/search';
import type { BedRow, MealTiming, WeeklyMenu } from './schemas/listing';
import type { ListingType } from './vocabulary';

/**
 * The kinds of registered user. The interface calls a Customer "Search User" and an Admin "Operator". Operators
 * are never self-registered (a CLI creates them): sign-up, its codes and password reset take a SignUpUserType.
 */
export type UserType = 'Customer' | 'Lister' | 'Admin';
/** The user types that sign up by themselves. */
export type SignUpUserType = Exclude<UserType, 'Admin'>;

export interface User {
  id: number;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  created_at: string;
  avatar_url?: string | null;
}

export type FieldErrors = Record<string, string[]>;

export interface GeneralSettings {
  about: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
  address: string | null;
  contact_number: string | null;
  email: string | null;
}

export type ModalMode = 'login' | 'post';

/** A listing as the API returns it (spec 02 section 3). */
export interface Listing {
  id: number;
  propty_id: number;
  listing_id: string;
  property_type: ListingType;
  accommodation_name: string;
  state_name: string;
  city_name: string;
  locality: string;
  address_line_1: string;
  address_line_2: string | null;
  landmark: string | null;
  postal_code: string | null;
  /** Masked ("98••••••21") unless the viewer is signed in: then `contact_hidden` is false or absent. */
  contact_no_1: string;
  contact_no_2: string | null;
  /** True when the numbers above are masked for a visitor who is not signed in. */
  contact_hidden?: boolean;
  lat: number | null;
  long: number | null;
  accommodation_gender: string;
  accommodation_occupation: string | null;
  minimum_age: number | null;
  room_sharing_status: string | null;
  room_air_conditioning_status: string | null;
  room_occupation_status: string | null;
  total_rooms_ac: number;
  total_rooms_non_ac: number;
  total_rooms_with_cooler: number;
  monthly_charge_min: number | null;
  price_with_food: string | null;
  food_served: string | null;
  affiliated: string | null;
  affiliation_details: string | null;
  pg_description: string | null;
  video_link: string | null;
  photo: string | null;
  gallery: string[];
  amenities: Array<{ id: number; amenities_name: string; image: string }>;
  facilities: Array<{ id: number; facilities_name: string; image: string }>;
  post_created_at: string;
  is_wishlisted: boolean;
  /** Draft, active, inactive, or expired (active with its subscription run out). Public reads see active only. */
  status: ListingStatus;
  /** Beds per sharing kind (PG, Hostel, Room Sharing), from the wizard's step 2 or "update free beds". */
  beds: BedRow[];
  /** Beds free today (India's date): the sum over sharing kinds whose free date has come. */
  free_beds_now: number;
  /** The earliest date (YYYY-MM-DD) from which some bed is free; null when none is. */
  beds_free_from: string | null;
  /** A Mess's cuisines and meal times (step 2). */
  cuisine: string[];
  meal_timings: MealTiming[];
  /** Meals served, diet and the weekly menu (step 4); food_served is the same meals as comma-separated text. */
  food_meals: string[];
  food_type: string | null;
  food_menu: WeeklyMenu | null;
  security_deposit: number | null;
  deposit_refund_terms: string | null;
  notice_period_days: number | null;
  distance_in_meters: number | null;
  gate_closing_time: string | null;
  visitors_allowed: string | null;
  smoking_allowed: string | null;
  drinking_allowed: string | null;
  pets_allowed: string | null;
  /** An operator checked the place (a call or a visit): the "Verified" badge on cards and the detail page. */
  verified?: boolean;
  /** A paid "Featured" plan is running (issue 31): the "Featured" mark; such listings lead their locality's results. */
  featured?: boolean;
  /** The person to ask for (issue 31, step 1); null when the owner gave none. */
  contact_name?: string | null;
  /** Detail page only: the owner's replies over 30 days (rules/review.ts ownerRepliesText), null when too few. */
  owner_replies?: OwnerReplies | null;
  /** A search near a place or point only: km from it, to one decimal ("1.2 km from Christ University"). */
  distance_km?: number;
  /** Issue 32: the average overall stars of the visible reviews (two decimals), null while there are none. */
  rating_avg?: number | null;
  /** Issue 32: how many visible reviews; the badge reads "4.3 ★ (27)". */
  rating_count?: number;
  [field: string]: unknown;
}

/** One photo of an own listing, in display order (the first is the main photo). */
export interface ListingPhoto {
  id: number;
  file_name: string;
}

/** An own listing with every step's data: GET /get-own-property/{id} and each step's save answer. */
export interface OwnListing extends Listing {
  state_id: number;
  city_id: number;
  project_society_building_name: string | null;
  /** The highest step saved, 0 to 7: tab n opens when wizard_step >= n - 1. */
  wizard_step: number;
  /** When the subscription ends (ISO); null for a draft never published. */
  expires_at: string | null;
  photo_items: ListingPhoto[];
  /** The operators' review (issue 28): the chip says "Pending review", "Rejected: {reason}", "Suspended: {reason}". */
  review: ReviewState;
  /** Why it was rejected or suspended; null otherwise. */
  review_reason: string | null;
  /** Until when it leads its locality's results (ISO); null when never featured. Past dates: it was featured. */
  featured_until?: string | null;
  /** The owner bought the "Verified" check and the operators have not verified it yet (ISO), else null. */
  verification_requested_at?: string | null;
}

/**
 * A plan (step 7, Renew): 'basic' is free (price 0) and keeps a listing live for duration_days from the day it is
 * taken; 'featured' is paid visibility: live for at least duration_days, and first in its locality's default
 * results for featured_days (rules/plans.ts). Prices are whole rupees.
 */
export interface SubscriptionPlan {
  id: number;
  name: string;
  kind: PlanKind;
  duration_days: number;
  /** Days shown first with the "Featured" mark; 0 for Basic. */
  featured_days: number;
  /** The plan includes an operator's "Verified" check (a call or a visit). */
  includes_verification: boolean;
  price: number;
  description: string;
}

/** An amenity or facility of the catalog offered in step 5. */
export interface CatalogItem {
  id: number;
  name: string;
  icon: string;
}

/** One entry of the gazetteer, as the "where" box suggests it (GET /places/suggest, /places/reverse, /places/{id}). */
export interface PlaceSuggestion {
  id: number;
  kind: PlaceKind;
  /** The name people read today ("Bengaluru", "Christ University"). */
  name: string;
  /** The other name the typed text matched, when it was not the name ("Bangalore"). */
  matched?: string;
  city_id: number;
  city_name: string;
  state_id: number;
  state_name: string;
  lat: number;
  long: number;
}

/** The point a search measures from: a place's, or the seeker's own ("Your location"). */
export interface SearchPoint {
  /** "Christ University", "Your location". */
  name: string;
  place_id: number | null;
  lat: number;
  long: number;
  radius_km: number;
}

/**
 * What a keyword search understood (shared/src/search parseSearchQuery, then the place looked up), as the URL
 * filters of the results page: the client puts `filters` in the URL and shows each as a removable chip.
 */
export interface InterpretedSearch {
  /** Results-page query keys and values (room_type, gender, category, food, diet, max_price, city_id, place_id...). */
  filters: Record<string, string>;
  /** The words left for a full-text match ('' when every word was understood). */
  rest: string;
  /** The place of "in X" / "near X" or a city's name, when the gazetteer knew it. */
  place: PlaceSuggestion | null;
}

/** An empty result's ways out (issue 29, "no dead ends"). */
export interface WayOut {
  /** Each active filter with the count the search would have without it ("Remove Female: 7 places"). */
  relax: Array<{ key: string; label: string; count: number; more: boolean }>;
  /** The same search in neighbouring localities, nearest first, each with its count. */
  nearby: Array<{
    name: string;
    city_id: number;
    state_id: number;
    city_name: string;
    distance_km: number;
    count: number;
  }>;
}

/** A page of listings with the base addresses of their pictures. */
export interface ListingPage {
  status: boolean;
  data: Listing[];
  /** Matches, counted up to 1000; `more` says there are more than that. */
  total: number;
  more?: boolean;
  page: number;
  per_page: number;
  photoPath: string;
  galleryPaths: string;
  message?: string;
  /** A search near a place or point: the point, its name and the radius used. */
  near?: SearchPoint | null;
  /** A keyword search: what its words were read as. */
  interpreted?: InterpretedSearch | null;
  /** An empty result only: ways to get places. */
  way_out?: WayOut | null;
}

/** Which side of an enquiry thread a user is on. */
export type ThreadRole = 'seeker' | 'owner';

/** A thread's visit request, as both sides see it. */
export interface ThreadVisit {
  date: string;
  slot: string;
  state: VisitState;
  updated_at: string;
}

/** One enquiry thread in a list (My enquiries, the lead inbox). */
export interface EnquiryThreadSummary {
  id: number;
  property_id: number;
  listing_name: string;
  listing_type: ListingType;
  listing_place: string;
  /** The other side's first name (the seeker's for the owner, the owner's for the seeker). */
  other_name: string;
  /** The viewer's side of this thread. */
  role: ThreadRole;
  status: LeadStatus;
  last_message: string;
  last_message_at: string;
  last_sender: ThreadRole;
  unread: number;
  visit: ThreadVisit | null;
  reported: boolean;
  created_at: string;
}

/** One message in a thread; `kind: 'visit'` is a visit's change, written by the server. */
export interface EnquiryMessage {
  id: number;
  sender: ThreadRole;
  kind: 'message' | 'visit';
  body: string;
  created_at: string;
}

/** GET /enquiries/{id}: the thread with its newest messages (oldest first), and whether older ones exist. */
export interface EnquiryThread extends EnquiryThreadSummary {
  messages: EnquiryMessage[];
  more_before: boolean;
  /** The owner's numbers, for the seeker; null for the owner. */
  contact_no: string | null;
  /**
   * For the owner (issue 30): the seeker's full name and phone, once the seeker has sent an enquiry or a visit
   * request (the seeker was told the owner sees them); null for the seeker.
   */
  seeker_contact: { name: string; phone: string } | null;
}

/** A page of threads. */
export interface ThreadPage {
  data: EnquiryThreadSummary[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /leads/stats: one of the owner's listings with its last 30 days. */
export interface ListingLeadStats {
  property_id: number;
  listing_name: string;
  listing_type: ListingType;
  status: ListingStatus;
  views: number;
  calls: number;
  enquiries: number;
  unread: number;
}

// ---------------------------------------------------------------------------------------------------------
// Listing review and reports (issue 28, /work contract "Listing review" and "Reports")
// ---------------------------------------------------------------------------------------------------------

/** A listing in the operators' lists (queue, reports, a user's listings). */
export interface AdminListingSummary {
  id: number;
  property_name: string;
  property_type: ListingType;
  city: string;
  locality: string;
  monthly_charge_min: number | null;
  monthly_charge_max: number | null;
  /** The main photo's full URL, or null. */
  photo: string | null;
  owner: { id: number; name: string; phone: string } | null;
  review: ReviewState;
  review_reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  verified_at: string | null;
  /** The owner bought the "Verified" check then (issue 31); null once verified or never asked. */
  verification_requested_at?: string | null;
}

/** A report as the console shows it (GET /admin/reports, and in a listing's or user's page). */
export interface AdminReport {
  id: number;
  kind: 'listing' | 'thread' | 'review';
  reason: string;
  /** The reason as the dialog words it ("Broker posing as owner"); a thread report's own words as they are. */
  reason_label: string;
  note: string;
  status: ReportStatus;
  created_at: string;
  resolution: string | null;
  reporter: { id: number; name: string; email: string } | null;
  listing: AdminListingSummary | null;
  thread: {
    id: number;
    seeker: { id: number; name: string };
    owner: { id: number; name: string } | null;
    /** The last 20 messages, oldest first. */
    messages: Array<{ from: 'seeker' | 'owner'; body: string; created_at: string }>;
  } | null;
  /** The listing's owner; for a thread, the party who is not the reporter; for a review, its author. */
  reported_user: { id: number; name: string; email: string; banned_at: string | null } | null;
  /** A review report (issue 32), or a burst flag (reason 'review_burst': the newest review of the burst). */
  review?: AdminReviewItem | null;
}

/** GET /admin/listings/:id: everything a reviewer needs on one screen. */
export interface AdminListingDetail {
  /** The public detail shape, gallery as full-size URLs in `photos`. */
  listing: Listing & { photos: string[] };
  review: ReviewState;
  review_reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  reviewed_by_email: string | null;
  verified: { at: string; by_email: string | null; method: VerifyMethod | null; note: string | null } | null;
  /** The owner bought the "Verified" check then (issue 31); null once verified or never asked. */
  verification_requested_at?: string | null;
  /** https://www.google.com/maps/search/?api=1&query=lat,lng (or the address). */
  map_url: string;
  /** Monthly prices of the public listings of the same locality and type; null when there are none. */
  price_range: { min: number; median: number; max: number; count: number } | null;
  owner: {
    id: number;
    name: string;
    email: string;
    phone: string;
    created_at: string;
    account_age_days: number;
    banned_at: string | null;
  } | null;
  same_phone: AdminListingSummary[];
  same_photo: AdminListingSummary[];
  reports: AdminReport[];
}

/** POST /report-listing body. */
export interface ListingReportInput {
  property_id: number;
  reason: ListingReportReason;
  note?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Notifications, saved searches, bed alerts, the Lister dashboard (issue 30)

/** GET/PUT /account/notifications: the channels a user is told on, and what the site knows to reach them. */
export interface NotificationPrefs {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  /** Where each channel goes (the account's email and phone), for the page to show. */
  email_address: string;
  phone: string;
  /** Channels this site can send on now (a channel without a provider in production is not offered). */
  available: NotifyChannel[];
}

/** One saved search in My Account. */
export interface SavedSearch {
  id: number;
  name: string;
  /** The results page to open: path and query. */
  url: string;
  alert: SavedSearchAlert;
  paused: boolean;
  /** Public listings matching it that arrived since the user last opened it. */
  new_matches: number;
  created_at: string;
  last_seen_at: string;
}

/** GET /unsubscribe/:token (signed out): what the link stops, before and after it is used. */
export interface UnsubscribeInfo {
  /** 'channel': all messages on one channel; 'saved_search': one search's alerts; 'bed_alert': one listing's. */
  scope: 'channel' | 'saved_search' | 'bed_alert';
  /** Words for the page: "email from Basera", "alerts for \"PGs in Koramangala\"". */
  what: string;
  done: boolean;
}

/** GET /listings/:id/bed-alert: whether the signed-in seeker asked to be told. */
export interface BedAlertState {
  on: boolean;
}

/** One visit on the Lister dashboard's "today". */
export interface DashboardVisit {
  thread_id: number;
  listing_name: string;
  seeker_name: string;
  seeker_phone: string;
  date: string;
  slot: string;
  state: VisitState;
}

/** A listing named on the dashboard (expiring soon, a draft to finish). */
export interface DashboardListing {
  property_id: number;
  listing_name: string;
  listing_type: ListingType;
  /** Expiring: when it runs out; a draft: when last changed. */
  date: string;
  /** Where the Lister acts on it (renew, or the wizard's next step). */
  href: string;
}

/** GET /lister/dashboard: what needs doing today, and the last 30 days. */
export interface ListerDashboard {
  today_visits: DashboardVisit[];
  /** Open visits on the seven days after today, earliest first (the API's UPCOMING_VISIT_DAYS). */
  upcoming_visits: DashboardVisit[];
  unread_leads: number;
  expiring_soon: DashboardListing[];
  drafts: DashboardListing[];
  last_30_days: { views: number; calls: number; enquiries: number; visits: number };
}

// ---------------------------------------------------------------------------------------------------------
// Reviews and ratings (issue 32)

/** One review as the detail page shows it (visible reviews only; the author's own list adds its state). */
export interface ListingReview {
  id: number;
  property_id: number;
  /** First name and last initial ("Meera N."). */
  author_name: string;
  basis: ReviewBasis;
  rating: number;
  categories: Record<RatingCategory, number>;
  /** Plain text (line breaks kept); shown as text, never as markup. */
  body: string;
  recommend: boolean;
  created_at: string;
  updated_at: string;
  /** Changed after it was first posted: the "Edited" mark. */
  edited: boolean;
  reply: { body: string; created_at: string; updated_at: string } | null;
}

/** The figures above a listing's reviews. */
export interface RatingSummary {
  /** Overall stars, one decimal's precision kept to two; null while there are none. */
  average: number | null;
  count: number;
  /** Each category's average (two decimals), null while there are none: the category bars. */
  categories: Record<RatingCategory, number | null>;
  /** How many reviews gave 1..5 overall stars. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** Whole percent who answered "Would you recommend it?" with yes; null while there are none. */
  recommend_percent: number | null;
}

/** GET /properties/{id}/reviews. */
export interface ListingReviewsAnswer {
  status: boolean;
  data: ListingReview[];
  summary: RatingSummary;
  total: number;
  page: number;
  per_page: number;
}

/** The listing a review is about, as lists beside it show it. */
export interface ReviewListing {
  id: number;
  accommodation_name: string;
  property_type: ListingType;
  locality: string;
  city_name: string;
  photo: string | null;
}

/** A review with its listing and its state: My reviews (author), the owner's reviews, the console. */
export interface ReviewWithListing extends ListingReview {
  listing: ReviewListing;
  /** Set when an operator hid it: the author and the console see why; the page and averages leave it out. */
  hidden_reason: string | null;
  hidden_at: string | null;
  /** Author: the review can be edited until then (null: fixed). Owner: the reply can be (null: fixed or none). */
  editable_until: string | null;
  reply_editable_until: string | null;
}

/** What the operators' queue shows of a reported review. */
export interface AdminReviewItem extends ReviewWithListing {
  author: { id: number; name: string; email: string };
}

/** GET /properties/{id}/review-eligibility (signed in). */
export interface ReviewEligibility {
  can_review: boolean;
  /** What the review would be marked with; null when the viewer may not review. */
  basis: ReviewBasis | null;
  /** Why not (RATING_MESSAGES words), when can_review is false. */
  reason: string | null;
  /** The viewer's review of this listing, if they wrote one (then can_review is false: they edit it instead). */
  review: ReviewWithListing | null;
  listing: ReviewListing;
}

/** GET /review-prompts: a past confirmed visit the seeker has not reviewed ("How was your visit to {name}?"). */
export interface ReviewPrompt {
  property_id: number;
  thread_id: number;
  visit_date: string;
  listing: ReviewListing;
}

/** GET /review-invitations/{token} (public). */
export interface ReviewInvitationInfo {
  /** 'open': anyone may sign in and accept it; 'accepted': by the viewer (or, signed out, by someone). */
  state: 'open' | 'accepted' | 'expired';
  /** The owner's first name. */
  owner_name: string;
  listing: ReviewListing;
}

// Issue 33: the city and locality landing pages (GET /landing-page?path=...).

/** A link to another landing page, with how many live listings it has. */
export interface LandingLink {
  /** "Koramangala", "Hostel". */
  name: string;
  /** "/pg-in-bengaluru/koramangala". */
  path: string;
  count: number;
}

export interface LandingPageData {
  type: ListingType;
  /** The page's canonical path: "/pg-in-bengaluru/koramangala". */
  path: string;
  /** "PG in Koramangala, Bengaluru" (a city page: "PG in Bengaluru"). */
  heading: string;
  city: { id: number; name: string; slug: string; state_id: number; state_name: string };
  locality: { name: string; slug: string } | null;
  /** Live listings of this type here: the results page's total for `search`. */
  count: number;
  /** The lowest and highest monthly starting price among them (null when none gives a price). */
  price_min: number | null;
  price_max: number | null;
  /** Factual sentences generated from the data ("12 of them serve food."), no filler. */
  summary: string[];
  /** The results page's search for this page, as the URL query has it (room_type in the search box's spelling). */
  search: { state_id: string; city_id: string; room_type: string; location?: string };
  /** On a city page its localities with listings of this type; on a locality page the nearest other ones. */
  localities: LandingLink[];
  /** The other types with listings in this city (or locality). */
  other_types: LandingLink[];
  /** A locality page links up to its city's page. */
  city_page: LandingLink | null;
  /** When a listing here last changed (ISO), the sitemap's lastmod. */
  updated_at: string | null;
}

/** What a page's HTML carries for search engines and shared links (GET /seo/page?path=...&query=...). */
export interface SeoPage {
  kind:
    | 'home'
    | 'results'
    | 'details'
    | 'gone'
    | 'blog'
    | 'article'
    | 'content'
    | 'landing'
    | 'private'
    | 'not_found'
    | 'unknown';
  /** The HTTP status the shell sends with the page (an 'unknown' path: its router decides). */
  status: 200 | 404 | 410;
  robots: 'index' | 'noindex';
  /** <head> elements (title, description, canonical, robots, Open Graph, Twitter, JSON-LD), each with data-seo. */
  head: string;
  /** The crawlable block ('<div class="seo-block" data-seo-block>…</div>'), '' where there is none. */
  body: string;
  /** API path (the page's own first read, no /api prefix) -> its public answer, so the page does not ask again. */
  boot: Record<string, unknown>;
}
