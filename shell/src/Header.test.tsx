import { signOut, useAuthStore } from '@basera/shared';
import { AppProviders } from '@basera/shared/providers';
import { MemoryRouter } from '@basera/shared/router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Header } from './Header';

jest.mock('@basera/shared', () => ({
  ...jest.requireActual('@basera/shared'),
  signOut: jest.fn(() => Promise.resolve()),
}));

const signOutMock = signOut as jest.MockedFunction<typeof signOut>;

function renderHeader(onKeywordSearch = jest.fn()) {
  const utils = render(
    <AppProviders>
      <MemoryRouter initialEntries={['/about']}>
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

  it('logged in: shows My Account (to /myaccount) and Logout, not the sign-in buttons', () => {
    useAuthStore.setState({ token: 'tok-1', usertype: 'Customer' });
    renderHeader();

    expect(screen.getByText('My Account').closest('a')?.getAttribute('href')).toBe('/myaccount');
    expect(screen.getByText('Logout').closest('button')).toBeTruthy();
    expect(screen.queryByText('Post Property')).toBeNull();
    expect(screen.queryByText('Login / Sign Up')).toBeNull();
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

  it('the mobile menu offers the same links and buttons', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = screen.getByRole('navigation', { name: 'Mobile' });
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
