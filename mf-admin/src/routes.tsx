import type { ComponentType } from 'react';
import AuditPage from './features/audit/AuditPage';
import ContentPage from './features/content/ContentPage';
import DashboardPage from './features/dashboard/DashboardPage';
import ListingQueuePage from './features/listings/ListingQueuePage';
import ListingReviewPage from './features/listings/ListingReviewPage';
import ReportsPage from './features/reports/ReportsPage';
import HiddenReviewsPage from './features/reviews/HiddenReviewsPage';
import UserPage from './features/users/UserPage';
import UsersPage from './features/users/UsersPage';

// Pages link with these (paths.ts), never through this file: it imports every page.
export { ADMIN_BASE, ADMIN_NAV } from './paths';

export interface AdminRoute {
  /** Relative to ADMIN_BASE ('' is the dashboard); react-router syntax, `*` for a page with routes of its own. */
  path: string;
  page: ComponentType;
}

/** The console's pages, matched inside the shell's `/admin/*` (AdminApp renders them as nested routes). */
export const adminRoutes: AdminRoute[] = [
  { path: '', page: DashboardPage },
  { path: 'listings', page: ListingQueuePage },
  { path: 'listings/:id', page: ListingReviewPage },
  { path: 'reports', page: ReportsPage },
  { path: 'reviews', page: HiddenReviewsPage },
  { path: 'users', page: UsersPage },
  { path: 'users/:id', page: UserPage },
  { path: 'audit', page: AuditPage },
  // The content editor has nested routes of its own (blogs, FAQs, pages, slides, testimonials, settings).
  { path: 'content/*', page: ContentPage },
];
