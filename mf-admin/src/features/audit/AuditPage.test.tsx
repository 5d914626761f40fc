import { formatDateTime } from '@basera/shared';
import type { AuditRow } from '@basera/shared/schemas';
import { mockApi, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AuditPage from './AuditPage';

const row = (id: number, change: Partial<AuditRow> = {}): AuditRow => ({
  id,
  actor_email: 'admin@demo.basera.in',
  action: 'listing.approve',
  target_kind: 'listing',
  target_id: String(100 + id),
  reason: null,
  detail: {},
  created_at: `2026-11-2${id % 10}T10:00:00.000Z`,
  ...change,
});

/** A fake GET /admin/audit over `rows` (newest first), filtering and paging like the API. */
function auditApi(rows: AuditRow[]) {
  return mockApi({
    '/admin/audit': (_body, query) => {
      const action = query.get('action');
      const page = Number(query.get('page') ?? 1);
      const matching = rows.filter(
        (item) => !action || item.action === action || item.action.startsWith(`${action}.`),
      );
      return [
        200,
        {
          status: true,
          data: matching.slice((page - 1) * 20, page * 20),
          total: matching.length,
          page,
          per_page: 20,
        },
      ];
    },
  });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => stubMatchMedia(true));

describe('AuditPage', () => {
  it('lists who did what to which target, when and why, in the order the API gives (newest first)', async () => {
    auditApi([
      row(3, {
        action: 'user.ban',
        target_kind: 'user',
        target_id: '55',
        reason: 'Asked for a deposit by UPI',
      }),
      row(2, { action: 'content.update', target_kind: 'faq', target_id: '4', actor_email: 'ops2@basera.in' }),
      row(1),
    ]);
    renderPage(<AuditPage />, { url: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    const cells = bodyRows().map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map((c) => c.slice(1))).toEqual([
      ['admin@demo.basera.in', 'User banned', 'user #55', 'Asked for a deposit by UPI'],
      ['ops2@basera.in', 'Content updated', 'faq #4', '—'],
      ['admin@demo.basera.in', 'Listing approved', 'listing #101', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'user #55' }).getAttribute('href')).toBe('/admin/users/55');
    expect(screen.getByRole('link', { name: 'listing #101' }).getAttribute('href')).toBe(
      '/admin/listings/101',
    );
    expect(screen.queryByRole('link', { name: 'faq #4' })).toBeNull();
    expect(screen.getByText('3 entries, newest first')).toBeTruthy();
  });

  it('filters by one action or a kind of action, in the address, back on page 1', async () => {
    const { calls } = auditApi([
      row(3, { action: 'user.ban', target_kind: 'user', target_id: '55' }),
      row(2, { action: 'user.unban', target_kind: 'user', target_id: '55' }),
      row(1),
    ]);
    renderPage(<AuditPage />, { url: '/admin/audit?page=2' });
    await screen.findByText('No operator action yet.');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'user.ban' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(calls.at(-1)!.query.get('action')).toBe('user.ban');
    expect(calls.at(-1)!.query.get('page')).toBe('1');

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'user' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'content.delete' } });
    expect(await screen.findByText('No operator action of this kind yet.')).toBeTruthy();
  });

  it('pages through 20 at a time', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(25 - i, { target_id: `L${25 - i}` }));
    const { calls } = auditApi(rows);
    renderPage(<AuditPage />, { url: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(bodyRows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('listing #L5')).toBeTruthy();
    expect(calls.at(-1)!.query.get('page')).toBe('2');
  });

  it('ignores an unknown action in the address and offers Retry when the log cannot load', async () => {
    let up = false;
    const { calls } = mockApi({
      '/admin/audit': () =>
        up
          ? [200, { status: true, data: [row(1)], total: 1, page: 1, per_page: 20 }]
          : [500, { status: false, message: 'Server error' }],
    });
    renderPage(<AuditPage />, { url: '/admin/audit?action=drop.table' });
    expect(await screen.findByText('We could not load the audit log.')).toBeTruthy();
    expect(calls[0]!.query.has('action')).toBe(false);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Audit log' });
  });

  it('on a phone, lists each entry as a block instead of a wide table', async () => {
    stubMatchMedia(false);
    auditApi([
      row(2, { action: 'user.ban', target_kind: 'user', target_id: '55', reason: 'Fake photos' }),
      row(1),
    ]);
    renderPage(<AuditPage />, { url: '/admin/audit' });
    const list = await screen.findByRole('list', { name: 'Audit log' });
    expect(screen.queryByRole('table')).toBeNull();
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `User banned · user #55admin@demo.basera.in · ${formatDateTime(row(2).created_at)}Fake photos`,
      `Listing approved · listing #101admin@demo.basera.in · ${formatDateTime(row(1).created_at)}`,
    ]);
    expect(within(entries[0]!).getByRole('link', { name: 'user #55' }).getAttribute('href')).toBe(
      '/admin/users/55',
    );
  });
});
