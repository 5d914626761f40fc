import { type LoginIntent, type ModalMode, onOpenModalBox, useAuthStore } from '@basera/shared';
import { MemoryRouter, Route, Routes } from '@basera/shared/router';
import { act, render, screen } from '@testing-library/react';
import { RequireAuth } from './RequireAuth';

const guarded = (text: string) => <RequireAuth>{<p>{text}</p>}</RequireAuth>;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/myaccount" element={guarded('Profile page')} />
        <Route path="/user/wishlist" element={guarded('Shortlist page')} />
        <Route path="/user/:roomType/:pgId?" element={guarded('Listing wizard')} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What the login box is asked for while `run` runs: mode and intent. */
function loginRequests(run: () => void) {
  const heard: Array<[ModalMode, LoginIntent | null]> = [];
  const stop = onOpenModalBox((mode, intent) => heard.push([mode, intent]));
  try {
    run();
  } finally {
    stop();
  }
  return heard;
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
  it('without a token, redirects to / and opens the login box saying why, to come back once signed in', () => {
    const heard = loginRequests(() => renderAt('/user/wishlist?sort=oldest'));

    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Shortlist page')).toBeNull();
    expect(heard).toEqual([
      ['login', { reason: 'Sign in to see your shortlist', to: '/user/wishlist?sort=oldest' }],
    ]);
  });

  it("opens the box for Listers (post mode) on a Lister's page", () => {
    const heard = loginRequests(() => renderAt('/user/hostel'));
    expect(heard).toEqual([
      ['post', { reason: 'Sign in as a Lister to list your property', to: '/user/hostel' }],
    ]);
  });

  it("names a mail's link to a thread: the seeker's in login mode, the owner's lead in post mode", () => {
    expect(loginRequests(() => renderAt('/user/enquiries/12'))).toEqual([
      ['login', { reason: 'Sign in to see your enquiries', to: '/user/enquiries/12' }],
    ]);
    expect(loginRequests(() => renderAt('/user/leads/12'))).toEqual([
      ['post', { reason: 'Sign in as a Lister to see your leads', to: '/user/leads/12' }],
    ]);
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
    expect(modalEvents).toEqual(['login']);
  });
});
