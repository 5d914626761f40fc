import { bayesianScore, MIN_RATING_MESSAGE } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, uniqueWord, useListingSuite } from '../test/listing-fixtures';
import { addReviews } from './rating-fixtures';
import { minScoreOf } from './repository';

interface Card {
  id: number;
  rating_avg: number | null;
  rating_count: number;
  featured: boolean;
  distance_km?: number;
  [field: string]: unknown;
}

describe('minScoreOf', () => {
  it('is at most the score of any listing averaging that many stars or more (so the index bound drops none)', () => {
    for (let stars = 1; stars <= 5; stars += 1) {
      let least = Number.POSITIVE_INFINITY;
      for (let count = 1; count <= 500; count += 1)
        for (let hundredths = stars * 100; hundredths <= 500; hundredths += 1)
          least = Math.min(least, Math.fround(bayesianScore(count, hundredths / 100)));
      expect(minScoreOf(stars)).toBeLessThanOrEqual(least);
      // And close to it: the bound narrows the walk.
      expect(least - minScoreOf(stars)).toBeLessThan(0.05);
    }
  });
});

/** Twenty-four fives and sixteen fours: forty reviews averaging 4.6. */
const fortyAt46 = [...Array(24).fill(5), ...Array(16).fill(4)] as number[];

/**
 * Ratings on the listing reads (issue 32): every public shape carries rating_avg and rating_count from the
 * listing row; the "4 ★ and above" filter (min_rating) and the "Top rated" sort (Bayesian score) in the filtered,
 * keyword and near searches and the search count.
 */
