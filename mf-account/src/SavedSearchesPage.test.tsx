import { type SavedSearch, useAuthStore } from '@basera/shared';
import { NOTIFY_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SavedSearchesPage from './SavedSearchesPage';

jest.setTimeout(30_000);

const search = (id: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Search ${id}`,
  url: `/pg?city_id=${id}`,
  alert: 'instant',
  paused: false,
  new_matches: 0,
  created_at: '2026-11-01T10:00:00Z',
  last_seen_at: '2026-11-01T10:00:00Z',
  ...overrides,
});

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

/** A fake of the API's saved searches: GET lists, PATCH changes, DELETE removes (by the request's method). */
function savedApi(initial: SavedSearch[]) {
  let list = [...initial];
  const api = mockApi({});
  const routes: Record<string, (body: Record<string, unknown>, method: string) => [number, unknown]> = {
    '/saved-searches': () => [200, { status: true, data: list }],
  };
  for (const one of initial)
    routes[`/saved-searches/${one.id}`] = (body, method) => {
      if (method === 'DELETE') {
        list = list.filter((s) => s.id !== one.id);
        return [200, { status: true, message: M.searchDeleted }];
      }
      if (body.name === 'x'.repeat(61))
        return [422, { status: false, message: M.nameTooLong, errors: { name: [M.nameTooLong] } }];
      const current = list.find((s) => s.id === one.id)!;
      const next = {
        ...current,
        ...(body.name ? { name: body.name as string } : {}),
        ...(body.paused !== undefined ? { paused: body.paused as boolean } : {}),
        ...(body.alert ? { alert: body.alert as SavedSearch['alert'] } : {}),
        ...(body.seen ? { new_matches: 0 } : {}),
      };
      list = list.map((s) => (s.id === one.id ? next : s));
      return [200, { status: true, message: M.searchUpdated, data: next }];
    };
  api.fetchMock.mockImplementation(async (input: string, init?: { body?: string; method?: string }) => {
    const url = new URL(input);
    const path = url.pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(init.body) : {};
    api.calls.push({ path, body, query: url.searchParams });
    const [status, payload] = routes[path]?.(body, init?.method ?? 'GET') ?? [
      404,
      { status: false, message: 'Not found' },
    ];
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(payload),
    };
  });
  const methods = () =>
    api.fetchMock.mock.calls.map(
      (call) =>
        `${(call[1] as { method?: string } | undefined)?.method ?? 'GET'} ${new URL(call[0] as string).pathname.replace(/^\/api/, '')}`,
    );
  return { api, methods };
}

const page = () =>
  renderPage(<SavedSearchesPage />, { url: '/user/saved-searches', path: '/user/saved-searches' });
const row = (name: string) => screen.getByRole('listitem', { name });

describe('SavedSearchesPage', () => {
  it('lists each search with its new matches; Open marks it seen and goes to its results', async () => {
    const { methods } = savedApi([
      search(1, { name: 'Girls PG', new_matches: 3 }),
      search(2, { name: 'Hostel' }),
    ]);
    page();
    expect(await screen.findByText('Girls PG')).toBeTruthy();
    expect(within(row('Girls PG')).getByText('3 new')).toBeTruthy();
    expect(within(row('Hostel')).getByText('No new matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open Girls PG' }));
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/pg'));
    expect(methods()).toContain('PATCH /saved-searches/1');
  });

  it('renames (the server word under the field), pauses, resumes and changes the alert', async () => {
    const { api } = savedApi([search(5, { name: 'Near college' })]);
    page();
    await screen.findByText('Near college');
    fireEvent.click(within(row('Near college')).getByRole('button', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: /Name/ });
    fireEvent.change(field, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.nameTooLong)).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Near Christ University' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Near Christ University')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row('Near Christ University')).getByRole('button', { name: 'Pause' }));
    expect(await within(row('Near Christ University')).findByText('Paused')).toBeTruthy();
    fireEvent.click(within(row('Near Christ University')).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(row('Near Christ University')).queryByText('Paused')).toBeNull());

    fireEvent.mouseDown(within(row('Near Christ University')).getByRole('combobox', { name: 'Alerts' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Daily digest' }));
    await waitFor(() => expect(api.calls.map((call) => call.body)).toContainEqual({ alert: 'daily' }));
    expect(api.calls.map((call) => call.body)).toEqual(
      expect.arrayContaining([{ name: 'Near Christ University' }, { paused: true }, { paused: false }]),
    );
  });

  it('deletes only after asking', async () => {
    const { methods } = savedApi([search(7, { name: 'Old search' })]);
    page();
    await screen.findByText('Old search');
    fireEvent.click(within(row('Old search')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(methods()).not.toContain('DELETE /saved-searches/7');
    fireEvent.click(within(row('Old search')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.searchDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Old search')).toBeNull());
    expect(methods()).toContain('DELETE /saved-searches/7');
  });

  it('says what to do when there is none', async () => {
    savedApi([]);
    page();
    expect(await screen.findByText('You have no saved searches yet.')).toBeTruthy();
  });
});
