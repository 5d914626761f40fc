import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import type { Account } from './helpers';
import { approveListing } from './operator';

/** A 48x48 PNG (orange square on navy): a real picture for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAj0lEQVRoge2YuxHAMAxCNYBnYBA6TZJdvZiyQhof58sr6AVGH1zyMzej0gUIAs6rKCzkvJKiiX0nKl2AIOC8isJC/q7C7nUUOt3EEGheYLDQpokXU0iM0WaRDZvYnBKLY25zjZpzegg0TSJ7iJSbUL/4lZgbUekCBAHnVRQWcl5J0cS+E5UuQBBwXkX92UIvdH0s8TjQZL4AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A word no other listing has, so keyword search finds exactly the listing named with it. Letters only, as a
 * name is typed: the keyword reader takes digits for a budget ("under 8000").
 */
export const uniqueWord = (prefix: string) => {
  // Random letters, none shared by design: words made from the clock shared their last letters (and the prefix),
  // so keyword search's typo matching found an earlier run's "Kaveri…" listing for a new "Kaveri…" word.
  const letters = Array.from(randomBytes(14), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${prefix}${letters}`;
};

/** The newest public listing of a room type (the URL's value: Pg, Hostel, Mess, Room), as the API answers it. */
export async function newestListing(request: APIRequestContext, roomType: string) {
  const body = await (
    await request.get(`${API_URL}/filtered-properties?room_type=${roomType}&per_page=1`)
  ).json();
  return body.data[0];
}

/** Today in India as YYYY-MM-DD (the free-from dates are Indian calendar days). */
export const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * A PG listed through the API, every step saved, paid with the first plan and approved by the operator: what an
 * owner who finished the wizard has once the listing is live (a men's PG at Rs. 7,000 with 2 of 15 beds free unless
 * told otherwise). `review: 'pending'` leaves it in the review queue.
 * Returns its id.
 */
export async function publishedPg(
  request: APIRequestContext,
  owner: Account,
  name: string,
  {
    review = 'approved',
    gender = 'Male',
    monthlyCharge = 7000,
    freeBeds = 2,
  }: {
    review?: 'approved' | 'pending';
    /** Who the PG is for: 'Male', 'Female' or 'Other' (the results' gender filter). */
    gender?: string;
    monthlyCharge?: number;
    /** Free beds of its fifteen: 0 is a full PG. */
    freeBeds?: number;
  } = {},
): Promise<number> {
  const headers = { Authorization: `Bearer ${owner.token}` };
  const post = async (path: string, data: object) => {
    const res = await request.post(`${API_URL}${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const states = (await (await request.get(`${API_URL}/states`)).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const karnataka = states.find((state) => state.name === 'Karnataka')!;
  const cities = (await (await request.get(`${API_URL}/cities/${karnataka.id}`)).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const city = cities.find((c) => c.name === 'Bengaluru') ?? cities[0]!;
  const created = await post('/add-property-address', {
    property_type: 'pg',
    accommodation_name: name,
    state_id: karnataka.id,
    city_id: city.id,
    locality: 'HSR Layout',
    address_line_1: '27, 19th Main, Sector 2',
    postal_code: '560102',
    contact_no_1: '9845012345',
  });
  const id = created.post_id as number;
  await post('/add-property-details', {
    id,
    accommodation_gender: gender,
    accommodation_occupation: ['Employee'],
    room_sharing_status: 'Shared',
    room_air_conditioning_status: ['Non-AC'],
    room_occupation_status: ['Triple'],
    total_rooms_non_ac: 5,
    toilet_facilities: 'Common',
    toilet_types: 'Western',
    building_type: 'Independent House',
    total_buildings: 1,
    total_floors: 2,
    accommodation_in_floors: 'Ground and 1st',
    two_wheeler_parking: 'Available',
    parking_type: 'Open',
    beds: [
      {
        sharing: 'Triple',
        total_beds: 15,
        free_beds: freeBeds,
        available_from: freeBeds > 0 ? indiaToday() : null,
      },
    ],
  });
  await post('/add-property-pricing', { id, monthly_charge_min: monthlyCharge, price_with_food: 'No' });
  await post('/add-property-food', { id, food_meals: [] });
  const upload = await request.post(`${API_URL}/property-photos/${id}`, {
    headers,
    multipart: { photos: { name: 'front.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(200);
  await post('/add-property-features', { id, amenities: [], facilities: [] });
  await post('/add-property-other-details', {
    id,
    pg_description:
      'A quiet independent house with shared rooms for working professionals near the ring road.',
    distance_in_meters: 150,
    width_of_nearest_road_ft: 40,
    water_availability: '24 hours',
    electricity_status: '24 hours',
    visitors_allowed: 'Allowed',
    smoking_allowed: 'No',
    drinking_allowed: 'No',
    pets_allowed: 'No',
  });
  const plans = (await (await request.get(`${API_URL}/subscription-plans`)).json()).data as Array<{
    id: number;
  }>;
  await post('/property-subscribe', { id, plan_id: plans[0]!.id });
  if (review === 'approved') await approveListing(request, id);
  return id;
}

/** Wizard step 1 (Address & Contact No) filled as an owner in Bengaluru would, the state and city searched. */
export async function fillAddressStep(
  page: Page,
  place: { name: string; locality: string; line1: string; pin: string; phone: string },
) {
  await page.getByLabel(/^Accommodation name/).fill(place.name);
  await page.getByRole('combobox', { name: /^State/ }).fill('Karnat');
  await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
  await page.getByRole('combobox', { name: /^City/ }).fill('Bengaluru');
  await page.getByRole('option', { name: 'Bengaluru', exact: true }).click();
  await page.getByLabel(/^Locality/).fill(place.locality);
  await page.getByLabel(/^Address line 1/).fill(place.line1);
  await page.getByLabel(/^PIN code/).fill(place.pin);
  await page.getByLabel(/^Contact number/).fill(place.phone);
}
