import { type ExposedModule, setRemoteLoader, useAuthStore } from '@basera/shared';
import { signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { App } from './App';

/** Every module the page asked the federation runtime for, in order. */
let requested: ExposedModule[] = [];

/** Stand-ins for the two remotes' pages: the sign-in signs an operator in, as the real one does on a right code. */
const remotePages: Partial<Record<ExposedModule, ComponentType>> = {
  'mf_auth/OperatorLoginPage': () => (
    <div>
      <h1>Operator sign-in</h1>
      <button
        type="button"
        onClick={() =>
          useAuthStore.getState().setSession({
            token: 'operator-token',
            user: {
              id: 9,
              fname: 'Ops',
              lname: 'One',
              email: 'admin@demo.basera.in',
              phone: '',
              created_at: '',
            },
            usertype: 'Admin',
          })
        }
      >
        Code accepted
      </button>
    </div>
  ),
  'mf_admin/AdminApp': () => <h1>Operator console</h1>,
};

beforeEach(() => {
  stubMatchMedia(true);
  window.scrollTo = jest.fn() as never;
  localStorage.clear();
  useAuthStore.getState().logout();
  requested = [];
  setRemoteLoader(async (module) => {
    requested.push(module);
    const page = remotePages[module];
    if (!page) return new Promise(() => {}) as never;
    return page as never;
  });
  (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
});

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

describe('/admin in the shell', () => {
  it.each([
    ['a visitor', null],
    ['a Search User', 'Customer'],
    ['a Lister', 'Lister'],
  ] as const)('shows %s the operator sign-in and never asks for the console', async (_who, usertype) => {
    if (usertype) signIn(usertype);
    renderAt('/admin/listings');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(requested).not.toContain('mf_admin/AdminApp');
    expect(requested).toContain('mf_auth/OperatorLoginPage');
  });

  it('mounts the console for a signed-in operator, with a Console link in the header', async () => {
    signIn('Admin');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeTruthy();
    expect(requested).not.toContain('mf_auth/OperatorLoginPage');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Console' }).getAttribute('href')).toBe('/admin');
    expect(within(header).queryByRole('link', { name: /My Account/ })).toBeNull();
  });

  it('replaces the sign-in with the console once the code is accepted, without a reload', async () => {
    renderAt('/admin/reports');
    await screen.findByRole('heading', { name: 'Operator sign-in' });
    act(() => screen.getByRole('button', { name: 'Code accepted' }).click());
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeTruthy();
    // Same address, same document.
    expect(window.location.pathname).toBe('/admin/reports');
  });

  it('shows the sign-in again when the operator session ends (logout, or a 401 after idle time)', async () => {
    signIn('Admin');
    renderAt('/admin/audit');
    await screen.findByRole('heading', { name: 'Operator console' });
    act(() => useAuthStore.getState().logout());
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Operator console' })).toBeNull();
  });

  it('gives other signed-in users no Console link', () => {
    signIn('Lister');
    renderAt('/about');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Console' })).toBeNull();
  });
});
