import {
  LISTER_REVIEWS_PATH,
  RATING_MESSAGES as M,
  RATINGS_API,
  REVIEW_EDIT_DAYS,
  REVIEW_INVITE_DAYS,
  REVIEW_INVITES_PER_DAY,
  SMS_MAX_CHARS,
} from '@basera/shared/schemas';
import { eligibilityOf, findListingForReview } from '../ratings/eligibility';
import { INVITES_PER_CONTACT_PER_DAY } from '../ratings/invitations';
import { newReviewKey, noticeNewReview, replyKey } from '../ratings/notify';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../test/listing-fixtures';
import type { TestApp } from '../test/suite';

const DAY = 86_400_000;

/** A review straight in the database (writing one has its own tests, routes/ratings.test.ts). */
async function makeReview(
  t: TestApp,
  propertyId: number,
  author: TestUser,
  change: { rating?: number; createdAt?: Date; hidden?: boolean } = {},
): Promise<number> {
  const at = change.createdAt ?? new Date();
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO listing_reviews
       (property_id, author_id, basis, rating, food_rating, cleanliness_rating, safety_rating, owner_rating, body,
        recommend, created_at, updated_at, hidden_at, hidden_reason)
     VALUES ($1, $2, 'visited', $3, 4, 4, 4, 4, 'Clean rooms, good food and a helpful warden near the metro.', true,
             $4, $4, $5, $6)
     RETURNING id`,
    [
      propertyId,
      author.id,
      change.rating ?? 4,
      at,
      change.hidden ? at : null,
      change.hidden ? 'Abusive' : null,
    ],
  );
  return Number(rows[0]!.id);
}

const userRow = async (t: TestApp, user: TestUser) =>
  (
    await t.db.query<{ email: string; phone: string }>('SELECT email, phone FROM users WHERE id = $1', [
      user.id,
    ])
  ).rows[0]!;

/** The notices recorded for a user under a key (email channel). */
const notices = async (t: TestApp, user: TestUser, key: string) =>
  (
    await t.db.query<{ kind: string; subject: string; body: string }>(
      `SELECT kind, subject, body FROM notifications WHERE user_id = $1 AND dedupe_key = $2 AND channel = 'email'`,
      [user.id, key],
    )
  ).rows;

describe.each(testDatabaseKinds)('the owner’s side of reviews on %s', (kind) => {
  const t = useListingSuite(kind, { devOutbox: true });
  /** The app's clock, moved by the tests. */
  let now = Date.now();
  beforeAll(() => {
    t.app.deps.clock = () => new Date(now);
  });
  beforeEach(() => {
    now = Date.now();
  });

  describe('the reply', () => {
    it('is the owner’s alone, mails the author once, and can be edited for 14 days', async () => {
      const name = `Lotus Nest ${Date.now().toString(36)} PG`;
      const id = await fixtureListing(t, { ownerId: t.lister.id, name });
      const author = await makeUser(t, 'Customer');
      const reviewId = await makeReview(t, id, author);
      const reply = (user: TestUser | null, body: unknown) =>
        call(t, 'PUT', RATINGS_API.reply(reviewId), user, body);

      // Nobody else replies: not the author, not another owner, not a visitor.
      expect((await reply(null, { body: 'Thanks!' })).status).toBe(401);
      const author403 = await reply(author, { body: 'Thanks!' });
      expect(author403.status).toBe(403);
      expect(author403.body.message).toBe(M.replyNotOwner);
      const otherOwner = await makeUser(t, 'Lister');
      expect((await reply(otherOwner, { body: 'Thanks!' })).body.message).toBe(M.replyNotOwner);
      expect((await call(t, 'PUT', RATINGS_API.reply(9_999_999), t.lister, { body: 'Hi' })).status).toBe(404);
      const empty = await reply(t.lister, { body: '   ' });
      expect(empty.status).toBe(422);
      expect(empty.body.errors.body).toEqual([M.replyRequired]);

      const posted = await reply(t.lister, { body: 'Thank you for visiting!' });
      expect(posted.status).toBe(200);
      expect(posted.body.message).toBe(M.replyPosted);
      expect(posted.body.data).toMatchObject({
        id: reviewId,
        reply: { body: 'Thank you for visiting!', created_at: new Date(now).toISOString() },
        reply_editable_until: new Date(now + REVIEW_EDIT_DAYS * DAY).toISOString(),
        listing: { id, accommodation_name: name },
      });
      const [mail] = await notices(t, author, replyKey(reviewId));
      expect(mail).toMatchObject({ kind: 'review_reply', subject: M.replySubject(name) });
      expect(mail!.body).toContain('Thank you for visiting!');
      expect(mail!.body).toContain(`/pgdetails/${id}`);

      // Thirteen days on: still editable, and the edit is not mailed again.
      now += 13 * DAY;
      const edited = await reply(t.lister, { body: 'Thank you for visiting! The lift is fixed now.' });
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe(M.replyUpdated);
      expect(edited.body.data.reply).toMatchObject({
        body: 'Thank you for visiting! The lift is fixed now.',
        created_at: posted.body.data.reply.created_at,
        updated_at: new Date(now).toISOString(),
      });
      expect(await notices(t, author, replyKey(reviewId))).toHaveLength(1);

      // Past the window: fixed.
      now += 2 * DAY;
      const closed = await reply(t.lister, { body: 'One more thing.' });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe(M.replyClosed);
      const owned = await call(t, 'GET', `${RATINGS_API.received}?property_id=${id}`, t.lister);
      expect(owned.body.data[0]).toMatchObject({
        reply: { body: 'Thank you for visiting! The lift is fixed now.' },
        reply_editable_until: null,
      });
    });

    it('is not written under a review the team hid', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id });
      const reviewId = await makeReview(t, id, await makeUser(t, 'Customer'), { hidden: true });
      const res = await call(t, 'PUT', RATINGS_API.reply(reviewId), t.lister, { body: 'That is not true.' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.replyHidden);
      const row = await t.db.query('SELECT reply_body FROM listing_reviews WHERE id = $1', [reviewId]);
      expect(row.rows[0]).toEqual({ reply_body: null });
    });
  });

  it('lists the reviews of the owner’s listings only, hidden ones marked, one listing on request', async () => {
    const owner = await makeUser(t, 'Lister');
    const first = await fixtureListing(t, { ownerId: owner.id });
    const second = await fixtureListing(t, { ownerId: owner.id });
    const elsewhere = await fixtureListing(t, { ownerId: t.lister.id });
    const older = await makeReview(t, first, await makeUser(t, 'Customer'), {
      createdAt: new Date(Date.now() - 3 * DAY),
    });
    const hidden = await makeReview(t, second, await makeUser(t, 'Customer'), {
      createdAt: new Date(Date.now() - DAY),
      hidden: true,
    });
    await makeReview(t, elsewhere, await makeUser(t, 'Customer'));

    const all = await call(t, 'GET', RATINGS_API.received, owner);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ status: true, total: 2, page: 1, per_page: 10 });
    expect(all.body.data.map((review: { id: number }) => review.id)).toEqual([hidden, older]);
    expect(all.body.data[0]).toMatchObject({ hidden_reason: 'Abusive', author_name: 'Ravi K.', reply: null });
    const one = await call(t, 'GET', `${RATINGS_API.received}?property_id=${first}`, owner);
    expect(one.body.data.map((review: { id: number }) => review.id)).toEqual([older]);
    // Another owner's listing is not found, as a missing one.
    expect((await call(t, 'GET', `${RATINGS_API.received}?property_id=${elsewhere}`, owner)).status).toBe(
      404,
    );
    expect((await call(t, 'GET', RATINGS_API.received, null)).status).toBe(401);
    const seeker = await makeUser(t, 'Customer');
    expect((await call(t, 'GET', RATINGS_API.received, seeker)).body).toMatchObject({ data: [], total: 0 });
  });

  describe('invitations', () => {
    /** The link of the newest message sent to `to`, read from the dev outbox as the e2e does. */
    const linkSentTo = async (to: string) => {
      const res = await call(t, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`, null);
      const body: string = res.body.data[0]?.body ?? '';
      const match = body.match(/\/review-invite\/([A-Za-z0-9_-]+)/);
      return { message: res.body.data[0], token: match?.[1] ?? '' };
    };

    it('sends a link by email or SMS that a resident opens, signs in through and accepts', async () => {
      const name = `Green Nest Co-living ${Date.now().toString(36)} PG for Ladies`;
      const id = await fixtureListing(t, { ownerId: t.lister.id, name });
      const invite = (contact: string) => call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact });

      const email = `Resident.${Date.now().toString(36)}@Example.in`;
      const sent = await invite(email);
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ status: true, message: M.inviteSent });
      const { message, token } = await linkSentTo(email.toLowerCase());
      expect(message).toMatchObject({ channel: 'email', subject: M.inviteSubject('Ravi', name) });
      expect(message.body).toContain(`${t.config.siteUrl}/review-invite/${token}`);
      expect(message.body).toContain(M.invitePageText('Ravi', name));
      expect(token).toHaveLength(43);
      // Only the hash is kept.
      const stored = await t.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM review_invitations WHERE property_id = $1',
        [id],
      );
      expect(JSON.stringify(stored.rows)).not.toContain(token);

      const phone = `7${String(Date.now()).slice(-9)}`;
      expect((await invite(phone)).status).toBe(201);
      const sms = await linkSentTo(phone);
      expect(sms.message).toMatchObject({ channel: 'sms', subject: M.inviteSubject('Ravi', name) });
      expect(sms.token).toHaveLength(43);
      expect(sms.message.body.length).toBeLessThanOrEqual(SMS_MAX_CHARS);

      const info = await call(t, 'GET', RATINGS_API.invitation(token), null);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({
        state: 'open',
        owner_name: 'Ravi',
        listing: { id, accommodation_name: name, photo: expect.stringMatching(/fixture\.jpg$/) },
      });
      const list = await call(t, 'GET', RATINGS_API.invite(id), t.lister);
      expect(list.body.data).toEqual([
        expect.objectContaining({ contact: phone, contact_kind: 'phone', accepted: false }),
        expect.objectContaining({ contact: email.toLowerCase(), contact_kind: 'email', accepted: false }),
      ]);

      // The resident signs in (a new account) and accepts: they may now review it as "Stayed here".
      const resident = await makeUser(t, 'Customer');
      expect((await call(t, 'POST', RATINGS_API.acceptInvitation(token), null)).status).toBe(401);
      const accepted = await call(t, 'POST', RATINGS_API.acceptInvitation(token), resident);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toEqual({ status: true, data: { property_id: id } });
      // Again: nothing changes.
      expect((await call(t, 'POST', RATINGS_API.acceptInvitation(token), resident)).body.data).toEqual({
        property_id: id,
      });
      const listing = (await findListingForReview(t.db, id, ''))!;
      const phoneOf = (await userRow(t, resident)).phone;
      expect(
        await eligibilityOf(t.db, listing, { id: resident.id, phone: phoneOf }, new Date(now)),
      ).toMatchObject({ ok: true, basis: 'stayed' });
      expect((await call(t, 'GET', RATINGS_API.invitation(token), null)).body.data.state).toBe('accepted');
      expect((await call(t, 'GET', RATINGS_API.invite(id), t.lister)).body.data[1]).toMatchObject({
        accepted: true,
      });

      // Nobody else can use the link now.
      const other = await call(t, 'POST', RATINGS_API.acceptInvitation(token), await makeUser(t, 'Customer'));
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(M.inviteUsed);
    });

    it('is refused to the owner, to the owner’s other account, and after it expires', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id });
      const contact = `late.${Date.now().toString(36)}@example.in`;
      expect((await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact })).status).toBe(201);
      const { token } = await linkSentTo(contact);

      const own = await call(t, 'POST', RATINGS_API.acceptInvitation(token), t.lister);
      expect(own.status).toBe(403);
      expect(own.body.message).toBe(M.inviteOwner);
      // A seeker account with the owner's phone number is the owner too.
      const twin = await makeUser(t, 'Customer');
      await t.db.query('UPDATE users SET phone = $2 WHERE id = $1', [
        twin.id,
        (await userRow(t, t.lister)).phone,
      ]);
      expect((await call(t, 'POST', RATINGS_API.acceptInvitation(token), twin)).status).toBe(403);

      for (const bad of ['x'.repeat(43), 'not a token']) {
        const res = await call(t, 'GET', `/review-invitations/${encodeURIComponent(bad)}`, null);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(M.inviteInvalid);
      }

      // A day after it ran out: shown as expired, and no longer taken.
      now += (REVIEW_INVITE_DAYS + 1) * DAY;
      expect((await call(t, 'GET', RATINGS_API.invitation(token), null)).body.data.state).toBe('expired');
      const late = await call(t, 'POST', RATINGS_API.acceptInvitation(token), await makeUser(t, 'Customer'));
      expect(late.status).toBe(410);
      expect(late.body.message).toBe(M.inviteInvalid);
    });

    it('renews the link when the same contact is invited again', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id });
      const contact = `again.${Date.now().toString(36)}@example.in`;
      await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact });
      const first = await linkSentTo(contact);
      now += 10 * DAY;
      await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact: contact.toUpperCase() });
      const second = await linkSentTo(contact);
      expect(second.token).not.toBe(first.token);
      expect((await call(t, 'GET', RATINGS_API.invitation(first.token), null)).status).toBe(404);
      expect((await call(t, 'GET', RATINGS_API.invitation(second.token), null)).body.data.state).toBe('open');
      const list = await call(t, 'GET', RATINGS_API.invite(id), t.lister);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + REVIEW_INVITE_DAYS * DAY).toISOString(),
      });
      // One contact is not sent link after link: three a day.
      for (let i = 2; i < INVITES_PER_CONTACT_PER_DAY; i += 1)
        expect((await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact })).status).toBe(201);
      const pestered = await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact });
      expect(pestered.status).toBe(429);
      expect(pestered.body.message).toBe(M.inviteTooMany);
    });

    it('refuses the owner’s own contact, a listing out of search, another owner’s listing and a wrong contact', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id });
      const mine = await userRow(t, t.lister);
      // The account's email and phone, and the listing's contact number (fixtures: 9876543210).
      for (const contact of [mine.email.toUpperCase(), mine.phone, '9876543210']) {
        const res = await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ contact: [M.inviteSelf] });
      }
      const wrong = await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact: '12345' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.contact).toHaveLength(1);

      const paused = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive' });
      const res = await call(t, 'POST', RATINGS_API.invite(paused), t.lister, {
        contact: 'a.resident@example.in',
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.inviteNotPublic);

      const other = await makeUser(t, 'Lister');
      for (const [method, body] of [
        ['POST', { contact: 'a.resident@example.in' }],
        ['GET', undefined],
      ] as const)
        expect((await call(t, method, RATINGS_API.invite(id), other, body)).status).toBe(404);
      expect((await call(t, 'GET', RATINGS_API.invite(id), await makeUser(t, 'Customer'))).status).toBe(403);
    });

    it(`lets an owner send ${REVIEW_INVITES_PER_DAY} a day`, async () => {
      const owner = await makeUser(t, 'Lister');
      const id = await fixtureListing(t, { ownerId: owner.id });
      const tag = Date.now().toString(36);
      for (let i = 0; i < REVIEW_INVITES_PER_DAY; i += 1)
        expect(
          (await call(t, 'POST', RATINGS_API.invite(id), owner, { contact: `r${i}.${tag}@example.in` }))
            .status,
        ).toBe(201);
      const over = await call(t, 'POST', RATINGS_API.invite(id), owner, {
        contact: `over.${tag}@example.in`,
      });
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(M.inviteTooMany);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect(t.transport.sent.some((mail) => mail.to === `over.${tag}@example.in`)).toBe(false);
      // A day later the owner may send again.
      now += DAY + 60_000;
      expect(
        (await call(t, 'POST', RATINGS_API.invite(id), owner, { contact: `over.${tag}@example.in` })).status,
      ).toBe(201);
    });
  });

  describe('the new review notice', () => {
    it('tells the owner once, with the stars and the text, and links to their reviews', async () => {
      const name = `Sai Comfort ${Date.now().toString(36)} PG`;
      const id = await fixtureListing(t, { ownerId: t.lister.id, name });
      const author = await makeUser(t, 'Customer');
      await t.db.query(`UPDATE users SET fname = 'Meera', lname = 'nair' WHERE id = $1`, [author.id]);
      const reviewId = await makeReview(t, id, author, { rating: 3 });
      await noticeNewReview(t.app, reviewId);
      await noticeNewReview(t.app, reviewId);
      const sent = await notices(t, t.lister, newReviewKey(reviewId));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ kind: 'review_new', subject: M.newReviewSubject(name, 3) });
      expect(sent[0]!.body).toContain('Meera N. reviewed');
      expect(sent[0]!.body).toContain('Clean rooms, good food and a helpful warden');
      expect(sent[0]!.body).toContain(`${t.config.siteUrl}${LISTER_REVIEWS_PATH}`);
      // Delivered as a mail.
      await t.app.deps.notifier.drain();
      const ownerEmail = (await userRow(t, t.lister)).email;
      expect(t.transport.sent.filter((mail) => mail.to === ownerEmail).map((mail) => mail.subject)).toContain(
        M.newReviewSubject(name, 3),
      );
    });

    it('never throws into the request that wrote the review', async () => {
      await expect(noticeNewReview(t.app, 9_999_999)).resolves.toBeUndefined();
      const real = t.app.deps.notifier;
      t.app.deps.notifier = {
        ...real,
        notify: () => Promise.reject(new Error('the queue is down')),
      } as typeof real;
      try {
        const id = await fixtureListing(t, { ownerId: t.lister.id });
        const reviewId = await makeReview(t, id, await makeUser(t, 'Customer'));
        await expect(noticeNewReview(t.app, reviewId)).resolves.toBeUndefined();
      } finally {
        t.app.deps.notifier = real;
      }
    });
  });
});