describe.each(testDatabaseKinds)('ratings in search on %s', (kind) => {
  const t = useListingSuite(kind);
  const locality = uniqueWord('Ratingpur');
  // One 5-star review; forty averaging 4.6; three 4s (exactly 4.00); 4, 4, 3 (3.67); none.
  let oneFive: number;
  let forty: number;
  let fours: number;
  let mixed: number;
  let unrated: number;
  const point = { lat: 12.9, long: 77.6 };

  beforeAll(async () => {
    const listing = (minutes: number, offset: number) =>
      fixtureListing(t, {
        ownerId: t.lister.id,
        locality,
        postedMinutesAgo: minutes,
        lat: point.lat + offset,
        long: point.long,
      });
    // Newest first: unrated, mixed, fours, oneFive, forty.
    unrated = await listing(0, 0.001);
    mixed = await listing(10, 0.002);
    fours = await listing(20, 0.003);
    oneFive = await listing(30, 0.004);
    forty = await listing(40, 0.005);
    await addReviews(t, oneFive, [5]);
    await addReviews(t, forty, fortyAt46);
    await addReviews(t, fours, [4, 4, 4]);
    await addReviews(t, mixed, [4, 4, 3]);
    // Featured: it leads the default newest-first results, never the top rated ones.
    await t.db.query(`UPDATE properties SET featured_until = now() + interval '5 days' WHERE id = $1`, [
      unrated,
    ]);
    t.publicCache.invalidate();
  }, 60_000);

  const get = async (url: string) => {
    const res = await call(t, 'GET', url, null);
    expect(res.status).toBe(200);
    return res.body as { data: Card[]; total: number; more: boolean };
  };
  const search = (query = '') => get(`/filtered-properties?location=${locality}${query}`);

  it('shows the average and count on cards, the keyword search and the detail page; unrated: null and 0', async () => {
    const cards = (await search()).data;
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get(forty)).toMatchObject({ rating_avg: 4.6, rating_count: 40 });
    expect(byId.get(oneFive)).toMatchObject({ rating_avg: 5, rating_count: 1 });
    expect(byId.get(mixed)).toMatchObject({ rating_avg: 3.67, rating_count: 3 });
    expect(byId.get(unrated)).toMatchObject({ rating_avg: null, rating_count: 0 });
    // The sort key stays inside.
    for (const card of cards) expect(card).not.toHaveProperty('rating_score');

    const keyword = await get(`/search-properties?search=${locality}`);
    expect(keyword.data.find((card) => card.id === forty)).toMatchObject({
      rating_avg: 4.6,
      rating_count: 40,
    });

    const detail = await call(t, 'GET', `/get-property-details-by-id/${forty}`, null);
    expect(detail.status).toBe(200);
    expect(detail.body.data.property).toMatchObject({ rating_avg: 4.6, rating_count: 40 });
    expect(detail.body.data.property).not.toHaveProperty('rating_score');

    // The shortlist and the owner's My Listings read the same shape.
    const seeker = await makeUser(t, 'Customer');
    expect((await call(t, 'POST', '/wishlist/toggle', seeker, { property_id: fours })).status).toBe(200);
    const shortlist = await call(t, 'GET', '/wishlist', seeker);
    expect(shortlist.body.data.properties).toEqual([
      expect.objectContaining({ id: fours, rating_avg: 4, rating_count: 3 }),
    ]);
    const own = await call(t, 'GET', '/get-all-properties', t.lister);
    expect((own.body.data.properties as Card[]).find((card) => card.id === oneFive)).toMatchObject({
      rating_avg: 5,
      rating_count: 1,
    });
    // The home page's recent listings too (every card has the pair).
    const home = await call(t, 'GET', '/get-home', null);
    for (const card of home.body.data.most_recent_listing as Card[])
      expect(card).toEqual(expect.objectContaining({ rating_count: expect.any(Number) }));
  });

  it('"4 ★ and above" keeps listings averaging 4 or more, in the search, its count and the keyword search', async () => {
    const rated = await search('&min_rating=4');
    expect(rated.data.map((card) => card.id).sort()).toEqual([oneFive, forty, fours].sort());
    expect(rated.total).toBe(3);
    const count = await get(`/search-count?location=${locality}&min_rating=4`);
    expect(count).toMatchObject({ total: 3, more: false });
    expect((await search('&min_rating=5')).data.map((card) => card.id)).toEqual([oneFive]);
    expect((await search('&min_rating=1')).total).toBe(4);
    const keyword = await get(`/search-properties?search=${locality}&min_rating=4`);
    expect(keyword.data.map((card) => card.id).sort()).toEqual([oneFive, forty, fours].sort());
    expect((await get(`/search-count?search=${locality}&min_rating=4`)).total).toBe(3);
    // The Featured leader is unrated: the filter keeps it out of the leaders too.
    expect(rated.data.some((card) => card.id === unrated)).toBe(false);
    // Cleared ("Choose..." or empty) means no filter.
    expect((await search('&min_rating=')).total).toBe(5);
  });

  it('answers 422 for a rating that is not a whole number from 1 to 5', async () => {
    for (const value of ['6', '0', 'abc', '4.5', '-1']) {
      for (const url of [
        `/filtered-properties?min_rating=${value}`,
        `/search-count?min_rating=${value}`,
        `/search-properties?search=${locality}&min_rating=${value}`,
      ]) {
        const res = await call(t, 'GET', url, null);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ min_rating: [MIN_RATING_MESSAGE] });
      }
    }
  });

  it('"Top rated" ranks by the Bayesian score: forty 4.6s above one 5, unrated last, no Featured leader', async () => {
    // 4.48 (forty 4.6s), 3.75 (one 5), 3.69 (three 4s), 3.56 (4, 4, 3), 0 (unrated).
    const scores = [bayesianScore(40, 4.6), bayesianScore(1, 5), bayesianScore(3, 4), bayesianScore(3, 3.67)];
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const expected = [forty, oneFive, fours, mixed, unrated];
    const stored = await t.db.query<{ id: number; rating_score: number }>(
      'SELECT id, rating_score FROM properties WHERE id = ANY ($1) ORDER BY rating_score DESC',
      [expected],
    );
    expect(stored.rows.map((row) => Number(row.id))).toEqual(expected);
    expect((await search('&sort=top_rated')).data.map((card) => card.id)).toEqual(expected);
    // Newest first (the default) leads with the Featured listing; top rated does not.
    expect((await search()).data[0]!.id).toBe(unrated);
    // The keyword search (full-text words) and a search near a point order the same way.
    const keyword = await get(`/search-properties?search=${locality}&sort=top_rated`);
    expect(keyword.data.map((card) => card.id)).toEqual(expected);
    const near = await search(`&lat=${point.lat}&long=${point.long}&radius=1&sort=top_rated`);
    expect(near.data.map((card) => card.id)).toEqual(expected);
    expect(near.data[0]!.distance_km).toEqual(expect.any(Number));
    // Paged: the second page of two a page continues the order.
    const second = await search('&sort=top_rated&per_page=2&page=2');
    expect(second.data.map((card) => card.id)).toEqual(expected.slice(2, 4));
    // With the filter: the rated ones in the same order.
    const both = await search('&sort=top_rated&min_rating=4');
    expect(both.data.map((card) => card.id)).toEqual([forty, oneFive, fours]);
  });
});
