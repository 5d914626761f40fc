import { useAuthStore } from '@basera/shared';
import { MemoryRouter, Route, Routes } from '@basera/shared/router';
import { act, render, screen } from '@testing-library/react';
import { RequireAuth } from './RequireAuth';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="/myaccount"
          element={
            <RequireAuth>
              <p>Profile page</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const modalEvents: unknown[] = [];
const recordModal = (event: Event) => modalEvents.push((event as CustomEvent).detail);

beforeEach(() => {
  modalEvents.length = 0;
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, usertype: null });
  window.addEventListener('openModalBox', recordModal);
});

afterEach(() => {
  window.removeEventListener('openModalBox', recordModal);
});

describe('RequireAuth', () => {
  it('without a token, redirects /myaccount to / and opens the login box in post mode', () => {
    renderAt('/myaccount');

    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Profile page')).toBeNull();
    expect(modalEvents).toEqual(['post']);
  });

  it('with a token, renders the guarded page and opens no modal', () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Customer' });
    renderAt('/myaccount');

    expect(screen.getByText('Profile page')).toBeTruthy();
    expect(screen.queryByText('Home page')).toBeNull();
    expect(modalEvents).toEqual([]);
  });

  it('leaves the guarded page when the session ends while it is shown', () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' });
    renderAt('/myaccount');
    expect(screen.getByText('Profile page')).toBeTruthy();

    act(() => useAuthStore.getState().logout());

    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Profile page')).toBeNull();
    expect(modalEvents).toEqual(['post']);
  });
});
