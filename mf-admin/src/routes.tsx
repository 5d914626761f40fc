import type { ComponentType } from 'react';
import AuditPage from './features/audit/AuditPage';
import ContentPage from './features/content/ContentPage';
import DashboardPage from './features/dashboard/DashboardPage';
import ListingQueuePage from './features/listings/ListingQueuePage';
import ListingReviewPage from './features/listings/ListingReviewPage';
import ReportsPage from './features/reports/ReportsPage';
import UserPage from './features/users/UserPage';
import UsersPage from './features/users/UsersPage';

/** Where the shell mounts the console (its route `/admin/*`); every console link is under it. */
export const ADMIN_BASE = '/admin';

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
  { path: 'users', page: UsersPage },
  { path: 'users/:id', page: UserPage },
  { path: 'audit', page: AuditPage },
  // The content editor has nested routes of its own (blogs, FAQs, pages, slides, testimonials, settings).
  { path: 'content/*', page: ContentPage },
];

/** The console's menu, in order: label and target. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: ADMIN_BASE },
  { label: 'Listings', to: `${ADMIN_BASE}/listings` },
  { label: 'Reports', to: `${ADMIN_BASE}/reports` },
  { label: 'Users', to: `${ADMIN_BASE}/users` },
  { label: 'Content', to: `${ADMIN_BASE}/content` },
  { label: 'Audit log', to: `${ADMIN_BASE}/audit` },
] as const;
