import { useAuthStore } from '@basera/shared';
import {
  ACCOUNT_MESSAGES,
  DASHBOARD_PATH,
  ENQUIRIES_PATH,
  LEADS_PATH,
  LISTER_REVIEWS_PATH,
  MY_REVIEWS_PATH,
  NOTIFICATION_SETTINGS_PATH,
  RATING_MESSAGES,
  SAVED_SEARCHES_PATH,
  writeReviewPath,
} from '@basera/shared/rules';
import { gatedFetch, mockApi, renderPage, signIn, stubMatchMedia, testUser } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountMenu } from './AccountMenu';

const menu = () => within(screen.getByRole('navigation', { name: 'Account' }));
const item = (name: string) => menu().queryByRole('button', { name }) ?? menu().queryByRole('link', { name });
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

/** The calls a fetch mock got for the photo upload (the menu also asks for the unread count). */
const uploads = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/profile-image'));

const renderMenu = () => renderPage(<AccountMenu />, { url: '/myaccount', path: '/myaccount' });

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
});

describe('AccountMenu', () => {
  it('offers a Customer the shortlist and no listing entries', () => {
    signIn('Customer');
    renderMenu();
    for (const name of ['View Profile', 'View All Shortlist', 'Your Activities', 'Change Password', 'Logout'])
      expect(item(name)).toBeTruthy();
    for (const name of [
      'List PG',
      'List Hostel',
      'List Mess',
      'List Room Sharing',
      'View All Listing',
      'Dashboard',
    ])
      expect(item(name)).toBeNull();
    expect(item('Saved searches')?.getAttribute('href')).toBe(SAVED_SEARCHES_PATH);
    expect(item('Notifications')?.getAttribute('href')).toBe(NOTIFICATION_SETTINGS_PATH);
  });

  it("puts a Customer's saved searches and enquiries after the shortlist, a Lister's Dashboard first", () => {
    mockApi({});
    const entries = () =>
      menu()
        .getAllByRole('link')
        .concat(menu().getAllByRole('button'))
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map((entry) => entry.textContent);
    signIn('Customer');
    const customer = renderMenu();
    expect(entries()).toEqual([
      'View Profile',
      'View All Shortlist',
      'Saved searches',
      'My enquiries',
      'My reviews',
      'Your Activities',
      'Notifications',
      'Change Password',
      'Logout',
    ]);
    expect(item('My enquiries')?.getAttribute('href')).toBe(ENQUIRIES_PATH);
    customer.unmount();
    signIn('Lister');
    renderMenu();
    expect(entries()).toEqual([
      'Dashboard',
      'View Profile',
      'List PG',
      'List Hostel',
      'List Mess',
      'List Room Sharing',
      'View All Listing',
      'Lead Inbox',
      'Reviews of my listings',
      'My reviews',
      'Your Activities',
      'Notifications',
      'Change Password',
      'Logout',
    ]);
    expect(item('Lead Inbox')?.getAttribute('href')).toBe(LEADS_PATH);
    expect(item(RATING_MESSAGES.listerReviewsMenu)?.getAttribute('href')).toBe(LISTER_REVIEWS_PATH);
    expect(item(RATING_MESSAGES.myReviewsTitle)?.getAttribute('href')).toBe(MY_REVIEWS_PATH);
    expect(item('Dashboard')?.getAttribute('href')).toBe(DASHBOARD_PATH);
    expect(item('My enquiries')).toBeNull();
    expect(item('Saved searches')).toBeNull();
  });

  it.each([
    ['Customer', 'My enquiries'],
    ['Lister', 'Lead Inbox'],
  ] as const)('shows a %s the unread count on %s, and no badge at 0', async (usertype, label) => {
    let unread = 3;
    const { calls } = mockApi({ '/enquiries/unread': () => [200, { status: true, data: { unread } }] });
    signIn(usertype);
    const first = renderMenu();
    const entry = await menu().findByRole('link', { name: `${label}, 3 unread` });
    expect(within(entry).getByTestId('unread-count').textContent).toBe('3');
    first.unmount();
    unread = 0;
    renderMenu();
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => undefined);
    expect(menu().getByRole('link', { name: label })).toBeTruthy();
    expect(menu().queryByTestId('unread-count')).toBeNull();
  });

  it('shows the profile card (photo and upload) on the profile page only', () => {
    mockApi({});
    signIn('Customer');
    const profile = renderMenu();
    expect(screen.getByTestId('account-name').textContent).toBe('Welcome, Asha Rao');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    profile.unmount();
    for (const url of ['/user/wishlist', NOTIFICATION_SETTINGS_PATH, `${ENQUIRIES_PATH}/12`]) {
      const other = renderPage(<AccountMenu />, { url });
      expect(screen.queryByTestId('account-name')).toBeNull();
      expect(screen.queryByLabelText('Profile photo')).toBeNull();
      expect(item('View Profile')).toBeTruthy();
      other.unmount();
    }
  });

  it('keeps My reviews selected while a review is written, and offers a Customer no owner reviews', () => {
    mockApi({});
    signIn('Customer');
    renderPage(<AccountMenu />, { url: writeReviewPath(42) });
    expect(item(RATING_MESSAGES.myReviewsTitle)?.className).toContain('Mui-selected');
    expect(item(RATING_MESSAGES.listerReviewsMenu)).toBeNull();
  });

  it('selects Notifications on its page', () => {
    mockApi({});
    signIn('Lister');
    renderPage(<AccountMenu />, { url: NOTIFICATION_SETTINGS_PATH });
    expect(item('Notifications')?.className).toContain('Mui-selected');
    expect(item('Dashboard')?.className).not.toContain('Mui-selected');
  });

  it('asks for no unread count when signed out', () => {
    const { calls } = mockApi({});
    renderMenu();
    expect(calls).toHaveLength(0);
  });

  it('keeps My enquiries selected on a thread of it', () => {
    mockApi({});
    signIn('Customer');
    renderPage(<AccountMenu />, { url: `${ENQUIRIES_PATH}/12` });
    expect(item('My enquiries')?.className).toContain('Mui-selected');
    expect(item('View All Shortlist')?.className).not.toContain('Mui-selected');
  });

  it.each([
    ['List PG', 'You are going to list PG ?', '/user/pg'],
    ['List Hostel', 'You are going to list Hostel ?', '/user/hostel'],
    ['List Mess', 'You are going to list Mess ?', '/user/mess'],
    ['List Room Sharing', 'You are going to list room ?', '/user/Room'],
  ])('asks a Lister before %s: Cancel stays, Ok goes to the wizard', async (label, question, target) => {
    signIn('Lister');
    renderMenu();
    expect(item('View All Listing')).toBeTruthy();
    expect(item('View All Shortlist')).toBeNull();
    fireEvent.click(item(label)!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(question)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('current-path').textContent).toBe('/myaccount');
    fireEvent.click(item(label)!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe(target));
  });

  it('asks for a picture before uploading', async () => {
    signIn('Customer');
    const { fetchMock } = { fetchMock: jest.fn() };
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    renderMenu();
    upload();
    expect(await screen.findByText(ACCOUNT_MESSAGES.selectImage)).toBeTruthy();
    expect(uploads(fetchMock)).toHaveLength(0);
  });

  it("uploads with 'Uploading...', toasts the server message and shows the new photo", async () => {
    signIn('Customer');
    renderMenu();
    const avatarUrl = 'http://localhost:4000/storage/avatars/abc.webp';
    const gate = gatedFetch(200, {
      status: true,
      message: 'Profile image updated successfully',
      avatar_url: avatarUrl,
      user: { ...testUser, avatar_url: avatarUrl },
    });
    chooseFile(picture());
    expect(screen.getByText('me.png')).toBeTruthy();
    upload();
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeTruthy();
    const call = gate.calls.find(({ url }) => url.endsWith('/profile-image'));
    const body = call?.init?.body as FormData;
    expect((body.get('avatar') as File).name).toBe('me.png');
    gate.release();
    expect(await screen.findByText('Profile image updated successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Asha Rao' }).getAttribute('src')).toBe(avatarUrl),
    );
    expect(useAuthStore.getState().user?.avatar_url).toBe(avatarUrl);
    expect(screen.queryByText('me.png')).toBeNull();
  });

  it("shows the server's reason for a refused file, and the spec's text when the upload fails", async () => {
    signIn('Customer');
    renderMenu();
    const refused = gatedFetch(422, {
      status: false,
      message: 'Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).',
      errors: { avatar: ['Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).'] },
    });
    refused.release();
    chooseFile(picture());
    upload();
    expect(
      await screen.findByText('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).'),
    ).toBeTruthy();
    const broken = gatedFetch(500, { status: false, message: 'Server error. Please try again later.' });
    broken.release();
    upload();
    expect(await screen.findByText(ACCOUNT_MESSAGES.uploadFailed)).toBeTruthy();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    signIn('Customer');
    const fetchMock = jest.fn();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    renderMenu();
    const big = picture();
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    chooseFile(big);
    upload();
    expect(
      await screen.findByText('The image is larger than 5 MB. Please choose a smaller one.'),
    ).toBeTruthy();
    expect(uploads(fetchMock)).toHaveLength(0);
  });
});
