import { ADMIN_API, REVIEW_MESSAGES as R, REVIEW_API } from '@basera/shared/schemas';
import { reportsWhere } from '../../admin/reports';
import { listingSummaries } from '../../admin/review';
import { testDatabaseKinds } from '../../test/databases';
import {
  call,
  fixtureListing,
  makeUser,
  type TestUser,
  uniqueWord,
  useListingSuite,
} from '../../test/listing-fixtures';

interface Report {
  id: number;
  kind: string;
  reason: string;
  reason_label: string;
  note: string;
  status: string;
  resolution: string | null;
  reporter: { id: number } | null;
  listing: { id: number; review: string } | null;
  thread: { id: number; seeker: { id: number }; messages: Array<{ from: string; body: string }> } | null;
  reported_user: { id: number; banned_at: string | null } | null;
}

/** Reports (issue 28): "Report this listing", thread reports, and the operators' actions on them. */
describe.each(testDatabaseKinds)('reports on %s', (kind) => {
  const t = useListingSuite(kind);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await makeUser(t, 'Admin');
  });

  const report = (user: TestUser | null, body: object) =>
    call(t, 'POST', REVIEW_API.reportListing, user, body);
  const openReports = async () =>
    (await call(t, 'GET', `${ADMIN_API.reports}?status=open`, admin)).body.data as Report[];
  const reportOf = async (propertyId: number) =>
    (await openReports()).find((r) => r.listing?.id === propertyId && r.kind === 'listing');
  const auditActions = async (reportId: number) =>
    (
      await t.db.query<{ action: string }>(
        `SELECT action FROM admin_audit WHERE target_kind = 'report' AND target_id = $1 ORDER BY id`,
        [String(reportId)],
      )
    ).rows.map((row) => row.action);

  it('lets a signed-in seeker report a public listing once while the report is open (401/403/404/409/422)', async () => {
    const seeker = await makeUser(t, 'Customer');
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const body = { property_id: id, reason: 'money_before_visit', note: 'Asked for Rs 2000 on the phone' };
    expect((await report(null, body)).status).toBe(401);
    const lister = await report(t.lister, body);
    expect(lister.status).toBe(403);
    expect(lister.body.message).toBe(R.reportSeekersOnly);
    expect((await report(admin, body)).status).toBe(403);
    // Reasons from the list; 'other' needs a note of 3 characters or more.
    const unknown = await report(seeker, { property_id: id, reason: 'rude' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.reason).toEqual(['Choose a reason']);
    const bare = await report(seeker, { property_id: id, reason: 'other', note: ' x ' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.note).toEqual([R.reportNoteRequired]);
    expect((await report(seeker, { ...body, note: 'n'.repeat(1001) })).status).toBe(422);
    // Only a public listing: a pending one answers as a missing one.
    const pending = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending' });
    expect((await report(seeker, { ...body, property_id: pending })).status).toBe(404);
    expect((await report(seeker, { ...body, property_id: 99_999_999 })).status).toBe(404);

    const res = await report(seeker, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: true, message: R.reportThanks });
    const twice = await report(seeker, { property_id: id, reason: 'broker' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(R.reportTwice);
    // Two at once from another seeker: one report, one 409 (the unique index holds it).
    const other = await makeUser(t, 'Customer');
    const both = await Promise.all([report(other, body), report(other, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    const stored = await reportOf(id);
    expect(stored).toMatchObject({
      kind: 'listing',
      reason: 'money_before_visit',
      reason_label: 'Asks for money before a visit',
      note: 'Asked for Rs 2000 on the phone',
      status: 'open',
      reporter: { id: seeker.id },
      listing: { id, review: 'approved' },
      thread: null,
      reported_user: { id: t.lister.id, banned_at: null },
    });
    // Once the report is closed the seeker may report the listing again.
    expect((await call(t, 'POST', ADMIN_API.dismissReport(stored!.id), admin, {})).status).toBe(200);
    expect((await report(seeker, { property_id: id, reason: 'broker' })).status).toBe(201);
  });

  it('lists open reports oldest first, with the thread beside a thread report', async () => {
    const seeker = await makeUser(t, 'Customer');
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const first = await fixtureListing(t, { ownerId: t.lister.id });
    expect((await report(seeker, { property_id: first, reason: 'fake_photos' })).status).toBe(201);
    await t.db.query(`UPDATE reports SET created_at = now() - interval '300 days' WHERE property_id = $1`, [
      first,
    ]);
    const asked = await call(t, 'POST', '/enquiries', seeker, { property_id: id, message: 'Is a bed free?' });
    expect(asked.status).toBe(201);
    const threadId = asked.body.data.id as number;
    expect(
      (await call(t, 'POST', `/enquiries/${threadId}/messages`, t.lister, { message: 'Pay 5000 first' }))
        .status,
    ).toBe(200);
    const flagged = await call(t, 'POST', `/enquiries/${threadId}/report`, seeker, {
      reason: 'Wants money before a visit',
    });
    expect(flagged.status).toBe(200);
    // Reporting the thread again changes nothing: one report row.
    await call(t, 'POST', `/enquiries/${threadId}/report`, seeker, { reason: 'again' });
    const rows = await t.db.query('SELECT 1 FROM reports WHERE thread_id = $1', [threadId]);
    expect(rows.rows).toHaveLength(1);

    const list = await call(t, 'GET', ADMIN_API.reports, admin);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, per_page: 20 });
    const data = list.body.data as Report[];
    expect(data[0]!.listing?.id).toBe(first);
    const threadReport = data.find((r) => r.thread?.id === threadId)!;
    expect(threadReport).toMatchObject({
      kind: 'thread',
      reason: 'Wants money before a visit',
      reason_label: 'Wants money before a visit',
      reporter: { id: seeker.id },
      listing: { id },
      thread: {
        id: threadId,
        seeker: { id: seeker.id },
        messages: [
          { from: 'seeker', body: 'Is a bed free?' },
          { from: 'owner', body: 'Pay 5000 first' },
        ],
      },
      // The seeker reported: the owner is the one reported.
      reported_user: { id: t.lister.id },
    });
    // A user's page (A1) reads the same shapes: reports made, reports about them, their listings.
    const photoBase = `${t.config.publicUrl}/storage/properties/`;
    const made = await reportsWhere(t.db, { reporterId: seeker.id }, { photoBase });
    expect(made.map((r) => r.id).sort()).toEqual(
      data
        .filter((r) => r.reporter?.id === seeker.id)
        .map((r) => r.id)
        .sort(),
    );
    const about = await reportsWhere(t.db, { reportedUserId: t.lister.id }, { photoBase });
    expect(about.map((r) => r.id)).toEqual(expect.arrayContaining([threadReport.id]));
    expect(await reportsWhere(t.db, { reportedUserId: seeker.id }, { photoBase })).toEqual([]);
    const owned = await listingSummaries(t.db, { ownerId: t.lister.id, photoBase });
    expect(owned.map((l) => l.id)).toEqual(expect.arrayContaining([id, first]));
    // The listing's review screen shows its reports.
    const screen = await call(t, 'GET', `/admin/listings/${id}`, admin);
    expect((screen.body.data.reports as Report[]).map((r) => r.id)).toEqual([threadReport.id]);
    expect((await call(t, 'GET', `${ADMIN_API.reports}?status=closed`, admin)).status).toBe(422);
    expect((await call(t, 'GET', ADMIN_API.reports, seeker)).status).toBe(403);
    expect((await call(t, 'GET', ADMIN_API.reports, null)).status).toBe(401);
  });

  it('dismisses a report (audited; 409 once closed, 404 unknown)', async () => {
    const seeker = await makeUser(t, 'Customer');
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    await report(seeker, { property_id: id, reason: 'full_or_wrong_price' });
    const { id: reportId } = (await reportOf(id))!;
    const res = await call(t, 'POST', ADMIN_API.dismissReport(reportId), admin, {
      reason: 'Price checked, it is right',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(R.reportDismissed);
    const again = await call(t, 'POST', ADMIN_API.dismissReport(reportId), admin, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(R.reportClosed);
    expect((await call(t, 'POST', ADMIN_API.dismissReport(99_999_999), admin, {})).status).toBe(404);
    expect(await auditActions(reportId)).toEqual(['report.dismiss']);
    const dismissed = (await call(t, 'GET', `${ADMIN_API.reports}?status=dismissed`, admin)).body
      .data as Report[];
    expect(dismissed.find((r) => r.id === reportId)).toMatchObject({
      status: 'dismissed',
      resolution: 'Price checked, it is right',
    });
    // The listing is untouched.
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).status).toBe(200);
  });

  it('suspends the listing from a report: out of search at once, owner mailed, report actioned', async () => {
    const seeker = await makeUser(t, 'Customer');
    const locality = uniqueWord('Reportpur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, locality });
    await report(seeker, { property_id: id, reason: 'broker', note: 'Said he is an agent' });
    const { id: reportId } = (await reportOf(id))!;
    const search = async () =>
      (
        (await call(t, 'GET', `/filtered-properties?location=${locality}`, null)).body.data as Array<{
          id: number;
        }>
      ).map((l) => l.id);
    expect(await search()).toEqual([id]);
    expect((await call(t, 'POST', ADMIN_API.suspendFromReport(reportId), admin, {})).status).toBe(422);
    const sentBefore = t.transport.sent.length;
    const res = await call(t, 'POST', ADMIN_API.suspendFromReport(reportId), admin, {
      reason: 'Broker, not owner',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(R.reportActioned);
    expect(await search()).toEqual([]);
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).status).toBe(404);
    const review = await t.db.query<{ review: string; review_reason: string }>(
      'SELECT review, review_reason FROM properties WHERE id = $1',
      [id],
    );
    expect(review.rows[0]).toEqual({ review: 'suspended', review_reason: 'Broker, not owner' });
    expect(t.transport.sent.slice(sentBefore).map((m) => m.subject)).toEqual([
      expect.stringMatching(/has been suspended$/),
    ]);
    expect(await auditActions(reportId)).toEqual(['report.action']);
    const listingAudit = await t.db.query<{ action: string }>(
      `SELECT action FROM admin_audit WHERE target_kind = 'listing' AND target_id = $1`,
      [String(id)],
    );
    expect(listingAudit.rows.map((r) => r.action)).toEqual(['listing.suspend']);
    const again = await call(t, 'POST', ADMIN_API.suspendFromReport(reportId), admin, {
      reason: 'Broker, not owner',
    });
    expect(again.status).toBe(409);
  });

  it('bans the reported user from a report: sessions end, listings hidden, report actioned', async () => {
    const seeker = await makeUser(t, 'Customer');
    const scammer = await makeUser(t);
    const locality = uniqueWord('Banpur');
    const id = await fixtureListing(t, { ownerId: scammer.id, locality });
    await report(seeker, { property_id: id, reason: 'money_before_visit' });
    const { id: reportId } = (await reportOf(id))!;
    const res = await call(t, 'POST', ADMIN_API.banFromReport(reportId), admin, { reason: 'Deposit scam' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(R.reportUserBanned);
    // The ban ends the scammer's sessions and hides their listings at once.
    expect((await call(t, 'GET', '/get-all-properties', scammer)).status).toBe(401);
    const found = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    expect(found.body.data).toEqual([]);
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).status).toBe(404);
    expect(await auditActions(reportId)).toEqual(['report.action']);
    const banned = await t.db.query<{ banned_at: Date | null; ban_reason: string }>(
      'SELECT banned_at, ban_reason FROM users WHERE id = $1',
      [scammer.id],
    );
    expect(banned.rows[0]!.banned_at).not.toBeNull();
    expect(banned.rows[0]!.ban_reason).toBe('Deposit scam');
    expect(
      (await call(t, 'POST', ADMIN_API.banFromReport(reportId), admin, { reason: 'Deposit scam' })).status,
    ).toBe(409);
    const actioned = (await call(t, 'GET', `${ADMIN_API.reports}?status=actioned`, admin)).body
      .data as Report[];
    expect(actioned.find((r) => r.id === reportId)).toMatchObject({
      resolution: 'User banned: Deposit scam',
      reported_user: { id: scammer.id, banned_at: expect.any(String) },
    });
  });
});
