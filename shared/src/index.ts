// Public surface of @basera/shared. It is a federation singleton: import it by package name only.
export { ApiError, apiFetcher, apiRequest, buildUrl, type RequestOptions } from './api-client';
export { type AuthState, isSignedIn, STORAGE_KEYS, useAuthStore } from './auth-store';
export { type BootPicture, bootOr, bootPicture, takeBootData } from './boot';
export {
  boundaryCaught,
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_PAGE,
  type ClientErrorKind,
  type ClientErrorReport,
  clientErrorReport,
  reportClientError,
  setBoundaryErrorHandler,
} from './client-errors';
export { BannerPlaceholder, bannerVeil } from './components/BannerPlaceholder';
export { LazyImage, type LazyImageProps } from './components/LazyImage';
export { LoadError } from './components/LoadError';
export { Notice, type NoticeProps } from './components/Notice';
export {
  OFFLINE_BANNER_TEXT,
  OfflineBanner,
  RETRYING_TEXT,
  useNetworkPhase,
} from './components/OfflineBanner';
export { PageHeader, PageHeaderFrame, type PageHeaderProps } from './components/PageHeader';
export {
  CardGridFrame,
  DetailPageFrame,
  type PageFrame,
  PageLoading,
  PictureSlot,
} from './components/PageLoading';
export {
  RemoteErrorBoundary,
  type RemoteLoader,
  RemoteSection,
  type RemoteSectionProps,
  SectionLoading,
  setRemoteLoader,
  UNAVAILABLE_TEXT,
} from './components/RemoteSection';
export { WhenNear } from './components/WhenNear';
export { getRuntimeConfig, loadRuntimeConfig, type RuntimeConfig, setRuntimeConfig } from './config';
export * from './contracts';
export { errorMessage } from './error-message';
export {
  type LoginIntent,
  type ModalRequest,
  OPEN_MODAL_EVENT,
  onOpenModalBox,
  openModalBox,
} from './events';
export { showFieldErrors } from './form-errors';
export { GENERAL_SETTINGS_PATH, useGeneralSettings } from './general-settings';
export {
  CARD_GRID_CELL,
  HEADER_HEIGHT,
  HOME_BANNER_HEIGHT,
  LANDING_FACTS_HEIGHT,
  PAGE_HEADER_HEIGHT,
  PAGE_MIN_HEIGHT,
  RESULTS_BAR_HEIGHT,
} from './layout';
export { ChunkBoundary, lazyWithRetry, loadOnce } from './lazy';
export {
  isOffline,
  type NetworkPhase,
  network,
  OFFLINE_MESSAGE,
  onReconnect,
  retryWhenOnline,
} from './online';
export { SITE_NAME, usePageMeta } from './page-meta';
export {
  clearRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  rememberViewed,
  useRecentlyViewed,
  type ViewedListing,
} from './recently-viewed';
// Not part of this singleton, so each app bundles only what it uses (a shared module is downloaded whole):
// the chips of a search (`@basera/shared/chips`, the results page's), video embeds (`@basera/shared/video`).
// Form constants and messages are `@basera/shared/rules`: not part of this singleton, so each app bundles only
// the ones it uses (a shared module is downloaded whole: all of them rode on every page, ~10 KB). The schemas'
// types only here (the schemas themselves, with zod, are `@basera/shared/schemas`, imported by the forms that
// validate).
export type {
  AskOwnerInput,
  BedRow,
  BookVisitInput,
  ChangePasswordInput,
  ContactMessageInput,
  FeaturesInput,
  Food,
  FoodInput,
  KeywordSearchInput,
  LoginInput,
  MealTiming,
  MessDetails,
  MessDetailsInput,
  NewEnquiryInput,
  OtherDetails,
  OtherDetailsInput,
  Pricing,
  PricingInput,
  ProfileUpdateInput,
  PropertyAddress,
  PropertyAddressInput,
  PropertyFilter,
  RegisterInput,
  ReplyInput,
  RoomDetails,
  RoomDetailsInput,
  SignUpForm,
  SubscribeInput,
  UpdateBedsInput,
  VisitActionInput,
  VisitSlotInput,
  WeeklyMenu,
} from './schemas';
export { LOGOUT_PATH, refreshSession, signOut } from './session';
export { theme } from './theme';
export { MAX_TOASTS, TOAST_DURATIONS, toast, toastHost } from './toast';
export type {
  BedAlertState,
  CatalogItem,
  DashboardListing,
  DashboardVisit,
  EnquiryMessage,
  EnquiryThread,
  EnquiryThreadSummary,
  FieldErrors,
  GeneralSettings,
  InterpretedSearch,
  ListerDashboard,
  Listing,
  ListingLeadStats,
  ListingPage,
  ListingPhoto,
  ListingReview,
  ListingReviewsAnswer,
  ModalMode,
  NotificationPrefs,
  OwnListing,
  PlaceSuggestion,
  RatingSummary,
  ReviewEligibility,
  ReviewInvitationInfo,
  ReviewListing,
  ReviewPrompt,
  ReviewWithListing,
  SavedSearch,
  SearchPoint,
  SubscriptionPlan,
  ThreadPage,
  ThreadRole,
  ThreadVisit,
  UnsubscribeInfo,
  User,
  UserType,
  WayOut,
} from './types';
export * from './vocabulary';
