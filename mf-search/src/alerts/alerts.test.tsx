import { type LoginIntent, onOpenModalBox, useAuthStore } from '@basera/shared';
import { NOTIFY_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, testUser } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BED_ALERT_LABEL, BED_ALERT_REASON, BedAlertToggle, isFull } from './BedAlertToggle';
import { SAVE_SEARCH_LABEL, SAVE_SEARCH_REASON, SaveSearchButton } from './SaveSearchButton';
import { savedSearchUrl, searchName } from './save-search';

jest.setTimeout(30_000);
afterEach(() => act(() => useAuthStore.getState().logout()));
const signIn = () =>
  act(() => useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' }));

/** Clicks `name` signed out and returns the intent the login box was opened with. */
function clickSignedOut(name: string) {
  let intent: LoginIntent | null = null;
  const stop = onOpenModalBox((_mode, heard) => {
    intent = heard;
  });
  fireEvent.click(screen.getByRole('button', { name }));
  stop();
  if (!intent) throw new Error('the login box was not asked for');
  return intent as LoginIntent;
}

const saved = (body: Record<string, unknown>): [number, unknown] => [
  201,
  { status: true, message: M.searchSaved, data: { id: 1, ...body, paused: false, new_matches: 0 } },
];

describe('saved search helpers', () => {
  it('keeps the search, not the page number or the map view', () => {
    expect(savedSearchUrl('/pg', new URLSearchParams('city_id=3&page=2&view=map&sharing=Double'))).toBe(
      '/pg?city_id=3&sharing=Double',
    );
    expect(savedSearchUrl('/PG', new URLSearchParams('page=4'))).toBe('/PG');
  });
  it('names a search after its chips, else the title, within 60 characters', () => {
    expect(searchName(['Bengaluru', 'PG', 'Girls'], 'PG listings')).toBe('Bengaluru · PG · Girls');
    expect(searchName([], 'PG listings')).toBe('PG listings');
    const long = searchName(['x'.repeat(50), 'y'.repeat(50)], 'T');
    expect(long.length).toBe(60);
    expect(long.endsWith('…')).toBe(true);
  });
  it('calls a listing full when it lists beds and none is free today', () => {
    expect(isFull({ beds: [{}], free_beds_now: 0 })).toBe(true);
    expect(isFull({ beds: [{}], free_beds_now: 2 })).toBe(false);
    expect(isFull({ beds: [], free_beds_now: 0 })).toBe(false);
  });
});

describe('Save this search', () => {
  it('signed in: the dialog saves the URL with the prefilled name and the chosen alert', async () => {
    signIn();
    const api = mockApi({ '/saved-searches': saved });
    renderPage(<SaveSearchButton url="/pg?city_id=3" name="Bengaluru · PG" />, { url: '/pg?city_id=3' });
    fireEvent.click(screen.getByRole('button', { name: SAVE_SEARCH_LABEL }));
    const name = (await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Bengaluru · PG');
    fireEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.searchSaved)).toBeTruthy();
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/saved-searches', { name: 'Bengaluru · PG', url: '/pg?city_id=3', alert: 'daily' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a name before calling, and shows the server word under the field', async () => {
    signIn();
    const api = mockApi({
      '/saved-searches': () => [
        422,
        { status: false, message: M.nameTooLong, errors: { name: [M.nameTooLong] } },
      ],
    });
    renderPage(<SaveSearchButton url="/pg" name="" />);
    fireEvent.click(screen.getByRole('button', { name: SAVE_SEARCH_LABEL }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Near college' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.nameTooLong)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('signed out: the login box says why, and the dialog opens once signed in', async () => {
    const api = mockApi({ '/saved-searches': saved });
    renderPage(<SaveSearchButton url="/hostel" name="Hostel listings" compact />);
    const intent = clickSignedOut(SAVE_SEARCH_LABEL);
    expect(intent.reason).toBe(SAVE_SEARCH_REASON);
    expect(screen.queryByRole('dialog')).toBeNull();
    signIn();
    act(() => intent.resume?.('Customer'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.searchSaved)).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ name: 'Hostel listings', url: '/hostel', alert: 'instant' });
  });
});

describe('Tell me when a bed frees up', () => {
  it('signed in: turns the alert on and off', async () => {
    signIn();
    let on = false;
    const api = mockApi({
      '/listings/7/bed-alert': (body) => {
        const method = api.fetchMock.mock.calls.at(-1)?.[1] as { method?: string } | undefined;
        if (method?.method === 'PUT') on = true;
        if (method?.method === 'DELETE') on = false;
        return [200, { status: true, message: on ? M.bedAlertOn : M.bedAlertOff, data: { on }, body }];
      },
    });
    renderPage(<BedAlertToggle listingId={7} />);
    const button = screen.getByRole('button', { name: BED_ALERT_LABEL });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByText(M.bedAlertOn)).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    expect(await screen.findByText(M.bedAlertOff)).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('signed out: asks to sign in, then turns it on', async () => {
    const api = mockApi({
      '/listings/9/bed-alert': () => [200, { status: true, message: M.bedAlertOn, data: { on: true } }],
    });
    renderPage(<BedAlertToggle listingId={9} />);
    const intent = clickSignedOut(BED_ALERT_LABEL);
    expect(intent.reason).toBe(BED_ALERT_REASON);
    expect(api.calls).toHaveLength(0);
    signIn();
    act(() => intent.resume?.('Customer'));
    expect(await screen.findByText(M.bedAlertOn)).toBeTruthy();
    const methods = api.fetchMock.mock.calls.map((call) => (call[1] as { method?: string }).method ?? 'GET');
    expect(methods).toContain('PUT');
  });
});
