import { LISTER_API, SEO_API, slugify } from '@basera/shared/schemas';
import type { LandingPageData } from '@basera/shared/types';
import sharp from 'sharp';
import { PUBLIC_LISTING } from '../listings/states';
import { shareImageKey } from '../seo/share-image';
import { currentSitemapNames, databaseSitemapSource, sitemapUrls } from '../seo/sitemap';
import { testDatabaseKinds } from '../test/databases';
import {
  call,
  type FixtureListing,
  fixtureListing,
  makeUser,
  uniqueWord,
  useListingSuite,
} from '../test/listing-fixtures';

const SITE = 'https://basera.example';

describe.each(testDatabaseKinds)(
  'SEO places (landing pages, sitemaps, robots, share pictures) on %s',
  (kind) => {
    const t = useListingSuite(kind);
    beforeAll(() => {
      t.config.siteUrl = SITE;
    });

    /** A state and a city of their own (names of letters only, so their slugs are predictable). */
    const makeCity = async (cityName = uniqueWord('Town'), stateName = uniqueWord('State')) => {
      const iso = uniqueWord('S').slice(0, 12);
      const stateId = Number(
        (
          await t.db.query<{ id: number }>(
            'INSERT INTO states (iso_code, name) VALUES ($1, $2) RETURNING id',
            [iso, stateName],
          )
        ).rows[0]!.id,
      );
      const cityId = Number(
        (
          await t.db.query<{ id: number }>(
            'INSERT INTO cities (state_id, name) VALUES ($1, $2) RETURNING id',
            [stateId, cityName],
          )
        ).rows[0]!.id,
      );
      return { stateId, cityId, name: cityName, slug: slugify(cityName), stateSlug: slugify(stateName) };
    };
    type City = Awaited<ReturnType<typeof makeCity>>;
    const listing = (city: City, input: Partial<FixtureListing> = {}) =>
      fixtureListing(t, { ownerId: t.lister.id, cityId: city.cityId, ...input });

    const landing = async (path: string) => {
      const res = await call(t, 'GET', `${SEO_API.landing}?path=${encodeURIComponent(path)}`, null);
      return {
        status: res.status,
        body: res.body,
        data: res.body.data as LandingPageData,
        headers: res.headers,
      };
    };
    const searchTotal = async (search: Record<string, string>) => {
      const res = await call(t, 'GET', `/filtered-properties?${new URLSearchParams(search)}`, null);
      expect(res.status).toBe(200);
      return res.body.total as number;
    };
    const text = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
      return { status: res.statusCode, body: res.body, headers: res.headers };
    };
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const setStatus = (id: number, status: 'active' | 'inactive') =>
      call(t, 'POST', LISTER_API.status, t.lister, { id, status });

    describe('landing page data', () => {
      let city: City;
      const ids: Record<string, number> = {};
      beforeAll(async () => {
        city = await makeCity();
        ids.kora1 = await listing(city, {
          locality: 'Koramangala',
          price: 6500,
          gender: 'Female',
          lat: 12.935,
          long: 77.624,
        });
        ids.kora2 = await listing(city, {
          locality: ' koramangala ',
          price: 9000,
          gender: 'Male',
          lat: 12.936,
          long: 77.625,
        });
        ids.kora3 = await listing(city, {
          locality: 'Koramangala',
          price: 8000,
          gender: 'Female',
          lat: 12.934,
          long: 77.623,
        });
        // Another locality whose name mentions Koramangala: the location search finds it, so the page counts it.
        ids.btm = await listing(city, {
          locality: 'BTM Layout',
          name: 'Koramangala Edge PG',
          price: 12000,
          gender: 'Other',
          lat: 12.916,
          long: 77.61,
        });
        ids.hsr = await listing(city, { locality: 'HSR Layout', price: 7000, lat: 12.91, long: 77.64 });
        ids.far = await listing(city, { locality: 'Whitefield', price: 7000, lat: 12.969, long: 77.75 });
        ids.hostel = await listing(city, { type: 'Hostel', locality: 'Koramangala', price: 5000 });
        // Not public: none of them is counted anywhere.
        await listing(city, { locality: 'Koramangala', status: 'inactive' });
        await listing(city, { locality: 'Koramangala', expiresInDays: -1 });
        await listing(city, { locality: 'Koramangala', status: 'draft' });
        await listing(city, { locality: 'Koramangala', review: 'suspended' });
        await listing(city, { type: 'Mess', locality: 'Koramangala', status: 'inactive' });
        // Meals on two, the Verified badge on one, reviews on one (a hidden one leaves the average).
        await t.db.query(`UPDATE properties SET food_meals = '{Lunch}' WHERE id = ANY ($1)`, [
          [ids.kora1, ids.kora2],
        ]);
        await t.db.query('UPDATE properties SET verified_at = now() WHERE id = $1', [ids.kora3]);
        for (const [rating, hidden] of [
          [4, false],
          [5, false],
          [1, true],
        ] as const) {
          const author = await makeUser(t, 'Customer');
          await t.db.query(
            `INSERT INTO listing_reviews (property_id, author_id, basis, rating, food_rating, cleanliness_rating,
             safety_rating, owner_rating, body, recommend, hidden_at)
           VALUES ($1, $2, 'stayed', $3, 4, 4, 4, 4, 'A clean place with good food and a helpful warden.', true, $4)`,
            [ids.kora1, author.id, rating, hidden ? new Date() : null],
          );
        }
        t.publicCache.invalidate();
      });

      it('a locality page: its count and figures are the results page total of its search, facts from the data', async () => {
        const { status, data, headers } = await landing(`/pg-in-${city.slug}/koramangala`);
        expect(status).toBe(200);
        expect(headers['cache-control']).toBe('public, no-cache');
        expect(data).toMatchObject({
          type: 'PG',
          path: `/pg-in-${city.slug}/koramangala`,
          heading: `PG in Koramangala, ${city.name}`,
          locality: { name: 'Koramangala', slug: 'koramangala' },
          count: 4,
          price_min: 6500,
          price_max: 12000,
          search: {
            state_id: String(city.stateId),
            city_id: String(city.cityId),
            room_type: 'Pg',
            location: 'Koramangala',
          },
          city_page: { name: `PG in ${city.name}`, path: `/pg-in-${city.slug}`, count: 6 },
        });
        expect(await searchTotal(data.search)).toBe(data.count);
        expect(data.summary).toEqual([
          `4 PG listings in Koramangala, ${city.name}, with starting prices from Rs. 6,500 to Rs. 12,000 a month.`,
          '2 are for girls, 1 for boys and 1 co-ed.',
          '2 of the 4 serve meals.',
          "1 of the 4 is Verified: Basera's team checked it by a call or a visit.",
          '1 of the 4 has reviews: 4.5 ★ on average over 2 reviews.',
        ]);
        // Nearest localities first (by their listings' average points), the page itself left out.
        expect(data.localities.map((link) => link.name)).toEqual(['BTM Layout', 'HSR Layout', 'Whitefield']);
        expect(data.other_types).toEqual([
          { name: 'Hostel', path: `/hostel-in-${city.slug}/koramangala`, count: 1 },
        ]);
      });

      it("a city page: every link's count is the count of the page it leads to", async () => {
        const { status, data } = await landing(`/pg-in-${city.slug}`);
        expect(status).toBe(200);
        expect(data.count).toBe(6);
        expect(await searchTotal(data.search)).toBe(6);
        expect(data.search).toEqual({
          state_id: String(city.stateId),
          city_id: String(city.cityId),
          room_type: 'Pg',
        });
        expect(data.city_page).toBeNull();
        // By count: Koramangala's page counts 4 (the BTM listing named after it too).
        expect(data.localities[0]).toEqual({
          name: 'Koramangala',
          path: `/pg-in-${city.slug}/koramangala`,
          count: 4,
        });
        expect(data.localities.map((link) => link.name).sort()).toEqual(
          ['BTM Layout', 'HSR Layout', 'Koramangala', 'Whitefield'].sort(),
        );
        expect(data.other_types).toEqual([{ name: 'Hostel', path: `/hostel-in-${city.slug}`, count: 1 }]);
        for (const link of [...data.localities, ...data.other_types]) {
          const linked = await landing(link.path);
          expect([link.path, linked.data.count]).toEqual([link.path, link.count]);
          expect(await searchTotal(linked.data.search)).toBe(link.count);
        }
      });

      it('answers 404 where no live listing is, and 422 for an over-long path', async () => {
        for (const path of [
          `/mess-in-${city.slug}`, // only an inactive Mess
          `/room-in-${city.slug}`,
          `/pg-in-${city.slug}/nowhere`,
          `/mess-in-${city.slug}/koramangala`,
          '/pg-in-atlantis',
          '/about',
          '',
        ]) {
          const res = await landing(path);
          expect([path, res.status, res.body]).toEqual([
            path,
            404,
            { status: false, message: 'Page not found' },
          ]);
        }
        expect((await landing(`/pg-in-${'x'.repeat(200)}`)).status).toBe(422);
        // A trailing slash is the same page, its canonical path without it.
        expect((await landing(`/pg-in-${city.slug}/`)).data.path).toBe(`/pg-in-${city.slug}`);
      });

      it('a city sharing its slug with another city with listings is named with its state, both of them', async () => {
        const name = uniqueWord('Aurangabad');
        const first = await makeCity(name);
        const second = await makeCity(name);
        await listing(first);
        const lone = await landing(`/pg-in-${first.slug}`);
        expect([lone.status, lone.data.city.slug]).toEqual([200, first.slug]);

        const secondId = await listing(second);
        expect((await landing(`/pg-in-${first.slug}`)).status).toBe(404);
        const a = await landing(`/pg-in-${first.slug}-${first.stateSlug}`);
        const b = await landing(`/pg-in-${second.slug}-${second.stateSlug}`);
        expect([a.status, a.data.city.id, a.data.path]).toEqual([
          200,
          first.cityId,
          `/pg-in-${first.slug}-${first.stateSlug}`,
        ]);
        expect([b.status, b.data.city.id]).toEqual([200, second.cityId]);

        // The second city's last listing goes: the first is alone with its name again.
        expect((await setStatus(secondId, 'inactive')).status).toBe(200);
        expect((await landing(`/pg-in-${first.slug}`)).status).toBe(200);
        expect((await landing(`/pg-in-${first.slug}-${first.stateSlug}`)).status).toBe(404);
      });

      it('a Lister deactivating a listing changes the page at once; its last listing going makes it 404', async () => {
        const town = await makeCity();
        const one = await listing(town, { locality: 'Baner', price: 8000 });
        const two = await listing(town, { locality: 'Baner', price: 9500 });
        const page = `/pg-in-${town.slug}/baner`;
        expect((await landing(page)).data).toMatchObject({ count: 2, price_max: 9500 });
        expect((await setStatus(two, 'inactive')).status).toBe(200);
        expect((await landing(page)).data).toMatchObject({ count: 1, price_min: 8000, price_max: 8000 });
        expect((await landing(page)).data.summary[0]).toBe(
          `1 PG listing in Baner, ${town.name}, from Rs. 8,000 a month.`,
        );
        expect((await setStatus(one, 'inactive')).status).toBe(200);
        expect((await landing(page)).status).toBe(404);
        expect((await landing(`/pg-in-${town.slug}`)).status).toBe(404);
      });
    });

    describe('robots.txt and sitemaps', () => {
      it('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
        const res = await text(SEO_API.robots);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.body).toBe(
          [
            'User-agent: *',
            'Disallow: /user/',
            'Disallow: /admin',
            'Disallow: /myaccount',
            'Disallow: /signout',
            'Disallow: /review-invite/',
            'Disallow: /unsubscribe/',
            '',
            `Sitemap: ${SITE}/sitemap.xml`,
            '',
          ].join('\n'),
        );
      });

      const sitemap = async (name: string) => {
        const res = await text(SEO_API.sitemap(name));
        expect([name, res.status, res.headers['content-type']]).toEqual([
          name,
          200,
          'application/xml; charset=utf-8',
        ]);
        return res.body;
      };
      const publicIds = async () =>
        (
          await t.db.query<{ id: number }>(
            `SELECT p.id FROM properties p WHERE ${PUBLIC_LISTING} ORDER BY p.id`,
          )
        ).rows.map((row) => Number(row.id));

      it('the index names each typed sitemap; they list exactly the public URLs', async () => {
        const city = await makeCity();
        const live = await listing(city, { locality: 'Kothrud' });
        const hidden = [
          await listing(city, { locality: 'Kothrud', status: 'inactive' }),
          await listing(city, { locality: 'Aundh', expiresInDays: -2 }),
          await listing(city, { locality: 'Aundh', status: 'draft' }),
          await listing(city, { locality: 'Aundh', review: 'suspended' }),
        ];
        await t.db.query(
          `INSERT INTO blogs (slug, title, description, published) VALUES ($1, 'Live', '<p>x</p>', true), ($2, 'Off', '<p>x</p>', false)`,
          ['live-article', 'draft-article'],
        );
        t.publicCache.invalidate();

        const index = await text(SEO_API.sitemapIndex);
        expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
        expect(locs(index.body)).toEqual(
          ['static', 'places-1', 'listings-1', 'blog'].map((name) => `${SITE}/sitemaps/${name}.xml`),
        );

        const listings = await sitemap('listings-1');
        expect(locs(listings)).toEqual((await publicIds()).map((id) => `${SITE}/pgdetails/${id}`));
        expect(locs(listings)).toContain(`${SITE}/pgdetails/${live}`);
        for (const id of hidden) expect(locs(listings)).not.toContain(`${SITE}/pgdetails/${id}`);
        const { rows } = await t.db.query<{ updated_at: Date }>(
          'SELECT updated_at FROM properties WHERE id = $1',
          [live],
        );
        expect(listings).toContain(
          `<url><loc>${SITE}/pgdetails/${live}</loc><lastmod>${new Date(rows[0]!.updated_at).toISOString()}</lastmod></url>`,
        );

        const places = locs(await sitemap('places-1'));
        expect(places.filter((loc) => loc.includes(`-in-${city.slug}`))).toEqual([
          `${SITE}/pg-in-${city.slug}`,
          `${SITE}/pg-in-${city.slug}/kothrud`,
        ]);
        // Every landing page listed exists.
        for (const loc of places)
          expect([loc, (await landing(loc.slice(SITE.length))).status]).toEqual([loc, 200]);

        const statics = await sitemap('static');
        expect(locs(statics)).toEqual(
          expect.arrayContaining([`${SITE}/`, `${SITE}/pg`, `${SITE}/about`, `${SITE}/faq`]),
        );
        // Home has no single time of change: no lastmod.
        expect(statics).toContain(`<url><loc>${SITE}/</loc></url>`);

        const blog = locs(await sitemap('blog'));
        expect(blog).toContain(`${SITE}/blog`);
        expect(blog).toContain(`${SITE}/blogdetails/live-article`);
        expect(blog).not.toContain(`${SITE}/blogdetails/draft-article`);

        // The locality page goes when its last listing does (through the Lister's own switch: the cache is cleared).
        expect((await setStatus(live, 'inactive')).status).toBe(200);
        const after = locs(await sitemap('places-1'));
        expect(after.filter((loc) => loc.includes(`-in-${city.slug}`))).toEqual([]);
        expect(locs(await sitemap('listings-1'))).not.toContain(`${SITE}/pgdetails/${live}`);
      });

      it('splits every 10,000 URLs (here every 2, the limit given), each part a slice, nothing more', async () => {
        const city = await makeCity();
        for (const locality of ['Wakad', 'Baner', 'Aundh']) await listing(city, { locality });
        const source = databaseSitemapSource(t.db);
        const ids = await publicIds();
        const names = await currentSitemapNames(source, 2);
        const listingParts = Math.ceil(ids.length / 2);
        expect(names.filter((name) => name.startsWith('listings-'))).toEqual(
          Array.from({ length: listingParts }, (_, i) => `listings-${i + 1}`),
        );
        expect(names.some((name) => /^static-\d+$/.test(name))).toBe(true);
        const listed: string[] = [];
        for (let part = 1; part <= listingParts; part++) {
          const urls = (await sitemapUrls(source, `listings-${part}`, 2))!;
          expect(urls.length).toBeLessThanOrEqual(2);
          listed.push(...urls.map((url) => url.path));
        }
        expect(listed).toEqual(ids.map((id) => `/pgdetails/${id}`));
        expect(await sitemapUrls(source, `listings-${listingParts + 1}`, 2)).toBeNull();
        expect(await sitemapUrls(source, 'places', 2)).toBeNull();
        // Through the route, with the real limit: one part of each, and 404 past it or for unknown names.
        for (const name of ['listings-2', 'places-2', 'static-1', 'nothing', 'listings-0', 'blog-1'])
          expect([name, (await text(SEO_API.sitemap(name))).status]).toEqual([name, 404]);
      });
    });

    describe('share pictures', () => {
      const putPicture = async (key: string, width: number, height: number) =>
        t.app.deps.storage.put(
          key,
          await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
            .webp()
            .toBuffer(),
        );

      it('a public listing: its main photo as a 1200 × 630 JPEG, kept in the storage; none for a hidden one', async () => {
        const city = await makeCity();
        const id = await listing(city, { locality: 'Indiranagar' });
        const photo = `${uniqueWord('share')}-1280.webp`;
        await putPicture(`properties/${photo}`, 1280, 960);
        await t.db.query('UPDATE properties SET photo = $2 WHERE id = $1', [id, photo]);

        const res = await t.app.inject({ method: 'GET', url: `/api${SEO_API.listingImage(id)}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
        expect(await t.app.deps.storage.exists(shareImageKey(`properties/${photo}`))).toBe(true);
        const again = await t.app.inject({ method: 'GET', url: `/api${SEO_API.listingImage(id)}` });
        expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

        expect((await setStatus(id, 'inactive')).status).toBe(200);
        const hidden = await t.app.inject({ method: 'GET', url: `/api${SEO_API.listingImage(id)}` });
        expect([hidden.statusCode, hidden.json()]).toEqual([
          404,
          { status: false, message: 'Picture not found' },
        ]);

        const draft = await listing(city, { status: 'draft' });
        await t.db.query('UPDATE properties SET photo = $2 WHERE id = $1', [draft, photo]);
        for (const url of [
          SEO_API.listingImage(draft),
          SEO_API.listingImage(999999999),
          '/share-image/listing/x.jpg',
        ])
          expect([url, (await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode]).toEqual([
            url,
            404,
          ]);
        // A public listing whose photo is not in the storage has no picture either.
        const missing = await listing(city);
        expect(
          (await t.app.inject({ method: 'GET', url: `/api${SEO_API.listingImage(missing)}` })).statusCode,
        ).toBe(404);
      });

      it("a published article's cover as a 1200 × 630 JPEG; none for an unpublished one", async () => {
        const image = `${uniqueWord('cover')}.webp`;
        await putPicture(`content/${image}`, 900, 900);
        await t.db.query(
          `INSERT INTO blogs (slug, title, description, image, published)
         VALUES ('cover-live', 'Live', '<p>x</p>', $1, true), ('cover-off', 'Off', '<p>x</p>', $1, false)`,
          [image],
        );
        t.publicCache.invalidate();
        const res = await t.app.inject({ method: 'GET', url: `/api${SEO_API.blogImage('cover-live')}` });
        expect(res.statusCode).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
        expect(
          (await t.app.inject({ method: 'GET', url: `/api${SEO_API.blogImage('cover-off')}` })).statusCode,
        ).toBe(404);
        expect(
          (await t.app.inject({ method: 'GET', url: `/api${SEO_API.blogImage('nothing-here')}` })).statusCode,
        ).toBe(404);
      });
    });
  },
);
