// The idle prefetch (prefetchWhenSettled): what a tap may open next downloads once the page has settled, the
// login box (and the schemas it checks with) only for a visitor who is signed out.
const loaded: string[] = [];
jest.mock('./remotes', () => ({
  loadRemoteComponent: (id: string) => {
    loaded.push(id);
    return Promise.resolve(() => null);
  },
  loadUiMore: () => {
    loaded.push('ui-more');
    return Promise.resolve({});
  },
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadShare: (name: string) => {
    loaded.push(name);
    return Promise.resolve(false);
  },
}));
// Settled at once: the test is about what downloads, not when.
jest.mock('@basera/shared/settled', () => ({
  whenSettled: (run: () => void) => {
    run();
    return () => undefined;
  },
}));

import { useAuthStore } from '@basera/shared';
import { prefetchWhenSettled } from './intent';

beforeEach(() => {
  loaded.length = 0;
  useAuthStore.getState().logout();
});

test('signed out: the keyword box, the login box with its schemas, and the dialogs', () => {
  prefetchWhenSettled();
  expect(loaded.sort()).toEqual(
    ['@basera/shared/schemas', 'mf_auth/AuthModals', 'mf_search/KeywordSearchModal', 'ui-more'].sort(),
  );
});

test('signed in: no login box and no schemas (the header has no login button)', () => {
  useAuthStore.getState().setSession({
    token: 'tok',
    user: { id: 1, fname: 'Ravi', lname: 'K', email: 'ravi@example.com', phone: '9876543210' } as never,
    usertype: 'Lister',
  });
  prefetchWhenSettled();
  expect(loaded.sort()).toEqual(['mf_search/KeywordSearchModal', 'ui-more']);
});
