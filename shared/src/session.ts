import { apiRequest } from './api-client';
import { useAuthStore } from './auth-store';
import { isOffline } from './online';
import type { User } from './types';

/** The API call that revokes the current token. */
export const LOGOUT_PATH = '/user-logout';

/**
 * Goes to `url` by loading it, as logout does. Offline that load would only show the browser's error page, so
 * the router goes there instead (it follows popstate): the page the user asked for shows all the same.
 */
export function goTo(url: string) {
  if (!isOffline()) {
    window.location.assign(url);
    return;
  }
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * Logout as the product does it everywhere (header, account menu, /signout): revoke the token on the server
 * (best effort: an unreachable API must not keep the user signed in), clear all local storage, reload to /.
 */
export async function signOut(navigate: (url: string) => void = goTo) {
  if (useAuthStore.getState().token) {
    try {
      await apiRequest(LOGOUT_PATH, { method: 'POST' });
    } catch {
      // Already revoked or API unreachable: the local session ends regardless.
    }
  }
  useAuthStore.getState().logout();
  navigate('/');
}

/**
 * Checks a stored token with the API ("who am I") and refreshes the stored user. A dead token answers 401,
 * which the API client turns into a local logout; an unreachable API leaves the session as it is.
 */
export async function refreshSession(): Promise<void> {
  if (!useAuthStore.getState().token) return;
  try {
    const response = await apiRequest<{ user: User }>('/me');
    useAuthStore.getState().setUser(response.user);
  } catch {
    // 401 already signed the user out; other failures keep the session until the API is back.
  }
}
