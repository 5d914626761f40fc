import { create } from 'zustand';
import type { User, UserType } from './types';

/** localStorage keys, as the spec names them. */
export const STORAGE_KEYS = { token: 'authToken', user: 'user', usertype: 'usertype' } as const;

export interface AuthState {
  token: string | null;
  user: User | null;
  usertype: UserType | null;
  setSession: (session: { token: string; user: User; usertype: UserType }) => void;
  setUser: (user: User) => void;
  /** Forgets the session and clears all of localStorage, as the spec's logout does. */
  logout: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

function readSession(): Pick<AuthState, 'token' | 'user' | 'usertype'> {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.token) ?? null;
  const usertype = store?.getItem(STORAGE_KEYS.usertype);
  return {
    token,
    user: token ? readUser(store?.getItem(STORAGE_KEYS.user) ?? null) : null,
    usertype:
      token && (usertype === 'Lister' || usertype === 'Customer' || usertype === 'Admin') ? usertype : null,
  };
}

/**
 * The one auth store of the page. `@basera/shared` is a federation singleton, so the shell and every
 * remote import this same instance; the three values are persisted under the spec's own keys.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  ...readSession(),
  setSession: ({ token, user, usertype }) => {
    const store = storage();
    store?.setItem(STORAGE_KEYS.token, token);
    store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    store?.setItem(STORAGE_KEYS.usertype, usertype);
    set({ token, user, usertype });
  },
  setUser: (user) => {
    storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  logout: () => {
    storage()?.clear();
    set({ token: null, user: null, usertype: null });
  },
}));

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) {
      useAuthStore.setState(readSession());
    }
  });
}

export const isSignedIn = (): boolean => Boolean(useAuthStore.getState().token);
