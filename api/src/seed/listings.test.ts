import { distanceText, MEAL_OPTIONS, PHOTO_WIDTHS, photoVariant, placeLine } from '@basera/shared/schemas';
import sharp from 'sharp';
import { PUBLIC_LISTING } from '../listings/states';
import { testDatabaseKinds } from '../test/databases';
import { useTestApp } from '../test/suite';
import { FEATURED_DEMO_CITIES } from './featured';
import { VIDEO_SHARE } from './listings';
import { DEMO_CITIES } from './localities';

describe.each(testDatabaseKinds)('seeded listings on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('are complete and published, with the main photo first and distances that agree', async () => {
    const { rows } = await t.db.query<{
      id: number;
      status: string;
      property_type: string;
      wizard_step: number;
      days_left: number | null;
      photo: string | null;
      first_photo: string | null;
      distance_in_meters: number | null;
      distance_from_road: string | null;
      beds: Array<{ total_beds: number; free_beds: number; available_from: string | null }>;
      food_meals: string[];
      food_served: string | null;
      cuisine: string[];
      meal_timings: unknown[];
    }>(
      `SELECT p.id, p.status, p.property_type, p.wizard_step, p.photo, p.distance_in_meters, p.distance_from_road,
              p.beds, p.food_meals, p.food_served, p.cuisine, p.meal_timings,
              extract(epoch FROM p.expires_at - now()) / 86400 AS days_left,
              (SELECT file_name FROM property_photos ph WHERE ph.property_id = p.id AND ph.position = 0) AS first_photo
         FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE u.email <> 'ravi@demo.basera.in'`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', wizard_step: 7 });
      expect(Number(row.days_left)).toBeGreaterThan(59);
      expect(Number(row.days_left)).toBeLessThan(366);
      expect(row.first_photo).toBe(row.photo);
      expect(row.distance_from_road).toBe(distanceText(row.distance_in_meters!));
      expect(row.food_meals.every((meal) => (MEAL_OPTIONS as readonly string[]).includes(meal))).toBe(true);
      expect(row.food_served).toBe(row.food_meals.length ? row.food_meals.join(', ') : null);
      if (row.property_type === 'Mess') {
        expect(row.beds).toEqual([]);
        expect(row.cuisine.length).toBeGreaterThan(0);
        expect(row.meal_timings).toHaveLength(row.food_meals.length);
      } else {
        expect(row.beds.length).toBeGreaterThan(0);
        for (const bed of row.beds) {
          expect(bed.free_beds).toBeLessThanOrEqual(Math.min(3, bed.total_beds));
          expect(bed.available_from === null).toBe(bed.free_beds === 0);
        }
      }
    }
    // Some kinds are full, some beds free now, some free only later.
    const beds = rows.flatMap((row) => row.beds);
    const today = new Date().toISOString().slice(0, 10);
    expect(beds.some((bed) => bed.free_beds === 0)).toBe(true);
    expect(beds.some((bed) => bed.available_from && bed.available_from <= today)).toBe(true);
    expect(beds.some((bed) => bed.available_from && bed.available_from > today)).toBe(true);
  });

  it('come with photos and content pictures in WebP at 320, 640 and 1280 px, served under /storage', async () => {
    const get = async (url: string) => (await t.app.inject({ url })).json().data;
    const home = await get('/api/get-home');
    const blogs = await get('/api/all-blog');
    const detail = await get(`/api/get-property-details-by-id/${home.most_recent_listing[0].propty_id}`);
    const pictures: string[] = [
      `${home.photoPath}${home.most_recent_listing[0].photo}`,
      ...detail.property.photos.map((file: string) => `${detail.photoPath}${file}`),
      home.slider[0].image,
      home.search.pg_file,
      home.whychooseus.back_image,
      blogs[0].image_url,
    ];
    for (const picture of pictures) {
      // The stored name is the largest variant, like an uploaded photo's.
      expect(picture).toMatch(/\/storage\/(properties|content)\/[a-z0-9-]+-1280\.webp$/);
      for (const width of PHOTO_WIDTHS) {
        const res = await t.app.inject({
          url: photoVariant(picture, width).replace(/^https?:\/\/[^/]+/, ''),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
      }
    }
    const { rows } = await t.db.query<{ file_name: string }>(
      'SELECT DISTINCT file_name FROM property_photos',
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.file_name).toMatch(/^property-[a-z-]+-\d{2}-1280\.webp$/);
  });

  it('place every listing in a real locality of its city: its PIN, landmark and map pin, no locality twice', async () => {
    const { rows } = await t.db.query<{
      city_name: string;
      state_iso: string;
      city_of_id: string;
      locality: string;
      address_line_1: string;
      address_line_2: string | null;
      landmark: string;
      postal_code: string;
      lat: number;
      long: number;
      affiliation_details: string | null;
    }>(
      `SELECT p.city_name, s.iso_code AS state_iso, c.name AS city_of_id, p.locality, p.address_line_1,
              p.address_line_2, p.landmark, p.postal_code, p.lat, p.long, p.affiliation_details
         FROM properties p JOIN cities c ON c.id = p.city_id JOIN states s ON s.id = p.state_id AND s.id = c.state_id`,
    );
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      expect(row.city_of_id).toBe(row.city_name);
      const city = DEMO_CITIES.find((c) => c.city === row.city_name && c.state === row.state_iso)!;
      const locality = city.localities.find((l) => l.name === row.locality)!;
      expect(locality).toBeDefined();
      expect(row.postal_code).toBe(locality.pin);
      expect(locality.landmarks).toContain(row.landmark);
      expect(Math.hypot(row.lat - locality.lat, row.long - locality.long) * 111).toBeLessThan(1);
      // The card appends locality and city to the address lines: they must not already hold them.
      const line = placeLine(row);
      expect(line.split(row.locality)).toHaveLength(2);
      expect(line.split(row.city_name)).toHaveLength(2);
      if (row.affiliation_details)
        expect(locality.landmarks.some((l) => row.affiliation_details!.includes(l))).toBe(true);
    }
    // Every locality of every demo city has listings.
    for (const city of DEMO_CITIES)
      for (const locality of city.localities)
        expect(rows.some((row) => row.locality === locality.name && row.city_name === city.city)).toBe(true);
  });

  it('show one distance from the main road, a video only where the listing has one, and varied photos', async () => {
    const home = (await t.app.inject({ url: '/api/get-all-pgs?per_page=50' })).json().data as Array<{
      propty_id: number;
    }>;
    const { rows } = await t.db.query<{
      id: number;
      property_type: string;
      video_link: string | null;
      public: boolean;
      photo: string;
      album: string[];
    }>(
      `SELECT p.id, p.property_type, p.video_link, (${PUBLIC_LISTING}) AS public, p.photo,
              array(SELECT file_name FROM property_photos ph WHERE ph.property_id = p.id ORDER BY position) AS album
         FROM properties p WHERE p.status = 'active'`,
    );
    const withVideo = rows.filter((row) => row.video_link);
    expect(withVideo.length).toBeGreaterThan(0);
    expect(withVideo.length).toBeLessThan(rows.length * VIDEO_SHARE * 2);
    // The details the page reads: the distance comes from the metres alone, and no video is made up.
    for (const { propty_id } of home.slice(0, 12)) {
      const detail = (await t.app.inject({ url: `/api/get-property-details-by-id/${propty_id}` })).json().data
        .property;
      expect(detail.distance_from_road).toBe(distanceText(detail.distance_in_meters));
      expect(detail.video_link).toBe(rows.find((row) => row.id === propty_id)!.video_link);
    }
    // A public one: the seed's expired listing and those waiting for review are active too, and have no page.
    const noVideo = rows.find((row) => !row.video_link && row.public)!;
    const detail = (await t.app.inject({ url: `/api/get-property-details-by-id/${noVideo.id}` })).json().data;
    expect(detail.property.video_link).toBeNull();
    // Photos: many different main pictures, albums that differ, a Mess opening on its hall or kitchen.
    expect(new Set(rows.map((row) => row.photo)).size).toBeGreaterThan(25);
    expect(new Set(rows.map((row) => row.album.join())).size).toBeGreaterThan(rows.length * 0.9);
    for (const row of rows) expect(new Set(row.album).size).toBe(row.album.length);
    for (const row of rows.filter((r) => r.property_type === 'Mess'))
      expect(row.photo).toMatch(/^property-(dining|kitchen)-/);
    // The pictures themselves differ, not only their names: their average colours are spread out.
    const colours = await Promise.all(
      [...new Set(rows.map((row) => row.photo))].slice(0, 12).map(async (file) => {
        const res = await t.app.inject({ url: `/storage/properties/${file.replace('-1280', '-320')}` });
        const { channels } = await sharp(res.rawPayload).stats();
        return channels.map((c) => Math.round(c.mean / 8)).join();
      }),
    );
    expect(new Set(colours).size).toBeGreaterThan(8);
  });

  it('give the demo Lister one listing of every status, the draft a Hostel at step 2', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user-login',
      payload: { email_or_phone: 'ravi@demo.basera.in', password: 'Basera#Demo2026', user_type: 'Lister' },
    });
    const own = await t.app.inject({
      url: '/api/get-all-properties',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    const properties = own.json().data.properties as Array<{
      status: string;
      property_type: string;
      wizard_step: number;
    }>;
    const byStatus = (status: string) => properties.filter((p) => p.status === status);
    expect(byStatus('draft')).toEqual([expect.objectContaining({ property_type: 'Hostel', wizard_step: 2 })]);
    expect(byStatus('inactive')).toHaveLength(1);
    expect(byStatus('expired')).toHaveLength(1);
    expect(byStatus('active').length).toBeGreaterThan(10);
  });

  it("feature a few listings: each leads its city's default results with the mark; the demo Lister's has its order", async () => {
    const { rows } = await t.db.query<{ id: number; city_id: number; owner_email: string }>(
      `SELECT p.id, p.city_id, u.email AS owner_email FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE ${PUBLIC_LISTING} AND p.featured_until > now() ORDER BY p.id`,
    );
    expect(rows.length).toBe(FEATURED_DEMO_CITIES + 1);
    for (const row of rows.filter((r) => r.owner_email !== 'ravi@demo.basera.in')) {
      const res = await t.app.inject({ url: `/api/filtered-properties?city_id=${row.city_id}&per_page=10` });
      const cards = res.json().data as Array<{ id: number; featured: boolean }>;
      const leaders = cards.filter((card) => card.featured).map((card) => card.id);
      expect(leaders).toContain(row.id);
      expect(cards[0]!.featured).toBe(true);
    }
    const ravi = rows.find((row) => row.owner_email === 'ravi@demo.basera.in')!;
    const orders = await t.db.query<{ amount: number; status: string }>(
      'SELECT amount, status FROM subscription_orders WHERE property_id = $1',
      [ravi.id],
    );
    expect(orders.rows).toEqual([{ amount: 799, status: 'paid' }]);
  });
});
