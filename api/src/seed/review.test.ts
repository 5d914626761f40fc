import { ADMIN_API } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { call, makeUser } from '../test/listing-fixtures';
import { useTestApp } from '../test/suite';
import { QUEUE_LISTER_EMAIL } from './review';

describe.each(testDatabaseKinds)('seeded review data on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('approves the demo listings, queues two of a seeded Lister, and leaves one open report from the demo Customer', async () => {
    const { rows } = await t.db.query<{ review: string; status: string; n: number }>(
      'SELECT review, status, count(*)::int AS n FROM properties GROUP BY review, status ORDER BY review, status',
    );
    const count = (review: string, status?: string) =>
      rows
        .filter((r) => r.review === review && (!status || r.status === status))
        .reduce((n, r) => n + r.n, 0);
    expect(count('pending')).toBe(2);
    expect(count('unsubmitted')).toBe(count('unsubmitted', 'draft'));
    expect(count('approved')).toBeGreaterThan(100);
    expect(count('rejected') + count('suspended')).toBe(0);

    const admin = await makeUser(t, 'Admin');
    const queue = await call(t, 'GET', `${ADMIN_API.listings}?status=pending`, admin);
    expect(queue.body.total).toBe(2);
    const [first, second] = queue.body.data as Array<{ submitted_at: string; owner: { name: string } }>;
    expect(first!.owner.name).toBe('Priya Nair');
    expect(second!.owner.name).toBe('Priya Nair');
    // Submitted a day or two ago, oldest first.
    const ageDays = (iso: string) => (Date.now() - Date.parse(iso)) / 86_400_000;
    expect(ageDays(first!.submitted_at)).toBeGreaterThan(2);
    expect(ageDays(first!.submitted_at)).toBeLessThan(3);
    expect(ageDays(second!.submitted_at)).toBeGreaterThan(1);
    expect(ageDays(second!.submitted_at)).toBeLessThan(2);
    // Waiting listings are not public.
    const pendingIds = (queue.body.data as Array<{ id: number }>).map((l) => l.id);
    for (const id of pendingIds)
      expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).status).toBe(404);

    const reports = await call(t, 'GET', ADMIN_API.reports, admin);
    expect(reports.body.total).toBe(1);
    expect(reports.body.data[0]).toMatchObject({
      kind: 'listing',
      reason_label: 'Broker posing as owner',
      status: 'open',
      reporter: { email: 'asha@demo.basera.in' },
      listing: { review: 'approved' },
    });
    expect(reports.body.data[0].reported_user.email).not.toBe(QUEUE_LISTER_EMAIL);
    expect(
      (await call(t, 'GET', `/get-property-details-by-id/${reports.body.data[0].listing.id}`, null)).status,
    ).toBe(200);
  });
});
