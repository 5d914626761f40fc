import { randomBytes } from 'node:crypto';
import type { BedRow, ListingType } from '@basera/shared/schemas';
import { hashToken, newToken } from '../auth/tokens';
import type { TestApp } from './suite';

/**
 * Listings and users written straight by SQL, for the suites of publishing, status and visibility: they never
 * depend on the wizard's endpoints (which have their own tests).
 */

export interface FixtureUser {
  id: number;
  token: string;
}

let serial = 0;
const tag = () => {
  serial += 1;
  return `${Date.now().toString(36)}${serial}${randomBytes(2).toString('hex')}`;
};

/** A user with a live session. */
export async function fixtureUser(
  t: TestApp,
  userType: 'Lister' | 'Customer' = 'Lister',
): Promise<FixtureUser> {
  const id = tag();
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
     VALUES ($1, 'Test', 'User', $2, $3, 'not-a-hash', now(), now()) RETURNING id`,
    [userType, `fixture.${id}@example.in`, `7${String(Date.now() + serial).slice(-9)}`],
  );
  const token = newToken();
  const userId = Number(rows[0]!.id);
  await t.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [userId, hashToken(token)],
  );
  return { id: userId, token };
}

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
}

/** A unique word for localities and names (letters only, so search tokenises it as one word). */
export const uniqueWord = (prefix: string) =>
  `${prefix}${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

/** A listing with the fields search shows, in a seeded or any state/city. Returns its id. */
export async function fixtureListing(t: TestApp, input: FixtureListing): Promise<number> {
  const place = (
    await t.db.query<{ state_id: number; state_name: string; city_id: number; city_name: string }>(
      `SELECT s.id AS state_id, s.name AS state_name, c.id AS city_id, c.name AS city_name
         FROM cities c JOIN states s ON s.id = c.state_id ORDER BY c.id LIMIT 1`,
    )
  ).rows[0];
  if (!place) throw new Error('fixtureListing needs a state and a city');
  const type = input.type ?? 'PG';
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO properties (
       listing_id, owner_id, status, property_type, accommodation_name, state_id, city_id, state_name, city_name,
       locality, address_line_1, contact_no_1, accommodation_gender, accommodation_occupation,
       room_occupation_status, monthly_charge_min, price_with_food, pg_description, wizard_step, beds, expires_at,
       photo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '12, 3rd Cross', '9876543210', 'Female', '{Student}',
             $11, 7500, 'Yes', 'A tidy place near the metro with meals and Wi-Fi for students.', $12, $13::jsonb,
             CASE WHEN $14::int IS NULL THEN NULL ELSE now() + make_interval(days => $14::int) END,
             'fixture.jpg')
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
    ],
  );
  const id = Number(rows[0]!.id);
  await t.db.query(
    `INSERT INTO property_photos (property_id, file_name, position) VALUES ($1, 'fixture.jpg', 0)`,
    [id],
  );
  return id;
}

/** Calls the API as a user, or anonymously with null. */
export async function callAs(
  t: TestApp,
  user: FixtureUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Days from now to an ISO time (fractional). */
export const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
