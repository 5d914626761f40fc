import fs from 'node:fs';
import path from 'node:path';
import {
  DELETE_LISTING_MESSAGES,
  LISTER_API,
  PHOTO_WIDTHS,
  photoVariant,
  visitDates,
} from '@basera/shared/schemas';
import sharp from 'sharp';
import { testDatabaseKinds } from '../../test/databases';
import {
  call,
  fixtureListing,
  makeUser,
  multipart,
  pricingBody,
  type TestUser,
  uniqueWord,
  useListingSuite,
  walkWizard,
} from '../../test/listing-fixtures';

describe.each(testDatabaseKinds)('deleting a listing on %s', (kind) => {
  const t = useListingSuite(kind);
  const [, , inTwoDays] = visitDates();
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
  });

  const remove = (user: TestUser | null, id: number | string) =>
    call(t, 'DELETE', LISTER_API.deleteListing(id as number), user);
  const rowOf = async (id: number) =>
    (
      await t.db.query<{ status: string; archived_at: Date | null; featured_until: Date | null }>(
        'SELECT status, archived_at, featured_until FROM properties WHERE id = $1',
        [id],
      )
    ).rows[0];
  const count = async (table: string, id: number) =>
    Number(
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE property_id = $1`, [
          id,
        ])
      ).rows[0]!.n,
    );
  const myListings = async (user: TestUser) =>
    (await call(t, 'GET', '/get-all-properties', user)).body.data.properties.map((p: { id: number }) => p.id);
  const photoFiles = (fileName: string) =>
    PHOTO_WIDTHS.map((width) => path.join(t.config.uploadsDir, 'properties', photoVariant(fileName, width)));
  const uploadPhoto = async (id: number) => {
    const { payload, contentType } = multipart([{ filename: 'front.jpg', content: jpeg }]);
    const res = await call(t, 'POST', `/property-photos/${id}`, t.lister, payload, contentType);
    expect(res.status).toBe(200);
    const { rows } = await t.db.query<{ file_name: string }>(
      'SELECT file_name FROM property_photos WHERE property_id = $1',
      [id],
    );
    return rows[0]!.file_name;
  };

  it('deletes a draft nobody enquired about, with its rows and photo files, once', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const photo = await uploadPhoto(id);
    expect(photoFiles(photo).every((file) => fs.existsSync(file))).toBe(true);
    expect(await myListings(t.lister)).toContain(id);

    const res = await remove(t.lister, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: DELETE_LISTING_MESSAGES.deleted,
      data: { id, archived: false },
    });
    expect(await rowOf(id)).toBeUndefined();
    expect(await count('property_photos', id)).toBe(0);
    expect(photoFiles(photo).some((file) => fs.existsSync(file))).toBe(false);
    expect(await myListings(t.lister)).not.toContain(id);

    const again = await remove(t.lister, id);
    expect(again.status).toBe(404);
    expect((await call(t, 'GET', `/get-own-property/${id}`, t.lister)).status).toBe(404);
  });

  it('deletes the draft even when the photo store fails, and leaves the files to the orphan sweep', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const photo = await uploadPhoto(id);
    const storage = t.app.deps.storage;
    const spy = jest.spyOn(storage, 'delete').mockRejectedValue(new Error('store unreachable'));
    try {
      const res = await remove(t.lister, id);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id, archived: false });
    } finally {
      spy.mockRestore();
    }
    expect(await rowOf(id)).toBeUndefined();
    expect(await count('property_photos', id)).toBe(0);
    // No row names the files any more: the sweep will remove them.
    expect(photoFiles(photo).every((file) => fs.existsSync(file))).toBe(true);
    for (const file of photoFiles(photo)) fs.rmSync(file);
  });

  it('archives a listing with a thread: the thread stays readable, the listing is gone everywhere else', async () => {
    const locality = uniqueWord('Archivepur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, locality, expiresInDays: 3 });
    await t.db.query(`UPDATE properties SET featured_until = now() + interval '5 days' WHERE id = $1`, [id]);
    const seeker = await makeUser(t, 'Customer');
    const asked = await call(t, 'POST', '/enquiries', seeker, {
      property_id: id,
      message: 'Is a bed free?',
      visit: { date: inTwoDays, slot: '11-13' },
    });
    expect(asked.status).toBe(201);
    const thread = asked.body.data.id as number;
    // The public page is read (and cached) before the deletion.
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).status).toBe(200);
    const dashboard = async () => (await call(t, 'GET', '/lister/dashboard', t.lister)).body.data;
    const before = await dashboard();
    expect(before.expiring_soon.map((l: { property_id: number }) => l.property_id)).toContain(id);
    expect(before.upcoming_visits.map((v: { thread_id: number }) => v.thread_id)).toContain(thread);

    const res = await remove(t.lister, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: DELETE_LISTING_MESSAGES.archived,
      data: { id, archived: true },
    });
    const row = await rowOf(id);
    expect(row?.status).toBe('archived');
    expect(row?.archived_at).not.toBeNull();
    expect(row?.featured_until).toBeNull();

    // Both sides still read the thread: the owner's lead inbox and the seeker's enquiries.
    for (const user of [seeker, t.lister]) {
      const read = await call(t, 'GET', `/enquiries/${thread}`, user);
      expect(read.status).toBe(200);
      expect(read.body.data.messages[0].body).toBe('Is a bed free?');
    }
    const leads = await call(t, 'GET', `/leads?property_id=${id}`, t.lister);
    expect(leads.body.data.map((l: { id: number }) => l.id)).toEqual([thread]);
    const mine = await call(t, 'GET', '/enquiries', seeker);
    expect(mine.body.data.map((l: { id: number }) => l.id)).toContain(thread);

    // The page is gone for the public and the owner alike (saying where it was), and out of search.
    for (const user of [null, seeker, t.lister]) {
      const page = await call(t, 'GET', `/get-property-details-by-id/${id}`, user);
      expect(page.status).toBe(404);
      expect(page.body.listing).toMatchObject({ city_id: expect.any(Number) });
    }
    const search = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    expect(search.body.data.map((l: { id: number }) => l.id)).not.toContain(id);
    expect(await myListings(t.lister)).not.toContain(id);
    const after = await dashboard();
    expect(after.expiring_soon.map((l: { property_id: number }) => l.property_id)).not.toContain(id);
    expect(after.upcoming_visits.map((v: { thread_id: number }) => v.thread_id)).not.toContain(thread);

    // Nobody starts a new thread; the owner can no longer open, switch, edit, renew or delete it.
    const newcomer = await makeUser(t, 'Customer');
    expect((await call(t, 'POST', '/enquiries', newcomer, { property_id: id, message: 'Hi' })).status).toBe(
      404,
    );
    expect((await call(t, 'GET', `/get-own-property/${id}`, t.lister)).status).toBe(404);
    expect((await call(t, 'POST', '/property-status', t.lister, { id, status: 'inactive' })).status).toBe(
      404,
    );
    expect((await call(t, 'POST', '/add-property-pricing', t.lister, pricingBody(id))).status).toBe(404);
    const { payload, contentType } = multipart([{ filename: 'front.jpg', content: jpeg }]);
    expect((await call(t, 'POST', `/property-photos/${id}`, t.lister, payload, contentType)).status).toBe(
      404,
    );
    const basic = (await t.db.query<{ id: number }>("SELECT id FROM subscription_plans WHERE kind = 'basic'"))
      .rows[0]!;
    expect((await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: basic.id })).status).toBe(
      404,
    );
    expect((await remove(t.lister, id)).status).toBe(404);
    expect((await rowOf(id))?.status).toBe('archived');
  });

  it('archives a paid listing nobody enquired about and keeps its orders; a draft with an order too', async () => {
    const plan = (
      await t.db.query<{ id: number }>('SELECT id FROM subscription_plans ORDER BY price DESC LIMIT 1')
    ).rows[0]!.id;
    const order = (id: number, status: string) =>
      t.db.query(
        `INSERT INTO subscription_orders (property_id, user_id, plan_id, amount, status, provider)
         VALUES ($1, $2, $3, 19900, $4, 'test')`,
        [id, t.lister.id, plan, status],
      );
    const paid = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive' });
    await order(paid, 'paid');
    const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft' });
    await order(draft, 'failed');

    for (const id of [paid, draft]) {
      const res = await remove(t.lister, id);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id, archived: true });
      expect(res.body.message).toBe(DELETE_LISTING_MESSAGES.archived);
      expect((await rowOf(id))?.status).toBe('archived');
      expect(await count('subscription_orders', id)).toBe(1);
    }
    const mine = await myListings(t.lister);
    expect(mine).not.toContain(paid);
    expect(mine).not.toContain(draft);
    const drafts = (await call(t, 'GET', '/lister/dashboard', t.lister)).body.data.drafts;
    expect(drafts.map((d: { property_id: number }) => d.property_id)).not.toContain(draft);
  });

  it("answers 404 for another Lister's listing, 403 to a Customer, 401 signed out, 422 on a bad id", async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft' });
    const other = await makeUser(t, 'Lister');
    const customer = await makeUser(t, 'Customer');
    expect((await remove(other, id)).status).toBe(404);
    expect((await remove(customer, id)).status).toBe(403);
    expect((await remove(null, id)).status).toBe(401);
    const bad = await remove(t.lister, 'abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toEqual(['Listing id must be a number']);
    expect((await rowOf(id))?.status).toBe('draft');
    expect(await myListings(t.lister)).toContain(id);
  });
});
