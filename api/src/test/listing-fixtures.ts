import { randomBytes } from 'node:crypto';
import type { BedRow, ListingType, ReviewState } from '@basera/shared/schemas';
import type { UserType } from '@basera/shared/types';
import { hashToken, newToken } from '../auth/tokens';
import { type TestApp, useTestApp } from './suite';

/**
 * The one set of test helpers of the listing suites (wizard, photos, beds, status, subscriptions, visibility):
 * users with sessions, places and catalogs, calls to the API, valid bodies of the wizard's steps, and listings
 * written straight by SQL for the suites that must not depend on the wizard's endpoints.
 */

export interface TestUser {
  id: number;
  token: string;
}

let serial = 0;
const tag = () => {
  serial += 1;
  return `${Date.now().toString(36)}${serial}${randomBytes(2).toString('hex')}`;
};

/** A user straight in the database with a live session (sign-in has its own tests). */
export async function makeUser(t: TestApp, userType: UserType = 'Lister'): Promise<TestUser> {
  const id = tag();
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
     VALUES ($1, 'Ravi', 'Kumar', $2, $3, 'not-a-hash', now(), now()) RETURNING id`,
    [userType, `lister.${id}@example.in`, `9${String(Date.now() + serial).slice(-9)}`],
  );
  const token = newToken();
  const userId = Number(rows[0]!.id);
  await t.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [userId, hashToken(token)],
  );
  return { id: userId, token };
}

export interface Places {
  stateId: number;
  cityId: number;
  otherStateId: number;
  otherCityId: number;
  amenityIds: number[];
  facilityIds: number[];
}

/** Two states with a city each, and small catalogs: the suites need no demo seed. */
export async function makePlaces(t: TestApp): Promise<Places> {
  const unique = randomBytes(3).toString('hex');
  const insertId = async (sql: string, params: unknown[]) =>
    Number((await t.db.query<{ id: number }>(`${sql} RETURNING id`, params)).rows[0]!.id);
  const state = (name: string) =>
    insertId('INSERT INTO states (iso_code, name) VALUES ($1, $2)', [
      `T${unique}${name.slice(0, 2)}`,
      `${name} ${unique}`,
    ]);
  const city = (stateId: number, name: string) =>
    insertId('INSERT INTO cities (state_id, name) VALUES ($1, $2)', [stateId, name]);
  const catalog = async (table: 'amenities' | 'facilities', names: string[]) => {
    const ids: number[] = [];
    for (const name of names)
      ids.push(
        await insertId(`INSERT INTO ${table} (name, icon) VALUES ($1, 'icon.svg')`, [`${name} ${unique}`]),
      );
    return ids;
  };
  const stateId = await state('Karnataka');
  const otherStateId = await state('Kerala');
  return {
    stateId,
    cityId: await city(stateId, 'Bengaluru'),
    otherStateId,
    otherCityId: await city(otherStateId, 'Kochi'),
    amenityIds: await catalog('amenities', ['Wi-Fi', 'Geyser', 'Washing machine']),
    facilityIds: await catalog('facilities', ['CCTV', 'Lift']),
  };
}

export type ListingSuite = TestApp & { places: Places; lister: TestUser };

/**
 * The test app of one describe block (useTestApp) with places, catalogs and a signed-in Lister made before its
 * tests: read `places` and `lister` inside the tests.
 */
export function useListingSuite(
  kind: 'pglite' | 'postgres',
  options: Parameters<typeof useTestApp>[1] = {},
): ListingSuite {
  const suite = useTestApp(kind, options) as ListingSuite;
  beforeAll(async () => {
    suite.places = await makePlaces(suite);
    suite.lister = await makeUser(suite);
  });
  return suite;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API as a user (or without a token). An object or array payload goes as JSON; a string or Buffer
 * goes as it is, with `contentType` (raw bodies: broken JSON, multipart).
 */
export async function call(
  t: TestApp,
  method: Method,
  url: string,
  user: TestUser | null,
  payload?: unknown,
  contentType?: string,
) {
  const raw = typeof payload === 'string' || Buffer.isBuffer(payload);
  const type = contentType ?? (payload !== undefined && !raw ? 'application/json' : undefined);
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(type ? { 'content-type': type } : {}),
    },
    ...(payload === undefined
      ? {}
      : { payload: raw ? (payload as string | Buffer) : JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export interface Part {
  name?: string;
  filename: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body of file parts, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----basera${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'photos'}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
    );
    chunks.push(part.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Days from now to an ISO time (fractional). */
export const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// Valid bodies of the wizard's steps, and a draft walked through them
// ---------------------------------------------------------------------------------------------------------

export const addressBody = (places: Places, type: ListingType = 'PG') => ({
  property_type: type === 'Room' ? 'Room Sharing' : type,
  accommodation_name: 'Sunrise Comfort PG',
  state_id: String(places.stateId),
  city_id: String(places.cityId),
  locality: 'Koramangala',
  address_line_1: '42, 5th Cross, 80 Feet Road',
  address_line_2: '',
  landmark: 'Near Forum Mall',
  project_society_building_name: '',
  postal_code: '560034',
  contact_no_1: '9876543210',
  contact_no_2: '',
  lat: '12.9352',
  long: '77.6245',
});

export const roomDetailsBody = (id: number) => ({
  id,
  accommodation_gender: 'Female',
  accommodation_occupation: ['Student', 'Employee'],
  minimum_age: '18',
  room_sharing_status: 'Shared',
  room_air_conditioning_status: ['AC', 'Non-AC'],
  room_occupation_status: ['Double', 'Triple'],
  total_rooms_ac: '4',
  total_rooms_non_ac: '6',
  total_rooms_with_cooler: '',
  toilet_facilities: 'Attached',
  toilet_types: 'Western',
  building_type: 'Independent House',
  total_buildings: '1',
  total_floors: '3',
  accommodation_in_floors: 'Ground to 2nd',
  two_wheeler_parking: 'Available',
  parking_type: 'Open',
  beds: [
    { sharing: 'Double', total_beds: 8, free_beds: 2, available_from: '2020-01-01' },
    { sharing: 'Triple', total_beds: 18, free_beds: 0, available_from: '' },
  ],
});

export const messDetailsBody = (id: number) => ({
  id,
  accommodation_gender: 'Male',
  accommodation_occupation: ['Student'],
  cuisine: ['South Indian', 'North Indian'],
  meal_timings: [
    { meal: 'Dinner', from: '19:30', to: '22:00' },
    { meal: 'Breakfast', from: '07:30', to: '09:30' },
  ],
});

export const pricingBody = (id: number) => ({
  id,
  monthly_charge_min: '8500',
  price_with_food: 'Yes',
  booking_advance_status: 'One month rent',
  security_deposit: '10000',
  deposit_refund_terms: 'Refunded within 7 days of leaving',
  other_charges: 'Electricity as per meter',
  notice_period_days: '30',
});

export const foodBody = (id: number) => ({
  id,
  food_meals: ['Lunch', 'Breakfast'],
  food_type: 'Veg',
  food_menu: { Monday: 'Idli, sambar; rice, dal', Sunday: '' },
});

export const featuresBody = (id: number, places: Places) => ({
  id,
  amenities: places.amenityIds.slice(0, 2),
  facilities: places.facilityIds,
});

export const otherDetailsBody = (id: number) => ({
  id,
  pg_description: 'A calm, clean PG five minutes from the metro, with home food and a study room.',
  distance_in_meters: '350',
  width_of_nearest_road_ft: '30',
  nearest_conveying_facilities: 'Metro 500 m, bus stop 200 m',
  water_availability: '24 hours',
  electricity_status: '24 hours with power backup',
  gate_closing_time: '22:30',
  visitors_allowed: 'Common areas only',
  smoking_allowed: 'No',
  drinking_allowed: 'No',
  pets_allowed: 'No',
  affiliated: 'No',
  affiliation_details: '',
  video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
});

/** The wizard's steps 2 to 6: path and a valid body for a listing of `type`. */
export const stepBodies = (id: number, type: ListingType, places: Places): Array<[string, unknown]> => [
  ['/add-property-details', type === 'Mess' ? messDetailsBody(id) : roomDetailsBody(id)],
  ['/add-property-pricing', pricingBody(id)],
  ['/add-property-food', foodBody(id)],
  ['/add-property-features', featuresBody(id, places)],
  ['/add-property-other-details', otherDetailsBody(id)],
];

/** A photo row straight in the database (the upload has its own tests). */
export async function addPhotoRow(t: TestApp, propertyId: number, fileName = 'seeded-photo.jpg') {
  await t.db.query(
    `INSERT INTO property_photos (property_id, file_name, position)
     SELECT $1, $2, coalesce(max(position), -1) + 1 FROM property_photos WHERE property_id = $1`,
    [propertyId, fileName],
  );
  await t.db.query(
    `UPDATE properties SET photo = (SELECT file_name FROM property_photos WHERE property_id = $1 ORDER BY position LIMIT 1)
      WHERE id = $1`,
    [propertyId],
  );
}

/** Creates a draft of `type` and saves its steps up to `upTo` (1 to 6); returns its post id. */
export async function walkWizard(
  t: TestApp,
  user: TestUser,
  places: Places,
  type: ListingType,
  upTo: number,
): Promise<number> {
  // Tests make as many drafts as they need: the daily draft limit has its own test (wizard.test.ts).
  await t.app.deps.throttle.reset(`listing-drafts:${user.id}`);
  const created = await call(t, 'POST', '/add-property-address', user, addressBody(places, type));
  if (created.status !== 200) throw new Error(`step 1: ${JSON.stringify(created.body)}`);
  const id = created.body.post_id as number;
  for (const [index, [url, body]] of stepBodies(id, type, places).entries()) {
    if (index + 2 > upTo) break;
    if (url === '/add-property-features') await addPhotoRow(t, id);
    const res = await call(t, 'POST', url, user, body);
    if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
  }
  return id;
}

// ---------------------------------------------------------------------------------------------------------
// Listings written straight by SQL (publishing, status and visibility never depend on the wizard's endpoints)
// ---------------------------------------------------------------------------------------------------------

export interface FixtureListing {
  /** Owner (required). */
  ownerId: number;
  type?: ListingType;
  status?: 'draft' | 'active' | 'inactive';
  wizardStep?: number;
  /** Days from now to the subscription's end (negative: ended); null or absent: never subscribed. */
  expiresInDays?: number | null;
  /** A word of the locality, so that a test can find its own listings with ?location=. */
  locality?: string;
  beds?: BedRow[];
  name?: string;
  /** The operators' review: 'approved' (public when active and subscribed) unless told; a draft 'unsubmitted'. */
  review?: ReviewState;
  /** Days ago the listing was sent for review (pending ones: the queue's order); default now for pending. */
  submittedDaysAgo?: number;
  /** The map pin (none unless told: such a listing is never near anything). */
  lat?: number;
  long?: number;
  /** Who it is for: 'Female' unless told. */
  gender?: 'Male' | 'Female' | 'Other';
  /** The monthly rent from (7500 unless told). */
  price?: number;
  /** Minutes ago it was posted (0: now): the newest-first order. */
  postedMinutesAgo?: number;
  /** The city (and its state): the first city of the database unless told. */
  cityId?: number;
}

/** A unique word for localities and names (letters only, so search tokenises it as one word). */
export const uniqueWord = (prefix: string) =>
  `${prefix}${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

/** A listing with the fields search shows, in the first city of the database (makePlaces makes one). */
export async function fixtureListing(t: TestApp, input: FixtureListing): Promise<number> {
  const place = (
    await t.db.query<{ state_id: number; state_name: string; city_id: number; city_name: string }>(
      `SELECT s.id AS state_id, s.name AS state_name, c.id AS city_id, c.name AS city_name
         FROM cities c JOIN states s ON s.id = c.state_id
        WHERE $1::int IS NULL OR c.id = $1 ORDER BY c.id LIMIT 1`,
      [input.cityId ?? null],
    )
  ).rows[0];
  if (!place) throw new Error('fixtureListing needs a state and a city');
  const type = input.type ?? 'PG';
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO properties (
       listing_id, owner_id, status, property_type, accommodation_name, state_id, city_id, state_name, city_name,
       locality, address_line_1, contact_no_1, accommodation_gender, accommodation_occupation,
       room_occupation_status, monthly_charge_min, price_with_food, pg_description, wizard_step, beds, expires_at,
       photo, review, submitted_at, lat, long, posted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '12, 3rd Cross', '9876543210', $17, '{Student}',
             $11, $18, 'Yes', 'A tidy place near the metro with meals and Wi-Fi for students.', $12, $13::jsonb,
             CASE WHEN $14::int IS NULL THEN NULL ELSE now() + make_interval(days => $14::int) END,
             'fixture.jpg', $15,
             CASE WHEN $15 = 'unsubmitted' THEN NULL ELSE now() - make_interval(secs => $16::float8 * 86400) END,
             $19::float8, $20::float8, now() - make_interval(mins => $21::int))
     RETURNING id`,
    [
      `FIX-${tag()}`,
      input.ownerId,
      input.status ?? 'active',
      type,
      input.name ?? `${uniqueWord('Fixture')} ${type}`,
      place.state_id,
      place.city_id,
      place.state_name,
      place.city_name,
      input.locality ?? uniqueWord('Locality'),
      type === 'Mess' ? [] : ['Double'],
      input.wizardStep ?? (input.status === 'draft' ? 2 : 7),
      JSON.stringify(input.beds ?? []),
      input.expiresInDays === undefined ? (input.status === 'draft' ? null : 90) : input.expiresInDays,
      input.review ?? (input.status === 'draft' ? 'unsubmitted' : 'approved'),
      input.submittedDaysAgo ?? 0,
      input.gender ?? 'Female',
      input.price ?? 7500,
      input.lat ?? null,
      input.long ?? null,
      input.postedMinutesAgo ?? 0,
    ],
  );
  const id = Number(rows[0]!.id);
  await t.db.query(
    `INSERT INTO property_photos (property_id, file_name, position) VALUES ($1, 'fixture.jpg', 0)`,
    [id],
  );
  // Written past the API: the cached public reads learn of it as they would of another instance's write.
  t.publicCache.invalidate();
  return id;
}
