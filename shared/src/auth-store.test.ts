import type { User } from './types';

type AuthModule = typeof import('./auth-store');

const user: User = {
  id: 7,
  fname: 'Asha',
  lname: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  created_at: '2024-01-02T03:04:05.000Z',
};

/** A fresh copy of the store module, as a page load would create it from what localStorage holds. */
function freshStore(): AuthModule {
  let loaded: AuthModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./auth-store') as AuthModule;
  });
  return loaded!;
}

beforeEach(() => {
  localStorage.clear();
});

describe('auth store', () => {
  it('starts signed out when localStorage is empty', () => {
    const { useAuthStore, isSignedIn } = freshStore();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, usertype: null });
    expect(isSignedIn()).toBe(false);
  });

  it('setSession persists exactly under authToken, user (JSON) and usertype', () => {
    const { useAuthStore, isSignedIn } = freshStore();
    useAuthStore.getState().setSession({ token: 'tok-123', user, usertype: 'Lister' });

    expect(localStorage.getItem('authToken')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('usertype')).toBe('Lister');
    expect(Object.keys(localStorage).sort()).toEqual(['authToken', 'user', 'usertype']);
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-123', user, usertype: 'Lister' });
    expect(isSignedIn()).toBe(true);
  });

  it('a fresh read restores the session saved by a previous page', () => {
    freshStore().useAuthStore.getState().setSession({ token: 'tok-abc', user, usertype: 'Customer' });

    const reloaded = freshStore();
    expect(reloaded.useAuthStore.getState()).toMatchObject({ token: 'tok-abc', user, usertype: 'Customer' });
    expect(reloaded.isSignedIn()).toBe(true);
  });

  it('an operator session survives a reload (usertype Admin is kept)', () => {
    freshStore().useAuthStore.getState().setSession({ token: 'tok-op', user, usertype: 'Admin' });

    expect(freshStore().useAuthStore.getState()).toMatchObject({ token: 'tok-op', usertype: 'Admin' });
  });

  it('setUser updates the stored user and keeps the token', () => {
    const { useAuthStore } = freshStore();
    useAuthStore.getState().setSession({ token: 'tok-1', user, usertype: 'Customer' });
    const renamed = { ...user, fname: 'Anita' };
    useAuthStore.getState().setUser(renamed);

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
    expect(freshStore().useAuthStore.getState()).toMatchObject({ token: 'tok-1', user: renamed });
  });

  it('logout clears all of localStorage, unrelated keys included, and the state', () => {
    const { useAuthStore, isSignedIn } = freshStore();
    useAuthStore.getState().setSession({ token: 'tok-123', user, usertype: 'Lister' });
    localStorage.setItem('recentSearch', 'kolkata');

    useAuthStore.getState().logout();

    expect(localStorage.length).toBe(0);
    expect(localStorage.getItem('recentSearch')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, usertype: null });
    expect(isSignedIn()).toBe(false);
    expect(freshStore().useAuthStore.getState().token).toBeNull();
  });

  it('ignores a stored usertype other than Lister, Customer or Admin', () => {
    localStorage.setItem('authToken', 'tok-9');
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('usertype', 'Root');

    const state = freshStore().useAuthStore.getState();
    expect(state.token).toBe('tok-9');
    expect(state.user).toEqual(user);
    expect(state.usertype).toBeNull();
  });

  it('does not restore a user or usertype without a token', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('usertype', 'Lister');

    expect(freshStore().useAuthStore.getState()).toMatchObject({ token: null, user: null, usertype: null });
  });

  it('survives a corrupted stored user', () => {
    localStorage.setItem('authToken', 'tok-9');
    localStorage.setItem('user', '{not json');
    localStorage.setItem('usertype', 'Customer');

    expect(freshStore().useAuthStore.getState()).toMatchObject({
      token: 'tok-9',
      user: null,
      usertype: 'Customer',
    });
  });

  it('follows a sign-out in another tab (storage event)', () => {
    const { useAuthStore } = freshStore();
    useAuthStore.getState().setSession({ token: 'tok-123', user, usertype: 'Lister' });

    // The other tab cleared localStorage; this tab hears a storage event with a null key.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, usertype: null });
  });
});
