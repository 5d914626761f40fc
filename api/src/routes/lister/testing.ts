import { randomBytes } from 'node:crypto';
import type { ListingType } from '@basera/shared/schemas';
import { hashToken, newToken } from '../../auth/tokens';
import type { TestApp } from '../../test/suite';

/** Test helpers of the Lister area's suites: users with sessions, places and catalogs, valid step bodies. */

export interface TestUser {
  id: number;
  token: string;
}

let counter = 0;

/** A user straight in the database with a live session (sign-in has its own tests). */
export async function makeUser(t: TestApp, userType: 'Lister' | 'Customer' = 'Lister'): Promise<TestUser> {
  counter += 1;
  const tag = `${Date.now()}${counter}${randomBytes(2).toString('hex')}`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
     VALUES ($1, 'Ravi', 'Kumar', $2, $3, 'not-a-hash', now(), now()) RETURNING id`,
    [userType, `lister.${tag}@example.in`, `9${String(Date.now() + counter).slice(-9)}`],
  );
  const token = newToken();
  const id = Number(rows[0]!.id);
  await t.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [id, hashToken(token)],
  );
  return { id, token };
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
  const tag = randomBytes(3).toString('hex');
  const state = async (name: string) =>
    Number(
      (
        await t.db.query<{ id: number }>('INSERT INTO states (iso_code, name) VALUES ($1, $2) RETURNING id', [
          `T${tag}${name.slice(0, 2)}`,
          `${name} ${tag}`,
        ])
      ).rows[0]!.id,
    );
  const city = async (stateId: number, name: string) =>
    Number(
      (
        await t.db.query<{ id: number }>('INSERT INTO cities (state_id, name) VALUES ($1, $2) RETURNING id', [
          stateId,
          name,
        ])
      ).rows[0]!.id,
    );
  const catalog = async (table: 'amenities' | 'facilities', names: string[]) => {
    const ids: number[] = [];
    for (const name of names) {
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO ${table} (name, icon) VALUES ($1, 'icon.svg') RETURNING id`,
        [`${name} ${tag}`],
      );
      ids.push(Number(rows[0]!.id));
    }
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

/** Calls the API as a user (or without a token). */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

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
  const created = await call(t, 'POST', '/add-property-address', user, addressBody(places, type));
  if (created.status !== 200) throw new Error(`step 1: ${JSON.stringify(created.body)}`);
  const id = created.body.post_id as number;
  const steps: Array<[string, unknown]> = [
    ['/add-property-details', type === 'Mess' ? messDetailsBody(id) : roomDetailsBody(id)],
    ['/add-property-pricing', pricingBody(id)],
    ['/add-property-food', foodBody(id)],
    ['/add-property-features', featuresBody(id, places)],
    ['/add-property-other-details', otherDetailsBody(id)],
  ];
  for (const [index, [url, body]] of steps.entries()) {
    if (index + 2 > upTo) break;
    if (url === '/add-property-features') await addPhotoRow(t, id);
    const res = await call(t, 'POST', url, user, body);
    if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
  }
  return id;
}
