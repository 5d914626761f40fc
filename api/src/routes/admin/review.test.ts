import { ADMIN_API, REVIEW_MESSAGES as R, REVIEW_API, replyTimeText } from '@basera/shared/schemas';
import sharp from 'sharp';
import { ADMIN_ONLY_MESSAGE } from '../../admin/guard';
import { testDatabaseKinds } from '../../test/databases';
import {
  call,
  fixtureListing,
  makeUser,
  multipart,
  type TestUser,
  uniqueWord,
  useListingSuite,
} from '../../test/listing-fixtures';

interface Card {
  id: number;
  verified: boolean;
}

/**
 * Listing review (issue 28): a paid listing waits in the operators' queue; approve, reject (resubmit) and
 * suspend are single conditional updates, mailed to the owner and audited; the Verified badge and its filter;
 * the owner's reply rate on the detail page.
 */
describe.each(testDatabaseKinds)('listing review on %s', (kind) => {
  const t = useListingSuite(kind);
  let admin: TestUser;
  let admin2: TestUser;
  let seeker: TestUser;
  let plans: Array<{ id: number; duration_days: number }>;

  beforeAll(async () => {
    admin = await makeUser(t, 'Admin');
    admin2 = await makeUser(t, 'Admin');
    seeker = await makeUser(t, 'Customer');
    plans = (await call(t, 'GET', '/subscription-plans', null)).body.data;
  });

  const emailOf = async (user: TestUser) =>
    (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id])).rows[0]!.email;
  const mailsTo = async (user: TestUser) => {
    const email = await emailOf(user);
    return t.transport.sent.filter((m) => m.to === email);
  };
  const reviewOf = async (id: number) =>
    (
      await t.db.query<{ review: string; review_reason: string | null; submitted_at: Date | null }>(
        'SELECT review, review_reason, submitted_at FROM properties WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const auditOf = async (id: number) =>
    (
      await t.db.query<{ action: string; actor_email: string; reason: string | null }>(
        `SELECT action, actor_email, reason FROM admin_audit WHERE target_kind = 'listing' AND target_id = $1 ORDER BY id`,
        [String(id)],
      )
    ).rows;

  /** Where a visitor can see a listing (its locality is a unique word). */
  const seen = async (id: number, locality: string) => {
    const filtered = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    const keyword = await call(t, 'GET', `/search-properties?search=${locality}`, null);
    const home = await call(t, 'GET', '/get-home', null);
    const details = await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
    return {
      filtered: (filtered.body.data as Card[]).some((l) => l.id === id),
      keyword: (keyword.body.data as Card[]).some((l) => l.id === id),
      recent: (home.body.data.most_recent_listing as Card[]).some((l) => l.id === id),
      counts: home.body.data.listing_counts as Record<string, number>,
      details: details.status,
    };
  };

  const act = (user: TestUser, id: number, action: 'approve' | 'reject' | 'suspend', body: object) =>
    call(t, 'POST', `/admin/listings/${id}/${action}`, user, body);

  it('a published listing (free or paid) waits in review: out of search, keyword, home, detail, shortlist and enquiries; the owner sees it pending', async () => {
    const locality = uniqueWord('Queuepur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6, locality });
    const before = await seen(id, locality);
    const paid = await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: plans[0]!.id });
    expect(paid.status).toBe(200);
    // Basic is free: nothing was paid, and the message says only that it waits for the review.
    expect(paid.body.message).toMatch(
      /^Your listing goes live once our team has reviewed it \(live until \d{1,2} [A-Z][a-z]+ \d{4}\)\.$/,
    );
    expect(paid.body.data.property).toMatchObject({
      id,
      status: 'active',
      review: 'pending',
      review_reason: null,
    });
    expect(Date.now() - (await reviewOf(id)).submitted_at!.getTime()).toBeLessThan(60_000);

    const after = await seen(id, locality);
    expect(after).toMatchObject({ filtered: false, keyword: false, recent: false, details: 404 });
    expect(after.counts.PG).toBe(before.counts.PG);
    // The shortlist, enquiries and a report refuse it as they refuse a listing that is not there.
    expect((await call(t, 'POST', '/wishlist/toggle', seeker, { property_id: id })).status).toBe(404);
    expect(
      (await call(t, 'POST', '/enquiries', seeker, { property_id: id, message: 'Is a bed free?' })).status,
    ).toBe(404);
    expect(
      (await call(t, 'POST', REVIEW_API.reportListing, seeker, { property_id: id, reason: 'broker' })).status,
    ).toBe(404);
    // The owner sees it, with its review, in My Listings and on its own page.
    const own = await call(t, 'GET', '/get-all-properties', t.lister);
    expect(own.body.data.properties.find((p: { id: number }) => p.id === id)).toMatchObject({
      review: 'pending',
      review_reason: null,
    });
    const ownPage = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
    expect(ownPage.body.data.property).toMatchObject({ review: 'pending' });
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, t.lister)).status).toBe(200);

    // Renewing while in the queue keeps its place (no new submission time).
    const submitted = (await reviewOf(id)).submitted_at!.getTime();
    await t.db.query(`UPDATE properties SET submitted_at = now() - interval '1 day' WHERE id = $1`, [id]);
    const renewed = await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: plans[0]!.id });
    expect(renewed.body.message).toMatch(/^Renewed for free: /);
    expect((await reviewOf(id)).submitted_at!.getTime()).toBeLessThan(submitted - 3_600_000);

    // A draft published on a paid plan (Featured) waits in the queue too, and is told its payment arrived.
    const featuredDraft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
    const featured = await call(t, 'POST', '/property-subscribe', t.lister, {
      id: featuredDraft,
      plan_id: plans[1]!.id,
    });
    expect(featured.body.message).toMatch(
      /^Payment received\. Your listing goes live once our team has reviewed it \(paid until \d{1,2} [A-Z][a-z]+ \d{4}\)\.$/,
    );
    expect((await reviewOf(featuredDraft)).review).toBe('pending');
  });

  it('LISTING_REVIEW=off publishes on payment; renewing an approved listing keeps it approved', async () => {
    const locality = uniqueWord('Offpur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6, locality });
    t.config.listingReview = false;
    try {
      const paid = await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: plans[0]!.id });
      expect(paid.body.message).toMatch(/^Your listing is live until /);
      expect(paid.body.data.property.review).toBe('approved');
    } finally {
      t.config.listingReview = true;
    }
    expect(await seen(id, locality)).toMatchObject({ filtered: true, keyword: true, details: 200 });
    const renewed = await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: plans[0]!.id });
    expect(renewed.body.data.property.review).toBe('approved');
    expect((await seen(id, locality)).filtered).toBe(true);
  });

  it('lists the queue oldest submission first, with the owner and photo; other states on request', async () => {
    const lister = await makeUser(t);
    const newer = await fixtureListing(t, { ownerId: lister.id, review: 'pending', submittedDaysAgo: 10 });
    const oldest = await fixtureListing(t, { ownerId: lister.id, review: 'pending', submittedDaysAgo: 30 });
    const middle = await fixtureListing(t, { ownerId: lister.id, review: 'pending', submittedDaysAgo: 20 });
    const rejected = await fixtureListing(t, { ownerId: lister.id, review: 'rejected' });
    const res = await call(t, 'GET', `${ADMIN_API.listings}?status=pending`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, page: 1, per_page: 20 });
    const ids = (res.body.data as Array<{ id: number }>).map((l) => l.id);
    // The three are the oldest in the queue: first, in order of submission.
    expect(ids.slice(0, 3)).toEqual([oldest, middle, newer]);
    expect(ids).not.toContain(rejected);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const phone = (await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [lister.id]))
      .rows[0]!.phone;
    expect(res.body.data[0]).toMatchObject({
      id: oldest,
      property_type: 'PG',
      review: 'pending',
      owner: { id: lister.id, name: 'Ravi Kumar', phone },
      photo: expect.stringMatching(/\/storage\/properties\/fixture\.jpg$/),
      monthly_charge_min: 7500,
    });
    // No status means the queue.
    expect((await call(t, 'GET', ADMIN_API.listings, admin)).body.data[0].id).toBe(oldest);
    const others = await call(t, 'GET', `${ADMIN_API.listings}?status=rejected`, admin);
    expect((others.body.data as Array<{ id: number }>).map((l) => l.id)).toContain(rejected);
    expect((await call(t, 'GET', `${ADMIN_API.listings}?status=lost`, admin)).status).toBe(422);
    // Only operators: 401 without a session, 403 for a Lister or a seeker.
    expect((await call(t, 'GET', ADMIN_API.listings, null)).status).toBe(401);
    const asLister = await call(t, 'GET', ADMIN_API.listings, lister);
    expect(asLister.status).toBe(403);
    expect(asLister.body.message).toBe(ADMIN_ONLY_MESSAGE);
    expect((await act(seeker, oldest, 'approve', { from: 'pending' })).status).toBe(403);
    expect((await call(t, 'GET', `/admin/listings/${oldest}`, seeker)).status).toBe(403);
    // Clear the queue of these for the tests after (approve them).
    for (const id of [oldest, middle, newer]) await act(admin, id, 'approve', { from: 'pending' });
  });

  it('approve: live at once, owner mailed, audited', async () => {
    const locality = uniqueWord('Approvepur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending', locality });
    expect((await seen(id, locality)).details).toBe(404);
    const mails = (await mailsTo(t.lister)).length;
    const res = await act(admin, id, 'approve', { from: 'pending' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: R.approved,
      data: { review: 'approved', review_reason: null },
    });
    expect(await seen(id, locality)).toMatchObject({ filtered: true, keyword: true, details: 200 });
    const sent = (await mailsTo(t.lister)).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Your listing .+ is live$/);
    expect(sent[0]!.text).toContain('/user/view-all-listing');
    expect(await auditOf(id)).toEqual([
      { action: 'listing.approve', actor_email: await emailOf(admin), reason: null },
    ]);
    const row = await t.db.query<{ reviewed_by: number; reviewed_at: Date }>(
      'SELECT reviewed_by, reviewed_at FROM properties WHERE id = $1',
      [id],
    );
    expect(Number(row.rows[0]!.reviewed_by)).toBe(admin.id);
    // Approving again from the state it no longer has: 409, nothing changes, nothing mailed.
    const again = await act(admin2, id, 'approve', { from: 'pending' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(R.conflict);
    expect((await mailsTo(t.lister)).length).toBe(mails + 1);
  });

  it('reject with a reason: owner mailed, "Rejected: reason" for the Lister, resubmit goes to the end of the queue', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending', submittedDaysAgo: 5 });
    // A reason is required (3..500 characters); the state the operator saw must be one reject starts from.
    const bare = await act(admin, id, 'reject', { from: 'pending' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.reason).toBeDefined();
    const short = await act(admin, id, 'reject', { from: 'pending', reason: 'no' });
    expect(short.body.errors.reason).toEqual(['Give a reason of at least 3 characters']);
    const wrongFrom = await act(admin, id, 'reject', { from: 'approved', reason: 'Photos are blurry' });
    expect(wrongFrom.status).toBe(422);
    expect(wrongFrom.body.errors.from).toEqual([R.notAllowed('rejected', 'approved')]);
    expect(
      (await act(admin, 99_999_999, 'reject', { from: 'pending', reason: 'Photos are blurry' })).status,
    ).toBe(404);

    const mails = (await mailsTo(t.lister)).length;
    const res = await act(admin, id, 'reject', {
      from: 'pending',
      reason: 'The photos show another building',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ review: 'rejected', review_reason: 'The photos show another building' });
    const sent = (await mailsTo(t.lister)).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/needs changes$/);
    expect(sent[0]!.text).toContain('Reason: The photos show another building');
    const own = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
    expect(own.body.data.property).toMatchObject({
      review: 'rejected',
      review_reason: 'The photos show another building',
    });
    expect(await auditOf(id)).toEqual([
      {
        action: 'listing.reject',
        actor_email: await emailOf(admin),
        reason: 'The photos show another building',
      },
    ]);

    // Resubmit: the owner only (another Lister 404, a seeker 403), a rejected listing only (409 after).
    const other = await makeUser(t);
    expect((await call(t, 'POST', REVIEW_API.resubmit, other, { id })).status).toBe(404);
    expect((await call(t, 'POST', REVIEW_API.resubmit, seeker, { id })).status).toBe(403);
    expect((await call(t, 'POST', REVIEW_API.resubmit, t.lister, {})).status).toBe(422);
    const resubmitted = await call(t, 'POST', REVIEW_API.resubmit, t.lister, { id });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.message).toBe('Sent for review');
    expect(resubmitted.body.data.property).toMatchObject({ id, review: 'pending', review_reason: null });
    expect(Date.now() - (await reviewOf(id)).submitted_at!.getTime()).toBeLessThan(60_000);
    const twice = await call(t, 'POST', REVIEW_API.resubmit, t.lister, { id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(R.resubmitRejectedOnly);
    // Back in the queue, behind the listings submitted before it.
    const queue = (await call(t, 'GET', ADMIN_API.listings, admin)).body.data as Array<{ id: number }>;
    expect(queue.map((l) => l.id)).toContain(id);
    await act(admin, id, 'approve', { from: 'pending' });
  });

  it('a rejected listing that is paid for again goes back into the queue', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, review: 'rejected', wizardStep: 7 });
    await t.db.query(`UPDATE properties SET review_reason = 'Blurry photos' WHERE id = $1`, [id]);
    const paid = await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: plans[0]!.id });
    expect(paid.body.data.property).toMatchObject({ review: 'pending', review_reason: null });
  });

  it('suspend: a live listing leaves search, keyword, home and its page at once; approving brings it back', async () => {
    const locality = uniqueWord('Suspendpur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, locality });
    // Every view read (and cached) while it is live.
    const live = await seen(id, locality);
    expect(live).toMatchObject({ filtered: true, keyword: true, details: 200 });
    const mails = (await mailsTo(t.lister)).length;
    const res = await act(admin, id, 'suspend', {
      from: 'approved',
      reason: 'Asks for money before a visit',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ review: 'suspended', review_reason: 'Asks for money before a visit' });
    // The very next read, without waiting for the cache period.
    const gone = await seen(id, locality);
    expect(gone).toMatchObject({ filtered: false, keyword: false, details: 404 });
    expect(gone.counts.PG).toBe(live.counts.PG! - 1);
    const sent = (await mailsTo(t.lister)).slice(mails);
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/has been suspended$/)]);
    expect(sent[0]!.text).toContain('Reason: Asks for money before a visit');
    const own = await call(t, 'GET', '/get-all-properties', t.lister);
    expect(own.body.data.properties.find((p: { id: number }) => p.id === id)).toMatchObject({
      review: 'suspended',
      review_reason: 'Asks for money before a visit',
    });
    // Suspend starts from approved only; approve from suspended restores it.
    expect((await act(admin, id, 'suspend', { from: 'suspended', reason: 'again' })).status).toBe(422);
    const back = await act(admin, id, 'approve', { from: 'suspended' });
    expect(back.body.data).toEqual({ review: 'approved', review_reason: null });
    expect((await seen(id, locality)).filtered).toBe(true);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['listing.suspend', 'listing.approve']);
  });

  it('two operators at once: one result and one 409, one mail, one audit row', async () => {
    type Move = { action: 'approve' | 'reject' | 'suspend'; body: { from: string; reason?: string } };
    const races: Array<[Move, Move]> = [
      [
        { action: 'approve' as const, body: { from: 'pending' } },
        { action: 'reject' as const, body: { from: 'pending', reason: 'Duplicate of another listing' } },
      ],
      [
        { action: 'suspend' as const, body: { from: 'approved', reason: 'Reported as a scam' } },
        { action: 'suspend' as const, body: { from: 'approved', reason: 'Broker, not the owner' } },
      ],
    ];
    for (const [first, second] of races) {
      const id = await fixtureListing(t, {
        ownerId: t.lister.id,
        review: first.body.from === 'pending' ? 'pending' : 'approved',
      });
      const mails = (await mailsTo(t.lister)).length;
      const answers = await Promise.all([
        act(admin, id, first.action, first.body),
        act(admin2, id, second.action, second.body),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.message).toBe(R.conflict);
      expect((await reviewOf(id)).review).toBe(winner.body.data.review);
      expect((await reviewOf(id)).review_reason).toBe(winner.body.data.review_reason);
      expect(await auditOf(id)).toHaveLength(1);
      expect((await mailsTo(t.lister)).length).toBe(mails + 1);
    }
  });

  it('shows the reviewer everything on one screen: owner, price range, same phone, same photo bytes, map, reports', async () => {
    const owner = await makeUser(t);
    const locality = uniqueWord('Pricepur');
    // Public listings of the same locality and type set the usual price (7500 each from the fixture).
    const peers = [
      await fixtureListing(t, { ownerId: t.lister.id, locality }),
      await fixtureListing(t, { ownerId: t.lister.id, locality }),
      await fixtureListing(t, { ownerId: t.lister.id, locality }),
    ];
    await t.db.query('UPDATE properties SET monthly_charge_min = $2 WHERE id = $1', [peers[0], 6000]);
    await t.db.query('UPDATE properties SET monthly_charge_min = $2 WHERE id = $1', [peers[2], 12000]);
    const id = await fixtureListing(t, { ownerId: owner.id, review: 'pending', locality });
    await t.db.query(`UPDATE users SET created_at = now() - interval '3 days 2 hours' WHERE id = $1`, [
      owner.id,
    ]);
    const ownerPhone = (
      await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [owner.id])
    ).rows[0]!.phone;
    // Another Lister's listing giving the same number as this owner's account.
    const scammer = await makeUser(t);
    const samePhone = await fixtureListing(t, { ownerId: scammer.id, review: 'approved' });
    await t.db.query('UPDATE properties SET contact_no_2 = $2 WHERE id = $1', [samePhone, ownerPhone]);
    // The same picture uploaded to two listings (one of another Lister): same bytes, same fingerprint.
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = async (user: TestUser, listingId: number) => {
      const { payload, contentType } = multipart([
        { filename: 'room.png', type: 'image/png', content: picture },
      ]);
      const res = await call(t, 'POST', `/property-photos/${listingId}`, user, payload, contentType);
      expect(res.status).toBe(200);
    };
    await upload(owner, id);
    const copier = await makeUser(t);
    const samePhoto = await fixtureListing(t, { ownerId: copier.id, review: 'approved' });
    await upload(copier, samePhoto);
    const hashes = await t.db.query<{ sha256: string | null }>(
      'SELECT sha256 FROM property_photos WHERE property_id = ANY ($1) AND file_name <> $2',
      [[id, samePhoto], 'fixture.jpg'],
    );
    expect(hashes.rows).toHaveLength(2);
    expect(hashes.rows[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes.rows[0]!.sha256).toBe(hashes.rows[1]!.sha256);
    // Photos stored before fingerprints existed: the review screen fingerprints them from the stored files.
    await t.db.query(
      'UPDATE property_photos SET sha256 = NULL WHERE property_id = ANY ($1) AND file_name <> $2',
      [[id, samePhoto], 'fixture.jpg'],
    );

    const res = await call(t, 'GET', `/admin/listings/${id}`, admin);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      review: 'pending',
      review_reason: null,
      reviewed_by_email: null,
      verified: null,
    });
    expect(d.listing.id).toBe(id);
    // Operators see the real numbers, and every photo at full size.
    expect(d.listing.contact_no_1).toBe('9876543210');
    expect(d.listing.photos).toEqual([
      expect.stringMatching(/\/storage\/properties\/fixture\.jpg$/),
      expect.stringMatching(/\/storage\/properties\/[0-9a-f]{32}-\d+\.webp$/),
    ]);
    expect(d.price_range).toEqual({ min: 6000, median: 7500, max: 12000, count: 3 });
    expect(d.owner).toMatchObject({ id: owner.id, phone: ownerPhone, account_age_days: 3, banned_at: null });
    // The fixture has no coordinates: the address (encoded) is the query.
    expect(d.map_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%2C%203rd%20Cross%2C%20/,
    );
    await t.db.query('UPDATE properties SET lat = 12.9352, long = 77.6245 WHERE id = $1', [id]);
    const located = await call(t, 'GET', `/admin/listings/${id}`, admin);
    expect(located.body.data.map_url).toBe('https://www.google.com/maps/search/?api=1&query=12.9352,77.6245');
    const ids = (list: Array<{ id: number }>) => list.map((l) => l.id);
    expect(ids(d.same_phone)).toContain(samePhone);
    expect(ids(d.same_photo)).toContain(samePhoto);
    const refilled = await t.db.query<{ sha256: string | null }>(
      'SELECT sha256 FROM property_photos WHERE property_id = ANY ($1) AND file_name <> $2',
      [[id, samePhoto], 'fixture.jpg'],
    );
    expect(refilled.rows.map((r) => r.sha256)).toEqual([hashes.rows[0]!.sha256, hashes.rows[0]!.sha256]);
    // The fixture photo is one file shared by every fixture: the same bytes, so they all count.
    expect(ids(d.same_photo)).not.toContain(id);
    expect(d.reports).toEqual([]);
    expect((await call(t, 'GET', '/admin/listings/99999999', admin)).status).toBe(404);
  });

  it('marks a live listing Verified: the badge on cards and detail, the verified=1 filter, and takes it off', async () => {
    const locality = uniqueWord('Verifypur');
    const checked = await fixtureListing(t, { ownerId: t.lister.id, locality });
    const unchecked = await fixtureListing(t, { ownerId: t.lister.id, locality });
    const pending = await fixtureListing(t, { ownerId: t.lister.id, locality, review: 'pending' });
    const verify = (id: number, body: object) => call(t, 'POST', ADMIN_API.verify(id), admin, body);
    const notLive = await verify(pending, { method: 'call' });
    expect(notLive.status).toBe(422);
    expect(notLive.body.message).toBe(R.verifyLiveOnly);
    expect((await verify(checked, { method: 'email' })).status).toBe(422);
    const res = await verify(checked, { method: 'visit', note: 'Visited on Sunday, rooms as shown' });
    expect(res.status).toBe(200);
    expect(res.body.data.verified).toMatchObject({
      method: 'visit',
      note: 'Visited on Sunday, rooms as shown',
      by_email: await emailOf(admin),
    });
    const cards = (await call(t, 'GET', `/filtered-properties?location=${locality}`, null)).body
      .data as Card[];
    expect(Object.fromEntries(cards.map((c) => [c.id, c.verified]))).toEqual({
      [checked]: true,
      [unchecked]: false,
    });
    const filtered = await call(t, 'GET', `/filtered-properties?location=${locality}&verified=1`, null);
    expect((filtered.body.data as Card[]).map((c) => c.id)).toEqual([checked]);
    const keyword = await call(t, 'GET', `/search-properties?search=${locality}&verified=1`, null);
    expect((keyword.body.data as Card[]).map((c) => c.id)).toEqual([checked]);
    expect((await call(t, 'GET', `/filtered-properties?verified=maybe`, null)).status).toBe(422);
    const detail = await call(t, 'GET', `/get-property-details-by-id/${checked}`, null);
    expect(detail.body.data.property.verified).toBe(true);
    // The operators' bookkeeping stays out of public answers.
    expect(detail.body.data.property).not.toHaveProperty('verified_by');
    expect(detail.body.data.property).not.toHaveProperty('owner_banned');
    const screen = await call(t, 'GET', `/admin/listings/${checked}`, admin);
    expect(screen.body.data.verified).toMatchObject({ method: 'visit', by_email: await emailOf(admin) });

    const off = await call(t, 'DELETE', ADMIN_API.verify(checked), admin);
    expect(off.status).toBe(200);
    expect(off.body.data.verified).toBeNull();
    expect((await call(t, 'DELETE', ADMIN_API.verify(checked), admin)).status).toBe(409);
    const after = await call(t, 'GET', `/filtered-properties?location=${locality}&verified=1`, null);
    expect(after.body.data).toEqual([]);
    expect((await auditOf(checked)).map((a) => a.action)).toEqual(['listing.verify', 'listing.unverify']);
  });

  it("shows the owner's reply rate and typical reply time over 30 days on the detail page", async () => {
    const owner = await makeUser(t);
    const id = await fixtureListing(t, { ownerId: owner.id });
    const other = await fixtureListing(t, { ownerId: owner.id });
    const thread = async (listing: number, daysAgo: number, repliedAfterMinutes: number | null) => {
      const who = await makeUser(t, 'Customer');
      await t.db.query(
        `INSERT INTO enquiry_threads (property_id, seeker_id, created_at, owner_replied_at)
         VALUES ($1, $2, now() - make_interval(days => $3),
                 CASE WHEN $4::int IS NULL THEN NULL
                      ELSE now() - make_interval(days => $3) + make_interval(mins => $4::int) END)`,
        [listing, who.id, daysAgo, repliedAfterMinutes],
      );
    };
    const replies = async () => {
      t.publicCache.invalidate();
      return (await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).body.data.property
        .owner_replies;
    };
    await thread(id, 2, 60);
    await thread(other, 3, 180);
    // Two threads are too few to say anything.
    expect(await replies()).toBeNull();
    await thread(id, 5, 240);
    await thread(other, 1, null);
    // Older than 30 days: not counted.
    await thread(id, 40, 5);
    // 3 of 4 answered; the median of 60, 180 and 240 minutes is 180.
    expect(await replies()).toEqual({ rate: 75, typical_minutes: 180, threads: 4 });
    expect(replyTimeText(180)).toBe('Usually replies within 3 hours');
    // A thread counts for its listing's owner only (each thread keeps that owner: migration 032)...
    const stranger = await makeUser(t);
    const theirs = await fixtureListing(t, { ownerId: stranger.id });
    await thread(theirs, 1, 10);
    expect(await replies()).toEqual({ rate: 75, typical_minutes: 180, threads: 4 });
    // ...and goes with the listing when its owner changes: now 4 of 5, the median of 10, 60, 180 and 240.
    await t.db.query('UPDATE properties SET owner_id = $1 WHERE id = $2', [owner.id, theirs]);
    expect(await replies()).toEqual({ rate: 80, typical_minutes: 120, threads: 5 });
  });
});
