import { type User, type UserType, useAuthStore } from '@basera/shared';
import { AppProviders } from '@basera/shared/providers';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const asha: User = {
  id: 7,
  fname: 'Asha',
  lname: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  created_at: '2026-03-14T10:00:00.000Z',
  avatar_url: null,
};

/** jsdom has no matchMedia: answer as a wide screen, so the account menu is unfolded. */
export function wideScreen() {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function signIn(usertype: UserType = 'Customer', user: User = asha) {
  act(() => useAuthStore.getState().setSession({ token: 'tok', user, usertype }));
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A page at a path, with the shell's providers and a probe showing where navigation went. */
export function renderPage(page: ReactElement, path = '/myaccount') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A fetch that answers only when the test says so: lets a test see a busy label. */
export function gatedFetch(status: number, body: unknown) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    await gate;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(body),
    };
  });
  return { calls, release: () => open() };
}
