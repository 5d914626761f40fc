import type { OwnListing } from '@basera/shared';
import { AUTH_MESSAGES, RATING_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OwnListingsPage from '../OwnListingsPage';
import type { SentInvitation } from './calls/invitations';
import { CLOSED_AT, OPEN_UNTIL } from './fixtures';

// Whole pages in jsdom: slow on a busy 2-core machine, not stuck.
jest.setTimeout(20_000);

type Handler = Parameters<typeof mockApi>[0][string];

const LOTUS = {
  id: 7,
  listing_id: 'BSR-PG-7',
  property_type: 'PG',
  accommodation_name: 'Lotus PG',
  locality: 'Indiranagar',
  city_name: 'Bengaluru',
  monthly_charge_min: 9500,
  photo: null,
  status: 'active',
  wizard_step: 7,
  expires_at: OPEN_UNTIL,
  beds: [],
  free_beds_now: 0,
  review: 'approved',
  review_reason: null,
  rating_avg: 4.25,
  rating_count: 4,
} as unknown as OwnListing;

const sent = (contact: string, change: Partial<SentInvitation> = {}): SentInvitation => ({
  contact,
  contact_kind: contact.includes('@') ? 'email' : 'phone',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: OPEN_UNTIL,
  accepted: false,
  ...change,
});

const INVITATIONS = [
  sent('asha@example.in', { accepted: true }),
  sent('9000000002'),
  sent('9000000003', { created_at: '2025-11-01T10:00:00.000Z', expires_at: CLOSED_AT }),
];

const INVITES_PATH = '/own-property/7/review-invitations';

/**
 * My Listings over a fake API; the invitations path answers GET with the list and POST with `post` (the list
 * gains the contact after a 201).
 */
function renderListings(
  post: (contact: string) => [number, unknown] = () => [201, { status: true, message: M.inviteSent }],
) {
  let invitations = INVITATIONS;
  const route: Handler = (body) => {
    if (body.contact === undefined) return [200, { status: true, data: invitations }];
    const answer = post(String(body.contact));
    if (answer[0] === 201) invitations = [sent(String(body.contact)), ...invitations];
    return answer;
  };
  const api = mockApi({
    '/get-all-properties': () => [200, { status: true, data: { properties: [LOTUS], photoPath: '' } }],
    [INVITES_PATH]: route,
  });
  signIn('Lister');
  renderPage(<OwnListingsPage />, { url: '/user/view-all-listing', path: '/user/view-all-listing' });
  const methods = () =>
    api.fetchMock.mock.calls
      .filter(([url]) => new URL(url).pathname === `/api${INVITES_PATH}`)
      .map(([, init]) => (init as { method?: string } | undefined)?.method ?? 'GET');
  const posted = () =>
    api.calls
      .filter((call) => call.path === INVITES_PATH && call.body.contact !== undefined)
      .map((call) => call.body);
  return { methods, posted };
}

/** Opens the invite dialog from the listing's menu. */
async function openInvite() {
  const card = await screen.findByRole('article', { name: 'Lotus PG' });
  fireEvent.click(within(card).getByRole('button', { name: 'More actions for Lotus PG' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: M.inviteAction }));
  return screen.findByRole('dialog', { name: M.inviteTitle });
}

const sentRows = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByTestId('sent-invitation')
    .map((row) => row.textContent);

describe('InviteDialog (from My Listings)', () => {
  it('shows the invitations already sent, accepted ones marked', async () => {
    renderListings();
    const dialog = await openInvite();
    expect(within(dialog).getByText(M.inviteText('Lotus PG'))).toBeTruthy();
    await waitFor(() => expect(sentRows(dialog)).toHaveLength(3));
    expect(within(dialog).getByRole('heading', { name: 'Invitations sent' })).toBeTruthy();
    expect(sentRows(dialog)).toEqual([
      'asha@example.in20 Nov 2026Accepted',
      '900000000220 Nov 2026Not used yet',
      '90000000031 Nov 2025Link expired',
    ]);
  });

  it('checks the contact as an email or a 10-digit number, sends it, and lists it', async () => {
    const { posted, methods } = renderListings();
    const dialog = await openInvite();
    const field = within(dialog).getByRole('textbox', { name: M.inviteContact });
    const send = within(dialog).getByRole('button', { name: M.inviteSend });
    fireEvent.click(send);
    expect(await within(dialog).findByText(AUTH_MESSAGES.identifierRequired)).toBeTruthy();
    for (const wrong of ['12345', '0987654321', 'asha@', '98765 4321']) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(send);
      expect(await within(dialog).findByText(AUTH_MESSAGES.identifierInvalid)).toBeTruthy();
    }
    expect(posted()).toEqual([]);

    fireEvent.change(field, { target: { value: ' 9123456780 ' } });
    fireEvent.click(send);
    expect(await screen.findByText(M.inviteSent)).toBeTruthy();
    expect(posted()).toEqual([{ contact: '9123456780' }]);
    // The list is read again (the new one on top), the field is empty for the next resident, the dialog stays.
    await waitFor(() => expect(sentRows(dialog)[0]).toBe('9123456780' + '20 Nov 2026Not used yet'));
    expect((field as HTMLInputElement).value).toBe('');
    expect(methods()).toEqual(['GET', 'POST', 'GET']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s answers: its own contact under the field, not live and too many in the dialog', async () => {
    const answers: Array<[number, unknown]> = [
      [422, { status: false, message: 'Invalid', errors: { contact: [M.inviteSelf] } }],
      [409, { status: false, message: M.inviteNotPublic }],
      [429, { status: false, message: M.inviteTooMany }],
    ];
    renderListings(() => answers.shift()!);
    const dialog = await openInvite();
    const field = within(dialog).getByRole('textbox', { name: M.inviteContact });
    fireEvent.change(field, { target: { value: 'ravi@demo.basera.in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.inviteSend }));
    expect(await within(dialog).findByText(M.inviteSelf)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'meera@example.in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.inviteSend }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.inviteNotPublic);
    fireEvent.click(within(dialog).getByRole('button', { name: M.inviteSend }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(M.inviteTooMany));
    // What was typed stays, to try again later.
    expect((field as HTMLInputElement).value).toBe('meera@example.in');
  });
});
