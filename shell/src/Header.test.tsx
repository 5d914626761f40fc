import { type LoginIntent, onOpenModalBox, signOut, useAuthStore } from '@basera/shared';
import { AppProviders } from '@basera/shared/providers';
import { MemoryRouter } from '@basera/shared/router';
import { mockApi, styleAt } from '@basera/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Header, POST_PROPERTY_REASON } from './Header';
import { POST_TITLE_CUSTOMER, POST_TITLE_LISTER } from './PostPropertyDialog';

jest.mock('@basera/shared', () => ({
  ...jest.requireActual('@basera/shared'),
  signOut: jest.fn(() => Promise.resolve()),
}));

const signOutMock = signOut as jest.MockedFunction<typeof signOut>;

function renderHeader(onKeywordSearch = jest.fn(), url = '/about') {
  const utils = render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Header onKeywordSearch={onKeywordSearch} />
      </MemoryRouter>
    </AppProviders>,
  );
  const bar = utils.container.querySelector('header');
  if (!bar) throw new Error('no <header> rendered');
  return { ...utils, bar, onKeywordSearch };
}

const modalEvents: unknown[] = [];
const recordModal = (event: Event) => modalEvents.push((event as CustomEvent).detail);

function scrollTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  modalEvents.length = 0;
  signOutMock.mockClear();
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, usertype: null });
  window.addEventListener('openModalBox', recordModal);
  scrollTo(0);
});

afterEach(() => {
  window.removeEventListener('openModalBox', recordModal);
  scrollTo(0);
});

