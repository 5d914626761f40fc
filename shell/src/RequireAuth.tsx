import { type LoginIntent, type ModalMode, openModalBox, useAuthStore } from '@basera/shared';
import { matchRoutes, Navigate, useLocation } from '@basera/shared/router';
import { type ReactNode, useEffect } from 'react';

/** Why a signed-in page asks for sign-in, and in which mode: a Lister's pages open the box for Listers. */
const GUARDED_PAGES: Array<{ path: string; mode: ModalMode; reason: string }> = [
  { path: '/myaccount', mode: 'login', reason: 'Sign in to see your account' },
  { path: '/user/wishlist', mode: 'login', reason: 'Sign in to see your shortlist' },
  { path: '/user/change-password', mode: 'login', reason: 'Sign in to change your password' },
  { path: '/user/activities', mode: 'login', reason: 'Sign in to see your account activity' },
  { path: '/user/view-all-listing', mode: 'post', reason: 'Sign in as a Lister to see your listings' },
  { path: '/user/enquiries/:threadId?', mode: 'login', reason: 'Sign in to see your enquiries' },
  { path: '/user/leads/:threadId?', mode: 'post', reason: 'Sign in as a Lister to see your leads' },
  { path: '/user/reviews', mode: 'login', reason: 'Sign in to see your reviews' },
  { path: '/user/reviews/write/:propertyId', mode: 'login', reason: 'Sign in to write your review' },
  {
    path: '/user/listing-reviews',
    mode: 'post',
    reason: 'Sign in as a Lister to see reviews of your listings',
  },
  { path: '/user/:roomType/:pgId/:id', mode: 'post', reason: 'Sign in as a Lister to see this listing' },
  { path: '/user/:roomType/:pgId?', mode: 'post', reason: 'Sign in as a Lister to list your property' },
];
const ANY_PAGE = { mode: 'login' as const, reason: 'Sign in to open this page' };

/** The login box's mode and reason for a guarded address. */
export function guardedPage(pathname: string) {
  return GUARDED_PAGES.find((page) => matchRoutes([{ path: page.path }], pathname)) ?? ANY_PAGE;
}

/**
 * Client-side convenience only (the API enforces access): without a token, go home (spec 02) and open the login
 * box with the page's reason; once signed in, the user lands on the page they asked for.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((state) => state.token);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (token) return;
    const { mode, reason } = guardedPage(pathname);
    const intent: LoginIntent = { reason, to: `${pathname}${search}` };
    openModalBox(mode, intent);
    // Only the token decides: the address is the one asked for when the session went missing.
  }, [token]);
  if (!token) return <Navigate to="/" replace />;
  return children;
}
