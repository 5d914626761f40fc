import { featuredSlots } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, uniqueWord, useListingSuite } from '../test/listing-fixtures';

interface Card {
  id: number;
  featured: boolean;
  featured_until?: unknown;
}

/**
 * Featured ranking (issue 31): page 1 of a newest-first filtered search leads with up to featuredSlots(per_page)
 * Featured listings matching the filters; the pages after are the usual newest first without them.
 */
describe.each(testDatabaseKinds)('featured ranking on %s', (kind) => {
  const t = useListingSuite(kind);
  const locality = uniqueWord('Rankpur');
  /** Newest first: ids[0] was posted last. */
  const ids: number[] = [];
  let featured: number[];
  let lapsed: number;

  beforeAll(async () => {
    for (let i = 0; i < 14; i += 1)
      ids.push(
        await fixtureListing(t, {
          ownerId: t.lister.id,
          locality,
          postedMinutesAgo: i * 10,
          price: 5000 + i * 100,
        }),
      );
    // Four older listings are Featured; one was, and its days have run out.
    featured = [ids[5]!, ids[7]!, ids[9]!, ids[12]!];
    lapsed = ids[3]!;
    await t.db.query(`UPDATE properties SET featured_until = now() + interval '5 days' WHERE id = ANY ($1)`, [
      featured,
    ]);
    await t.db.query(`UPDATE properties SET featured_until = now() - interval '1 hour' WHERE id = $1`, [
      lapsed,
    ]);
    // A Featured listing elsewhere never leads this locality's results.
    const elsewhere = await fixtureListing(t, { ownerId: t.lister.id, locality: uniqueWord('Elsewhere') });
    await t.db.query(`UPDATE properties SET featured_until = now() + interval '5 days' WHERE id = $1`, [
      elsewhere,
    ]);
    t.publicCache.invalidate();
  });

  const search = async (query: string) => {
    const res = await call(t, 'GET', `/filtered-properties?location=${locality}&${query}`, null);
    expect(res.status).toBe(200);
    return res.body as { data: Card[]; total: number };
  };

  it('page 1 leads with at most its share of Featured listings, then newest first; no listing twice', async () => {
    const first = await search('per_page=10&page=1');
    const second = await search('per_page=10&page=2');
    expect(featuredSlots(10)).toBe(2);
    const leaders = first.data.slice(0, 2);
    expect(leaders.every((card) => featured.includes(card.id) && card.featured)).toBe(true);
    // The rest of page 1 and page 2: every other listing, newest first.
    const rest = ids.filter((id) => !leaders.some((card) => card.id === id));
    expect([...first.data.slice(2), ...second.data].map((card) => card.id)).toEqual(rest);
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(4);
    // The count is the same, and every listing is shown once.
    expect(first.total).toBe(14);
    expect(second.total).toBe(14);
    expect(new Set([...first.data, ...second.data].map((card) => card.id)).size).toBe(14);
    // The other Featured listings are marked where newest first puts them; the lapsed one is not marked.
    const marks = new Map([...first.data, ...second.data].map((card) => [card.id, card.featured]));
    for (const id of featured) expect(marks.get(id)).toBe(true);
    expect(marks.get(lapsed)).toBe(false);
    expect(marks.get(ids[0]!)).toBe(false);
    // The bookkeeping behind the mark stays inside.
    expect(first.data[0]).not.toHaveProperty('featured_until');
    expect(first.data[0]).not.toHaveProperty('verification_requested_at');
    // Same leaders on the same day (the rotation changes daily, not per request).
    expect((await search('per_page=10&page=1')).data.slice(0, 2)).toEqual(leaders);
  });

  it('a small page leads with one; a lapsed Featured listing keeps its newest-first place', async () => {
    const page = await search('per_page=5&page=1');
    expect(featuredSlots(5)).toBe(1);
    expect(featured).toContain(page.data[0]!.id);
    expect(page.data.slice(1).map((card) => card.id)).toEqual(ids.slice(0, 4));
    expect(page.data[4]!.id).toBe(lapsed);
    expect(page.data[4]!.featured).toBe(false);
  });

  it('Featured listings lead only when they match the filters, and not in other sorts', async () => {
    // Only the newest three match the price cap: none of them is Featured, so none leads.
    const cheap = await search('per_page=10&max_price=5200');
    expect(cheap.data.map((card) => card.id)).toEqual(ids.slice(0, 3));
    const byPrice = await search('per_page=10&sort=price_asc');
    expect(byPrice.data.map((card) => card.id)).toEqual(ids.slice(0, 10));
  });

  it('a Featured plan that ran out no longer leads nor is marked', async () => {
    await t.db.query(
      `UPDATE properties SET featured_until = now() - interval '1 minute' WHERE id = ANY ($1)`,
      [featured],
    );
    t.publicCache.invalidate();
    try {
      const page = await search('per_page=10&page=1');
      expect(page.data.map((card) => card.id)).toEqual(ids.slice(0, 10));
      expect(page.data.some((card) => card.featured)).toBe(false);
    } finally {
      await t.db.query(
        `UPDATE properties SET featured_until = now() + interval '5 days' WHERE id = ANY ($1)`,
        [featured],
      );
      t.publicCache.invalidate();
    }
  });
});
