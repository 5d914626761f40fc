import { testDatabaseKinds } from '../test/databases';
import { fixtureListing, uniqueWord, useListingSuite } from '../test/listing-fixtures';
import { passCachePeriod } from '../test/suite';

/**
 * Issue 35: home is built once per change, not counted per request (migration 026's version, and the earliest
 * expiry of the listings it counted). Whatever changes what home shows must still show: writes no request of
 * this API made (another instance, an operator's tool), and a subscription running out with no write at all.
 */
describe.each(testDatabaseKinds)('home kept as it changes on %s', (kind) => {
  const t = useListingSuite(kind);
  type Home = {
    most_recent_listing: Array<{ propty_id: number }>;
    listing_counts: Record<'PG' | 'Hostel' | 'Mess' | 'Room', number>;
    slider: unknown[];
  };
  /** The home a visitor gets once the public cache's period has passed. */
  const home = async (): Promise<Home> => {
    passCachePeriod(t);
    const res = await t.app.inject({ url: '/api/get-home' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const shows = (page: Home, id: number) => page.most_recent_listing.some((l) => l.propty_id === id);
  const write = (sql: string, id: number) => t.db.query(sql, [id]);

  it('shows every change of a listing made past this API: deactivate, suspend, approve, ban, delete', async () => {
    const before = await home();
    const id = await fixtureListing(t, {
      ownerId: t.lister.id,
      type: 'Room',
      locality: uniqueWord('Homepur'),
    });
    const live = await home();
    expect(shows(live, id)).toBe(true);
    expect(live.listing_counts.Room).toBe(before.listing_counts.Room + 1);
    // The same home again while nothing changed.
    expect(await home()).toEqual(live);

    const gone = async () => {
      const page = await home();
      expect(shows(page, id)).toBe(false);
      expect(page.listing_counts).toEqual(before.listing_counts);
    };
    const back = async () => expect(await home()).toEqual(live);
    await write(`UPDATE properties SET status = 'inactive' WHERE id = $1`, id);
    await gone();
    await write(`UPDATE properties SET status = 'active' WHERE id = $1`, id);
    await back();
    await write(`UPDATE properties SET review = 'suspended' WHERE id = $1`, id);
    await gone();
    await write(`UPDATE properties SET review = 'approved' WHERE id = $1`, id);
    await back();
    await write('UPDATE properties SET owner_banned = true WHERE id = $1', id);
    await gone();
    await write('UPDATE properties SET owner_banned = false WHERE id = $1', id);
    await back();
    await write('DELETE FROM property_photos WHERE property_id = $1', id);
    await write('DELETE FROM properties WHERE id = $1', id);
    await gone();
  });

  it('shows a change of its content made past this API', async () => {
    const before = await home();
    const title = uniqueWord('Slide');
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO home_slides (title, image, position) VALUES ($1, 'slide.webp', 99) RETURNING id`,
      [title],
    );
    const id = rows[0]!.id;
    try {
      expect((await home()).slider).toEqual([...before.slider, expect.objectContaining({ id, title })]);
      await write('UPDATE home_slides SET active = false WHERE id = $1', id);
      expect((await home()).slider).toEqual(before.slider);
    } finally {
      await write('DELETE FROM home_slides WHERE id = $1', id);
    }
  });

  it('drops a listing whose subscription runs out, with no write at all', async () => {
    const before = await home();
    const id = await fixtureListing(t, {
      ownerId: t.lister.id,
      type: 'Mess',
      locality: uniqueWord('Lapsepur'),
    });
    await write(`UPDATE properties SET expires_at = now() + interval '1 second' WHERE id = $1`, id);
    const live = await home();
    expect(shows(live, id)).toBe(true);
    expect(live.listing_counts.Mess).toBe(before.listing_counts.Mess + 1);
    // The subscription ends: nothing is written, nothing tells the API.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const after = await home();
    expect(shows(after, id)).toBe(false);
    expect(after.listing_counts.Mess).toBe(before.listing_counts.Mess);
  });
});