describe('Header', () => {
  it('links Home, About Us and Contact Us, and the brand to /home', () => {
    const { bar } = renderHeader();
    const nav = within(bar).getByRole('navigation', { name: 'Main', hidden: true });

    expect(within(nav).getByText('Home').closest('a')?.getAttribute('href')).toBe('/');
    expect(within(nav).getByText('About Us').closest('a')?.getAttribute('href')).toBe('/about');
    expect(within(nav).getByText('Contact Us').closest('a')?.getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Basera home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: 'Basera home' }).textContent).toBe('Basera');
    // The current page is marked.
    expect(within(nav).getByText('About Us').closest('a')?.className).toContain('active');
    expect(within(nav).getByText('Home').closest('a')?.className).not.toContain('active');
  });

  it('logged out: shows Post Property (Free) and Login / Sign Up, not the account buttons', () => {
    renderHeader();

    const post = screen.getByText('Post Property').closest('button');
    expect(post).toBeTruthy();
    expect(post?.textContent).toContain('Free');
    expect(screen.getByText('Login / Sign Up').closest('button')).toBeTruthy();
    expect(screen.queryByText('My Account')).toBeNull();
    expect(screen.queryByText('Logout')).toBeNull();
  });

  it('Post Property opens the login box in post mode, Login / Sign Up in login mode', () => {
    renderHeader();

    fireEvent.click(screen.getByText('Post Property'));
    expect(modalEvents).toEqual(['post']);

    fireEvent.click(screen.getByText('Login / Sign Up'));
    expect(modalEvents).toEqual(['post', 'login']);
  });

  it('Login / Sign Up on a results or listing page asks to stay there once signed in; elsewhere it does not', () => {
    const intents: unknown[] = [];
    const stop = onOpenModalBox((_mode, intent) => intents.push(intent));
    // A box an earlier test asked for with nobody listening is handed to a new subscriber at once: not ours.
    intents.length = 0;
    for (const url of ['/PG?city_id=3&gender=Female', '/pgdetails/12', '/about', '/']) {
      const { unmount } = renderHeader(jest.fn(), url);
      fireEvent.click(screen.getByText('Login / Sign Up'));
      unmount();
    }
    stop();
    // An intent without a page to go to keeps the seeker where they are; none sends them to /myaccount (spec 01).
    expect(intents).toEqual([{}, {}, null, null]);
  });

  it('logged in: shows Post Property, My Account (to /myaccount) and Logout, not Login / Sign Up', () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Customer' });
    renderHeader();

    expect(screen.getByText('My Account').closest('a')?.getAttribute('href')).toBe('/myaccount');
    expect(screen.getByText('Logout').closest('button')).toBeTruthy();
    expect(screen.getByText('Post Property').closest('button')?.textContent).toBe('Post PropertyFree');
    expect(screen.queryByText('Login / Sign Up')).toBeNull();
  });

  it('signed in: My Account carries the unread enquiry count, and no count when all is read', async () => {
    let unread = 3;
    const { calls } = mockApi({ '/enquiries/unread': () => [200, { status: true, data: { unread } }] });
    useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' });
    const first = renderHeader();
    expect((await screen.findByTestId('header-unread-count')).textContent).toBe('3');
    // The wide bar's My Account and the phone bar's icon: both to /myaccount, both with the count.
    expect(
      screen.getAllByRole('link', { name: 'My Account, 3 unread' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/myaccount', '/myaccount']);
    expect(screen.getByTestId('header-phone-unread-count').textContent).toBe('3');
    first.unmount();

    unread = 0;
    const { SWRConfig } = await import('swr');
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProviders>
          <MemoryRouter>
            <Header onKeywordSearch={jest.fn()} />
          </MemoryRouter>
        </AppProviders>
      </SWRConfig>,
    );
    await waitFor(() => expect(calls.filter((call) => call.path === '/enquiries/unread')).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: 'My Account' })).toHaveLength(2);
    expect(screen.queryByTestId('header-unread-count')).toBeNull();
    expect(screen.queryByTestId('header-phone-unread-count')).toBeNull();
  });

  it('on a phone the unread count is on the bar (not only in the menu); on a wide screen on My Account', async () => {
    mockApi({ '/enquiries/unread': () => [200, { status: true, data: { unread: 120 } }] });
    useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' });
    const { SWRConfig } = await import('swr');
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProviders>
          <MemoryRouter>
            <Header onKeywordSearch={jest.fn()} />
          </MemoryRouter>
        </AppProviders>
      </SWRConfig>,
    );
    const bar = container.querySelector('header')!;
    const phone = await within(bar).findByTestId('header-phone-account');
    expect((await within(phone).findByTestId('header-phone-unread-count')).textContent).toBe('99+');
    expect(phone.getAttribute('aria-label')).toBe('My Account, 120 unread');
    expect(phone.getAttribute('href')).toBe('/myaccount');
    // The wide bar's account buttons (with their count) sit in a row that a phone hides behind the menu.
    const wide = within(bar).getByTestId('header-unread-count').closest('a')!.parentElement!;
    expect([styleAt(phone, 'display', 360), styleAt(wide, 'display', 360)]).toEqual(['inline-flex', 'none']);
    expect([styleAt(phone, 'display', 1280), styleAt(wide, 'display', 1280)]).toEqual(['none', 'flex']);
    // The phone's icon sits beside the menu button, in the bar itself.
    expect(phone.nextElementSibling?.getAttribute('aria-label')).toBe('Open menu');
  });

  it('no phone account icon signed out or for an operator', () => {
    mockApi({ '/enquiries/unread': () => [200, { status: true, data: { unread: 2 } }] });
    renderHeader().unmount();
    expect(screen.queryByTestId('header-phone-account')).toBeNull();
    useAuthStore.setState({ token: 'tok-1', usertype: 'Admin' });
    renderHeader();
    expect(screen.queryByTestId('header-phone-account')).toBeNull();
  });

  it('signed out: asks for no unread count', () => {
    const { calls } = mockApi({});
    renderHeader();
    expect(calls).toEqual([]);
  });

  it('signed-in Lister: Post Property offers the listing wizard for each type, no login box', async () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' });
    renderHeader();
    fireEvent.click(screen.getByText('Post Property'));

    const dialog = await screen.findByRole('dialog', { name: POST_TITLE_LISTER });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['List your PG', '/user/pg'],
      ['List your Hostel', '/user/hostel'],
      ['List your Mess', '/user/mess'],
      ['List your Room', '/user/room'],
      ['View All Listing', '/user/view-all-listing'],
    ]);
    expect(modalEvents).toEqual([]);
  });

  it('signed-in Search User: Post Property says posting needs a Lister account, and offers to log out', async () => {
    useAuthStore.setState({
      token: 'tok-1',
      usertype: 'Customer',
      user: { email: 'asha@example.in' } as never,
    });
    renderHeader();
    fireEvent.click(screen.getByText('Post Property'));

    const dialog = await screen.findByRole('dialog', { name: POST_TITLE_CUSTOMER });
    expect(within(dialog).getByText(/signed in as a Search User \(asha@example\.in\)/)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'List your PG' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(signOutMock).toHaveBeenCalledTimes(1);
  });

  it('from the phone menu, Post Property opens its dialog once the menu has closed', async () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(menu).getByText('Post Property'));
    expect(await screen.findByRole('dialog', { name: POST_TITLE_LISTER })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('signed out: Post Property asks Listers to sign in, then carries on to the wizard choice', async () => {
    renderHeader();
    let intent: LoginIntent | null = null;
    const stop = onOpenModalBox((_mode, heard) => {
      intent = heard;
    });
    fireEvent.click(screen.getByText('Post Property'));
    stop();
    expect(modalEvents).toEqual(['post']);
    expect(intent).toMatchObject({ reason: POST_PROPERTY_REASON });

    // What mf-auth does after a Lister signs in: the session, then the intent.
    act(() => {
      useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' });
      intent!.resume!('Lister');
    });
    expect(await screen.findByRole('dialog', { name: POST_TITLE_LISTER })).toBeTruthy();
  });

  it('switches buttons when the session starts or ends', () => {
    renderHeader();
    expect(screen.getByText('Login / Sign Up')).toBeTruthy();

    act(() => useAuthStore.setState({ token: 'tok-1', usertype: 'Lister' }));
    expect(screen.getByText('My Account')).toBeTruthy();
    expect(screen.queryByText('Login / Sign Up')).toBeNull();

    act(() => useAuthStore.getState().logout());
    expect(screen.getByText('Login / Sign Up')).toBeTruthy();
    expect(screen.queryByText('My Account')).toBeNull();
  });

  it('Logout signs out', () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Customer' });
    renderHeader();

    fireEvent.click(screen.getByText('Logout'));

    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(modalEvents).toEqual([]);
  });

  it('Keyword Search calls its handler', () => {
    const { onKeywordSearch } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Keyword Search' }));
    expect(onKeywordSearch).toHaveBeenCalledTimes(1);
  });

  it('the mobile menu offers the same links and buttons', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByText('Home').closest('a')?.getAttribute('href')).toBe('/');
    expect(within(menu).getByText('About Us').closest('a')?.getAttribute('href')).toBe('/about');
    expect(within(menu).getByText('Contact Us').closest('a')?.getAttribute('href')).toBe('/contact');
    expect(within(menu).getByRole('link', { name: 'Basera home' }).getAttribute('href')).toBe('/home');

    fireEvent.click(within(menu).getByText('Login / Sign Up'));
    expect(modalEvents).toEqual(['login']);
  });

  it('becomes sticky only once the page is scrolled more than 80 px', () => {
    const { bar } = renderHeader();
    expect(bar.getAttribute('data-sticky')).toBe('false');

    // Down past 80 px it sticks; back up it stays stuck until the page is within the first 80 px again.
    const journey: Array<[number, string]> = [
      [50, 'false'],
      [80, 'false'],
      [81, 'true'],
      [400, 'true'],
      [300, 'true'],
      [10, 'false'],
    ];
    for (const [y, sticky] of journey) {
      scrollTo(y);
      expect({ y, sticky: bar.getAttribute('data-sticky') }).toEqual({ y, sticky });
    }
  });

  it('is sticky straight away when the page opens already scrolled', () => {
    scrollTo(300);
    const { bar } = renderHeader();
    expect(bar.getAttribute('data-sticky')).toBe('true');
  });
});
