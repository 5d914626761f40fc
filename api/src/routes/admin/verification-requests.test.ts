import { ADMIN_API, REVIEW_MESSAGES as R } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../../test/listing-fixtures';

interface Summary {
  id: number;
  review: string;
  verified_at: string | null;
  verification_requested_at: string | null;
}

/**
 * Verification requests (issue 31): an owner who bought "Featured 30 days + Verified" has
 * verification_requested_at set; the operators list those listings, see when it was asked, and verifying clears
 * the request in the same update, audited as any verification.
 */
describe.each(testDatabaseKinds)('verification requests on %s', (kind) => {
  const t = useListingSuite(kind);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await makeUser(t, 'Admin');
  });

  /** The owner's purchase as the subscribe route records it: asked `daysAgo` days ago. */
  const request = (id: number, daysAgo: number) =>
    t.db.query(
      `UPDATE properties SET verification_requested_at = now() - make_interval(days => $2) WHERE id = $1`,
      [id, daysAgo],
    );
  const requested = async (user: TestUser | null = admin, query = 'verification=requested') =>
    call(t, 'GET', `${ADMIN_API.listings}?${query}`, user);
  const ids = (body: { data: Summary[] }) => body.data.map((listing) => listing.id);

  it('lists the requests oldest first, whatever the review state, with when each was asked', async () => {
    const live = await fixtureListing(t, { ownerId: t.lister.id });
    const older = await fixtureListing(t, { ownerId: t.lister.id });
    const pending = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending', submittedDaysAgo: 1 });
    const notAsked = await fixtureListing(t, { ownerId: t.lister.id });
    const archived = await fixtureListing(t, { ownerId: t.lister.id });
    await request(live, 1);
    await request(older, 3);
    await request(pending, 2);
    await request(archived, 4);
    await t.db.query(`UPDATE properties SET status = 'archived', archived_at = now() WHERE id = $1`, [
      archived,
    ]);

    const res = await requested();
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([older, pending, live]);
    expect(res.body.total).toBe(3);
    expect(res.body.per_page).toBe(20);
    const byId = new Map((res.body.data as Summary[]).map((listing) => [listing.id, listing]));
    expect(byId.get(pending)!.review).toBe('pending');
    const asked = Date.parse(byId.get(older)!.verification_requested_at!);
    expect((Date.now() - asked) / 86_400_000).toBeCloseTo(3, 1);
    expect(ids(res.body)).not.toContain(notAsked);

    // The usual tabs are unchanged, and carry the request too.
    const queue = await requested(admin, 'status=pending');
    expect(ids(queue.body)).toEqual([pending]);
    expect((queue.body.data as Summary[])[0]!.verification_requested_at).not.toBeNull();
    const approved = await requested(admin, 'status=approved');
    const notAskedRow = (approved.body.data as Summary[]).find((listing) => listing.id === notAsked);
    expect(notAskedRow!.verification_requested_at).toBeNull();

    // The review screen says when the owner asked.
    const screen = await call(t, 'GET', `/admin/listings/${live}`, admin);
    expect(Date.parse(screen.body.data.verification_requested_at)).toBeGreaterThan(
      Date.now() - 2 * 86_400_000,
    );
    const plain = await call(t, 'GET', `/admin/listings/${notAsked}`, admin);
    expect(plain.body.data.verification_requested_at).toBeNull();
  });

  it('verifying clears the request in the same update and is audited; the list no longer shows it', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    await request(id, 1);
    expect(ids((await requested()).body)).toContain(id);

    const res = await call(t, 'POST', ADMIN_API.verify(id), admin, {
      method: 'visit',
      note: 'Rooms as shown',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(R.verified);
    const row = (
      await t.db.query<{
        verified_at: Date | null;
        verification_requested_at: Date | null;
        updated_at: Date;
      }>('SELECT verified_at, verification_requested_at, updated_at FROM properties WHERE id = $1', [id])
    ).rows[0]!;
    expect(row.verified_at).not.toBeNull();
    expect(row.verification_requested_at).toBeNull();
    // One UPDATE wrote both: the badge's time is the row's update time.
    expect(new Date(row.verified_at!).getTime()).toBe(new Date(row.updated_at).getTime());
    expect(ids((await requested()).body)).not.toContain(id);
    const screen = await call(t, 'GET', `/admin/listings/${id}`, admin);
    expect(screen.body.data.verification_requested_at).toBeNull();
    expect(screen.body.data.verified).toMatchObject({ method: 'visit', note: 'Rooms as shown' });

    const audit = await t.db.query<{ action: string; reason: string | null; detail: unknown }>(
      `SELECT action, reason, detail FROM admin_audit WHERE target_kind = 'listing' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'listing.verify', reason: 'Rooms as shown' });
    const detail = audit.rows[0]!.detail;
    expect(typeof detail === 'string' ? JSON.parse(detail) : detail).toEqual({
      method: 'visit',
      requested: true,
    });

    // Taking the badge off later does not bring the request back.
    expect((await call(t, 'DELETE', ADMIN_API.verify(id), admin)).status).toBe(200);
    expect(ids((await requested()).body)).not.toContain(id);
  });

  it('a verify refused (listing not live) keeps the request', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending' });
    await request(id, 1);
    const res = await call(t, 'POST', ADMIN_API.verify(id), admin, { method: 'call' });
    expect(res.status).toBe(422);
    expect(ids((await requested()).body)).toContain(id);
  });

  it('leaves a listing its owner deleted (archived) out of the review tabs, even one that was waiting', async () => {
    const waiting = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending', submittedDaysAgo: 5 });
    const live = await fixtureListing(t, { ownerId: t.lister.id });
    const before = await requested(admin, 'status=pending');
    expect(ids(before.body)).toContain(waiting);
    await t.db.query(
      `UPDATE properties SET status = 'archived', archived_at = now() WHERE id = ANY ($1::bigint[])`,
      [[waiting, live]],
    );
    const after = await requested(admin, 'status=pending');
    expect(ids(after.body)).not.toContain(waiting);
    expect(after.body.total).toBe(before.body.total - 1);
    expect(ids((await requested(admin, 'status=approved')).body)).not.toContain(live);
  });

  it('is for operators only, and refuses an unknown filter', async () => {
    expect((await requested(t.lister)).status).toBe(403);
    expect((await requested(null)).status).toBe(401);
    const bad = await requested(admin, 'verification=maybe');
    expect(bad.status).toBe(422);
  });
});
