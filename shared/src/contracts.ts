/**
 * The contract between the shell and the remote teams: every module a remote exposes, with the props it is
 * mounted with. Exposing side: each exposed file's default export must accept `PropsOf<'remote/Module'>`
 * (checked by shell/src/contracts.test.ts against the remote's source and federation.config.cjs). Mounting side:
 * `RemoteSection`, the shell's route table and modals take a module id and type-check its props from here.
 * Types only, but for the id list: nothing here ships a remote's code.
 */
import type { LoginIntent } from './events';
import type { ViewedListing } from './recently-viewed';
import type { Listing, ModalMode } from './types';
import type { StaticPageSlug } from './vocabulary';

/** A page the shell mounts with nothing but the URL. */
export type NoProps = Record<never, never>;

/** mf-auth: sign-in, sign-up and forgot password as one modal host; 'post' opens sign-in for Listers. */
export interface AuthModalsProps {
  mode: ModalMode;
  open: boolean;
  onClose: () => void;
  /**
   * Opened from an action (the shortlist heart, Post Property, a guarded page): the box shows its reason and,
   * once signed in (or signed up), finishes it instead of going to /myaccount.
   */
  intent?: LoginIntent | null;
}

/** mf-search: the header's keyword search. */
export interface KeywordSearchModalProps {
  open: boolean;
  onClose: () => void;
}

/** The search box's fields, as the URL query keeps them ("Choose..." when not chosen). */
export interface SearchBoxValues {
  state_id: string;
  city_id: string;
  location: string;
  room_type: string;
  gender: string;
  category: string;
}

/** mf-search: State, City, Location, Room Type, Gender, Category and Search (home and results). */
export interface SearchBoxProps {
  /** Where the search lands (the home page uses /PG). */
  target?: string;
  initial?: Partial<SearchBoxValues>;
  /** Called as the room type changes (the results breadcrumb follows it). */
  onRoomTypeChange?: (roomType: string) => void;
}

/** mf-search: one search result. */
export interface ListingCardProps {
  listing: Listing;
  photoPath: string;
  galleryPaths: string;
  /** The first card of a page: its photo is the page's largest picture, loaded at once and first. */
  priority?: boolean;
  /**
   * The search point's name (page.near.name): a card with distance_km reads "1.2 km from {nearName}"
   * ('Your location' reads "1.2 km from you").
   */
  nearName?: string;
}

/** mf-search: the home page's Most Recent Listing card. */
export interface RecentListingCardProps {
  /** A listing, or a place this device remembers as recently viewed (issue 30): the fields the card reads. */
  listing: ViewedListing;
  photoPath: string;
}

/**
 * mf-search: a listing as a seeker will see it, before it is published (issue 31, wizard step 7): the detail
 * page's own gallery, heading, sections and contact box, read through the owner's details call; nothing in it
 * acts (no enquiry, call or shortlist from a preview).
 */
export interface ListingPreviewProps {
  /** The owner's listing id (a draft too). */
  id: number;
}

/** mf-content: a policy page or the help center, by its API path. */
export interface StaticPageProps {
  page: StaticPageSlug;
}

export interface RemoteContracts {
  'mf_auth/AuthModals': AuthModalsProps;
  /** The operator's sign-in (password, then the mailed code), shown at /admin to anyone not an operator. */
  'mf_auth/OperatorLoginPage': NoProps;
  'mf_search/ResultsPage': NoProps;
  'mf_search/PropertyDetailPage': NoProps;
  /** A city or locality landing page (/pg-in-bengaluru/koramangala): its heading, facts and results. */
  'mf_search/LandingPage': NoProps;
  'mf_search/KeywordSearchModal': KeywordSearchModalProps;
  'mf_search/SearchBox': SearchBoxProps;
  'mf_search/ListingCard': ListingCardProps;
  'mf_search/RecentListingCard': RecentListingCardProps;
  'mf_search/ListingPreview': ListingPreviewProps;
  'mf_account/ProfilePage': NoProps;
  'mf_account/ChangePasswordPage': NoProps;
  'mf_account/ShortlistPage': NoProps;
  'mf_account/ActivityPage': NoProps;
  'mf_account/EnquiriesPage': NoProps;
  /** Which channels (email, SMS, WhatsApp) the user is told on (issue 30). */
  'mf_account/NotificationSettingsPage': NoProps;
  /** The user's saved searches with their new-match counts: open, rename, pause, delete (issue 30). */
  'mf_account/SavedSearchesPage': NoProps;
  /** A message's opt-out link, signed out: /unsubscribe/:token (issue 30). */
  'mf_account/UnsubscribePage': NoProps;
  /** The signed-in user's own reviews, each with its state, edit and listing (issue 32): /user/reviews. */
  'mf_account/MyReviewsPage': NoProps;
  /** Write or edit one's review of a listing: /user/reviews/write/:propertyId (issue 32). */
  'mf_account/WriteReviewPage': NoProps;
  /** A resident's invitation link, signed out or in: /review-invite/:token (issue 32). */
  'mf_account/ReviewInvitePage': NoProps;
  'mf_lister/ListingWizardPage': NoProps;
  'mf_lister/OwnListingsPage': NoProps;
  'mf_lister/LeadsPage': NoProps;
  /** The Lister's landing page after sign-in: today's visits, unread leads, what expires, drafts (issue 30). */
  'mf_lister/DashboardPage': NoProps;
  /** Reviews of the owner's listings with the owner's public reply (issue 32): /user/listing-reviews. */
  'mf_lister/ListerReviewsPage': NoProps;
  'mf_content/HomePage': NoProps;
  'mf_content/AboutPage': NoProps;
  'mf_content/ContactPage': NoProps;
  'mf_content/FaqPage': NoProps;
  'mf_content/BlogListPage': NoProps;
  'mf_content/BlogArticlePage': NoProps;
  'mf_content/StaticPage': StaticPageProps;
  /** The operator console with its own routes under /admin; the shell loads it for operators only. */
  'mf_admin/AdminApp': NoProps;
}

/** 'remote/Module', as federation's loadRemote names it. */
export type ExposedModule = keyof RemoteContracts;
export type RemoteName = ExposedModule extends `${infer Remote}/${string}` ? Remote : never;
export type PropsOf<M extends ExposedModule> = RemoteContracts[M];

// Listed once more as values (the type above cannot be read at run time); `satisfies` keeps both in step.
const listed = {
  'mf_auth/AuthModals': true,
  'mf_auth/OperatorLoginPage': true,
  'mf_search/ResultsPage': true,
  'mf_search/PropertyDetailPage': true,
  'mf_search/LandingPage': true,
  'mf_search/KeywordSearchModal': true,
  'mf_search/SearchBox': true,
  'mf_search/ListingCard': true,
  'mf_search/RecentListingCard': true,
  'mf_search/ListingPreview': true,
  'mf_account/ProfilePage': true,
  'mf_account/ChangePasswordPage': true,
  'mf_account/ShortlistPage': true,
  'mf_account/ActivityPage': true,
  'mf_account/EnquiriesPage': true,
  'mf_account/NotificationSettingsPage': true,
  'mf_account/SavedSearchesPage': true,
  'mf_account/UnsubscribePage': true,
  'mf_account/MyReviewsPage': true,
  'mf_account/WriteReviewPage': true,
  'mf_account/ReviewInvitePage': true,
  'mf_lister/ListingWizardPage': true,
  'mf_lister/OwnListingsPage': true,
  'mf_lister/LeadsPage': true,
  'mf_lister/DashboardPage': true,
  'mf_lister/ListerReviewsPage': true,
  'mf_content/HomePage': true,
  'mf_content/AboutPage': true,
  'mf_content/ContactPage': true,
  'mf_content/FaqPage': true,
  'mf_content/BlogListPage': true,
  'mf_content/BlogArticlePage': true,
  'mf_content/StaticPage': true,
  'mf_admin/AdminApp': true,
} as const satisfies Record<ExposedModule, true>;

/** Every exposed module's id. */
export const EXPOSED_MODULES = Object.keys(listed) as ExposedModule[];
