import {
  type BedRow,
  CUISINE_OPTIONS,
  DIET_OPTIONS,
  distanceText,
  indiaToday,
  LISTING_TYPES,
  type ListingType,
  MEAL_OPTIONS,
  type Meal,
  VISITOR_OPTIONS,
  WATER_OPTIONS,
  WEEK_DAYS,
} from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { PHOTO_FOLDER } from '../listings/photos';
import { demoAddress } from './address';
import { demoAlbum } from './album';
import type { SeedContext } from './context';
import { DEMO_CITIES, type Locality, localityTurns } from './localities';
import { generatePhotos, rng } from './photos';

export const AMENITIES = [
  ['Wi-Fi', 'wifi'],
  ['Power Backup', 'power'],
  ['Washing Machine', 'laundry'],
  ['Refrigerator', 'kitchen'],
  ['Television', 'tv'],
  ['Geyser', 'hot_water'],
  ['Housekeeping', 'cleaning'],
  ['RO Drinking Water', 'water'],
  ['Study Table', 'desk'],
  ['Wardrobe', 'wardrobe'],
] as const;

export const FACILITIES = [
  ['CCTV', 'cctv'],
  ['Security Guard', 'security'],
  ['Lift', 'elevator'],
  ['Gym', 'gym'],
  ['Parking', 'parking'],
  ['Common Kitchen', 'kitchen'],
  ['Laundry Service', 'laundry'],
  ['Biometric Entry', 'fingerprint'],
  ['Common TV Room', 'tv'],
] as const;

const NAME_PARTS: Record<ListingType, string[]> = {
  PG: [
    'Sai',
    'Shree',
    'Green Nest',
    'Comfort',
    'Royal',
    'Sunrise',
    'Lotus',
    'Urban',
    'Happy Home',
    'Skyline',
  ],
  Hostel: ['Scholars', 'Campus', 'Zolo', 'Stanza', 'Vidya', 'Unity', 'Horizon', 'Nest Away'],
  Mess: ['Annapurna', 'Maa Ki Rasoi', 'Ghar Ka Khana', 'Tiffin Express', 'Swad', 'Thali House'],
  Room: ['Cosy', 'Twin', 'Shared Space', 'Metro', 'Garden View', 'Corner'],
};
const SUFFIX: Record<ListingType, string[]> = {
  PG: ['PG', 'PG for Ladies', 'Gents PG', 'Co-living PG'],
  Hostel: ['Hostel', 'Boys Hostel', 'Girls Hostel'],
  Mess: ['Mess', 'Mess & Tiffin'],
  Room: ['Room Sharing', 'Flatshare', 'Shared Room'],
};
/** Pictures drawn of each room and building layout (drawings.ts): 36 in all, shared by the listings. */
const PICTURES_PER_LAYOUT = 4;
/** The share of listings with a video tour, and the public clips that stand in for those tours. */
export const VIDEO_SHARE = 0.08;
const DEMO_VIDEOS = ['https://www.youtube.com/watch?v=ScMzIvxBSi4', 'https://youtu.be/aqz-KE-bpKQ'];
const TYPE_COUNTS: Record<ListingType, number> = { PG: 60, Hostel: 40, Mess: 30, Room: 32 };

/** A listing placed by hand: its type, name, who it is for, rent, age and locality (its point is the locality's). */
interface CampusListing {
  type: ListingType;
  name: string;
  gender: 'Male' | 'Female' | 'Other';
  occupation: string[];
  price: number;
  daysAgo: number;
  locality: string;
}

/**
 * The places a student at Christ University (Hosur Road, Bengaluru) finds about 2 km away: the demo's answer to
 * "girls pg near christ university under 10k". Added after every other listing, with their own fixed facts.
 */
const CAMPUS_LISTINGS: readonly CampusListing[] = [
  {
    type: 'PG',
    name: 'Hosur Road Ladies PG',
    gender: 'Female',
    occupation: ['Student'],
    price: 8500,
    daysAgo: 34,
    locality: 'Koramangala',
  },
  {
    type: 'PG',
    name: 'Lakshmi PG for Girls',
    gender: 'Female',
    occupation: ['Student', 'Employee'],
    price: 9000,
    daysAgo: 41,
    locality: 'BTM Layout',
  },
  {
    type: 'PG',
    name: 'Campus Nest Ladies PG',
    gender: 'Female',
    occupation: ['Student'],
    price: 7500,
    daysAgo: 48,
    locality: 'Koramangala',
  },
  {
    type: 'PG',
    name: 'Scholars Boys PG',
    gender: 'Male',
    occupation: ['Student'],
    price: 8000,
    daysAgo: 55,
    locality: 'BTM Layout',
  },
  {
    type: 'Hostel',
    name: 'Dharmaram Student Hostel',
    gender: 'Other',
    occupation: ['Student'],
    price: 9500,
    daysAgo: 38,
    locality: 'Koramangala',
  },
  {
    type: 'Mess',
    name: 'Annapoorna Student Mess',
    gender: 'Other',
    occupation: ['Student', 'Employee'],
    price: 3000,
    daysAgo: 44,
    locality: 'BTM Layout',
  },
];
const FOODS = ['Breakfast', 'Lunch', 'Dinner', 'Evening Snacks', 'Tea / Coffee'];

function description(type: ListingType, name: string, locality: string, city: string, food: string | null) {
  const base = {
    PG: `${name} is a well-kept paying-guest accommodation in ${locality}, ${city}, a short walk from buses and shops.`,
    Hostel: `${name} offers secure hostel living in ${locality}, ${city}, with study-friendly rooms and a warden on site.`,
    Mess: `${name} serves fresh home-style vegetarian and non-vegetarian meals in ${locality}, ${city}, with monthly plans.`,
    Room: `A furnished room to share in ${locality}, ${city}, in a quiet building with friendly flatmates.`,
  }[type];
  return `${base} ${food ? `Meals included: ${food}.` : 'Kitchen access for residents.'} Rooms are cleaned daily and the owner lives nearby.`;
}

type DemoState = 'active' | 'draft' | 'inactive' | 'expired';

/** The Lister whose My Listings shows every status (README's demo account). */
const DEMO_LISTER_EMAIL = 'ravi@demo.basera.in';

/** Columns stored as jsonb (sent as JSON text). */
const JSON_COLUMNS = new Set(['beds', 'meal_timings', 'food_menu']);

/** What a draft left after step 2 has not been given yet (steps 3 to 6). */
const DRAFT_BLANKS = {
  monthly_charge_min: null,
  price_with_food: null,
  booking_advance_status: null,
  other_charges: null,
  security_deposit: null,
  deposit_refund_terms: null,
  notice_period_days: null,
  food_served: null,
  food_meals: [],
  food_type: null,
  food_menu: null,
  affiliated: null,
  affiliation_details: null,
  pg_description: null,
  distance_in_meters: null,
  distance_from_road: null,
  width_of_nearest_road_ft: null,
  nearest_conveying_facilities: null,
  water_availability: null,
  electricity_status: null,
  video_link: null,
  photo: null,
  gate_closing_time: null,
  visitors_allowed: null,
  smoking_allowed: null,
  drinking_allowed: null,
  pets_allowed: null,
};

const toMeals = (foods: string[]): Meal[] =>
  MEAL_OPTIONS.filter((meal) =>
    foods.some((food) => food === meal || (meal === 'Snacks' && food === 'Evening Snacks')),
  );

const MEAL_HOURS: Record<Meal, [string, string][]> = {
  Breakfast: [
    ['07:00', '09:30'],
    ['07:30', '10:00'],
    ['08:00', '10:00'],
  ],
  Lunch: [
    ['12:00', '14:30'],
    ['12:30', '15:00'],
    ['13:00', '15:00'],
  ],
  Snacks: [
    ['16:30', '18:00'],
    ['17:00', '18:30'],
  ],
  Dinner: [
    ['19:30', '22:00'],
    ['20:00', '22:30'],
    ['19:00', '21:30'],
  ],
};

const MENU_VEG = [
  'Aloo paratha, curd; dal tadka, rice, chapati; paneer butter masala',
  'Poha, tea; rajma chawal, salad; mixed veg, chapati',
  'Idli sambar; sambar rice, poriyal; chole, jeera rice',
  'Upma; kadhi pakoda, rice; aloo gobi, chapati, kheer',
  'Masala dosa; veg pulao, raita; dal makhani, naan',
  'Veg sandwich; veg biryani; palak paneer, chapati',
  'Puri bhaji; special thali; khichdi, papad',
];
const MENU_NON_VEG = [
  'Egg bhurji, toast; dal, rice; chicken curry, chapati',
  'Poha; fish curry, rice; egg masala, chapati',
  'Idli sambar; chicken biryani, raita; dal fry, rice',
  'Aloo paratha; rajma chawal; mutton curry (Sunday), rice',
  'Boiled eggs, bread; veg thali; chicken kosha, rice',
  'Upma; egg curry, rice; paneer do pyaza, chapati',
  'Puri bhaji; chicken pulao; khichdi, papad',
];

const SHARING_BEDS: Record<string, [number, number]> = {
  Single: [2, 8],
  Double: [4, 16],
  Triple: [6, 18],
  Multiple: [8, 24],
  Dormitory: [10, 30],
};

/** The sharing kinds from the most shared (the cheapest bed) to a room of one's own. */
const MOST_SHARED_FIRST = ['Dormitory', 'Multiple', 'Triple', 'Double', 'Single'];

/**
 * The rent of a bed of each of a listing's sharing kinds, from its own numbers only (no draw of the seed's
 * generators, so every other seeded value stays as it was): the most shared kind costs the monthly charge (the
 * "onwards" price), each less shared kind a fixed step more (a fifth of the charge, in Rs. 500s, at least 500),
 * rounded to Rs. 500.
 */
export function seedBedRents(sharings: readonly string[], price: number): Map<string, number> {
  const step = Math.max(500, Math.round(price / 5 / 500) * 500);
  const kinds = MOST_SHARED_FIRST.filter((kind) => sharings.includes(kind));
  return new Map(
    kinds.map((kind, index) => [kind, index === 0 ? price : Math.round((price + index * step) / 500) * 500]),
  );
}

/** A date n days from today, as an Indian calendar day (YYYY-MM-DD). */
const indiaDay = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));

/** The wizard's fields of one seeded listing (steps 2 to 6): beds or cuisine, deposit, food, road, house rules. */
function wizardFields(
  w: ReturnType<typeof rng>,
  type: ListingType,
  occupancies: string[],
  meals: Meal[],
  price: number,
  withFood: boolean,
) {
  const rents = seedBedRents(occupancies, price);
  const beds: BedRow[] =
    type === 'Mess'
      ? []
      : occupancies.map((sharing) => {
          const [min, max] = SHARING_BEDS[sharing] ?? [4, 12];
          const total = w.int(min, max);
          // About a quarter of kinds are full; the rest have one to three beds, free now or within a month.
          const free = w.next() < 0.25 ? 0 : Math.min(total, w.int(1, 3));
          return {
            sharing: sharing as BedRow['sharing'],
            total_beds: total,
            free_beds: free,
            available_from: free ? indiaDay(w.int(-10, 30)) : null,
            rent: rents.get(sharing),
          };
        });
  const diet = withFood ? w.pick(DIET_OPTIONS) : null;
  const menuLines = diet === 'Veg' ? MENU_VEG : MENU_NON_VEG;
  const menu =
    meals.length && w.next() < 0.8
      ? Object.fromEntries(WEEK_DAYS.map((day, index) => [day, menuLines[index]!]))
      : null;
  const distance = w.next() < 0.15 ? 0 : w.int(1, 30) * 50;
  const deposit = w.pick([0, 1, 2, 2, 3]);
  return {
    beds,
    cuisine: type === 'Mess' ? w.some(CUISINE_OPTIONS, 1, 3) : [],
    meal_timings:
      type === 'Mess'
        ? meals
            .map((meal) => ({ meal, ...toTiming(w.pick(MEAL_HOURS[meal])) }))
            .sort((a, b) => a.from.localeCompare(b.from))
        : [],
    food_meals: meals,
    food_type: meals.length ? diet : null,
    food_menu: menu,
    security_deposit: deposit ? Math.round((price * deposit) / 2 / 500) * 500 : 0,
    deposit_refund_terms: deposit
      ? w.pick([
          'Refunded in full within 7 days of leaving, less any damages',
          'Refundable after the notice period; one month rent kept if no notice is given',
          'Refunded on the last day after the room check',
        ])
      : null,
    notice_period_days: w.pick([15, 30, 30, 30, 60]),
    distance_in_meters: distance,
    distance_from_road: distanceText(distance),
    gate_closing_time: type === 'Mess' ? null : w.pick(['22:00', '22:30', '23:00', '23:30', null]),
    visitors_allowed: w.pick(VISITOR_OPTIONS),
    smoking_allowed: w.next() < 0.1 ? 'Yes' : 'No',
    drinking_allowed: w.next() < 0.1 ? 'Yes' : 'No',
    pets_allowed: w.next() < 0.15 ? 'Yes' : 'No',
  };
}

const toTiming = ([from, to]: [string, string]) => ({ from, to });

/**
 * 160+ realistic listings across the four types and eight cities, complete (every wizard step) and published for
 * 60 to 365 days more, with generated photos; the demo Lister also has a draft, a paused and an expired one.
 */
export async function seedListings(db: Queryable, context: SeedContext): Promise<void> {
  const r = rng(2026);
  const photos = await generatePhotos(context.storage, PHOTO_FOLDER, PICTURES_PER_LAYOUT);

  for (const [name, icon] of AMENITIES)
    await db.query('INSERT INTO amenities (name, icon) VALUES ($1, $2)', [name, icon]);
  for (const [name, icon] of FACILITIES)
    await db.query('INSERT INTO facilities (name, icon) VALUES ($1, $2)', [name, icon]);
  const amenityIds = (await db.query<{ id: number }>('SELECT id FROM amenities ORDER BY id')).rows.map(
    (row) => row.id,
  );
  const facilityIds = (await db.query<{ id: number }>('SELECT id FROM facilities ORDER BY id')).rows.map(
    (row) => row.id,
  );
  const listers = (
    await db.query<{ id: number }>(`SELECT id FROM users WHERE user_type = 'Lister' ORDER BY id`)
  ).rows.map((row) => ({ id: Number(row.id) }));

  const places = [];
  for (const place of DEMO_CITIES) {
    const { rows } = await db.query<{ state_id: number; state_name: string; city_id: number }>(
      `SELECT s.id AS state_id, s.name AS state_name, c.id AS city_id
         FROM cities c JOIN states s ON s.id = c.state_id WHERE s.iso_code = $1 AND c.name = $2`,
      [place.state, place.city],
    );
    // Exactly one city of that name (places.ts merges spellings): a missing or doubled city is a seed bug.
    if (rows.length !== 1) throw new Error(`The seed's city ${place.city} is listed ${rows.length} times`);
    places.push({ ...place, ...rows[0]!, turns: localityTurns(place), listed: 0 });
  }

  // The wizard's fields come from their own generator, so the older fields keep the values they always had.
  const w = rng(2027);
  const demoLister = (
    await db.query<{ id: number }>(`SELECT id FROM users WHERE user_type = 'Lister' AND email = $1`, [
      DEMO_LISTER_EMAIL,
    ])
  ).rows[0]?.id;
  // The demo Lister's My Listings shows every status: a Hostel left at step 2, one paused, one run out.
  const wanted = { draft: 1, inactive: 1, expired: 1 };
  const demoListerState = (ownerId: number | null, type: ListingType): DemoState => {
    if (ownerId === null || ownerId !== demoLister) return 'active';
    if (type === 'Hostel' && wanted.draft) return take('draft');
    if (type !== 'Hostel' && wanted.inactive) return take('inactive');
    if (type !== 'Hostel' && wanted.expired) return take('expired');
    return 'active';
  };
  const take = (state: keyof typeof wanted): DemoState => {
    wanted[state] -= 1;
    return state;
  };

  // Which listing goes where: every type in turn through the cities, then the places around Christ University.
  type Place = (typeof places)[number];
  const plan: Array<{ type: ListingType; place: Place; spot: Locality; campus?: CampusListing }> = [];
  for (const type of LISTING_TYPES)
    for (let i = 0; i < TYPE_COUNTS[type]; i += 1) {
      const place = places[(plan.length + 1) % places.length]!;
      plan.push({ type, place, spot: place.turns[place.listed++ % place.turns.length]! });
    }
  const bengaluru = places.find((place) => place.city === 'Bengaluru')!;
  for (const campus of CAMPUS_LISTINGS) {
    const locality = bengaluru.localities.find((row) => row.name === campus.locality)!;
    plan.push({ type: campus.type, place: bengaluru, spot: locality, campus });
  }
  // Campus listings belong to a Lister with no other part in the demo (not the queue's, not Ravi's).
  const campusOwner =
    (
      await db.query<{ id: number }>(
        `SELECT id FROM users WHERE user_type = 'Lister' AND email NOT IN ($1, $2) ORDER BY id LIMIT 1`,
        [DEMO_LISTER_EMAIL, 'priya@demo.basera.in'],
      )
    ).rows[0]?.id ?? null;

  let serial = 0;
  for (const { type, place, spot, campus } of plan) {
    {
      serial += 1;
      const locality = spot.name;
      // The campus listings' fixed facts come after the random ones are drawn, so every other listing is as before.
      const drawnName = `${r.pick(NAME_PARTS[type])} ${r.pick(SUFFIX[type])}`;
      const name = campus?.name ?? drawnName;
      const gender =
        campus?.gender ??
        (name.includes('Ladies') || name.includes('Girls')
          ? 'Female'
          : name.includes('Gents') || name.includes('Boys')
            ? 'Male'
            : r.pick(['Male', 'Female', 'Other'] as const));
      const withFood = type === 'Mess' || (type !== 'Room' && r.next() < 0.75);
      // The old food list in the wizard's words: 'Evening Snacks' is Snacks, 'Tea / Coffee' is not a meal.
      const meals = withFood ? toMeals(r.some(FOODS, 2, 4)) : [];
      const food = meals.length ? meals.join(', ') : null;
      const acKinds = type === 'Mess' ? [] : r.some(['AC', 'Non-AC', 'Water Cooler'], 1, 2);
      const acRooms = acKinds.includes('AC') ? r.int(2, 12) : 0;
      const nonAcRooms = acKinds.includes('Non-AC') ? r.int(2, 15) : 0;
      const coolerRooms = acKinds.includes('Water Cooler') ? r.int(1, 6) : 0;
      const drawnPrice = type === 'Mess' ? r.int(25, 45) * 100 : r.int(40, 220) * 100 + (acRooms ? 1500 : 0);
      const price = campus?.price ?? drawnPrice;
      const daysAgo = campus?.daysAgo ?? r.int(0, 120);
      const affiliated = r.next() < 0.3;
      const base = {
        listing_id: `BSR-${type.toUpperCase().slice(0, 2)}-${String(1000 + serial)}`,
        owner_id: campus ? campusOwner : listers.length ? listers[serial % listers.length]!.id : null,
        property_type: type,
        accommodation_name: name,
        state_id: place.state_id,
        city_id: place.city_id,
        state_name: place.state_name,
        city_name: place.city,
        ...demoAddress(r, place, spot),
        project_society_building_name:
          r.next() < 0.5
            ? `${r.pick(['Prestige', 'Sobha', 'Lodha', 'DLF', 'Shriram', 'Godrej'])} ${r.pick(['Residency', 'Enclave', 'Heights', 'Towers'])}`
            : null,
        contact_no_1: `9${String(r.int(100_000_000, 999_999_999))}`,
        contact_no_2: r.next() < 0.5 ? `8${String(r.int(100_000_000, 999_999_999))}` : null,
        accommodation_gender: gender,
        accommodation_occupation: campus
          ? campus.occupation
          : r.some(['Student', 'Teacher', 'Employee'], 1, 3),
        minimum_age: type === 'Mess' ? null : r.pick([16, 17, 18, 21]),
        room_sharing_status: type === 'Mess' ? null : r.pick(['Shared', 'Separate'] as const),
        room_air_conditioning_status: acKinds,
        room_occupation_status:
          type === 'Mess'
            ? []
            : type === 'Hostel'
              ? r.some(['Double', 'Triple', 'Multiple', 'Dormitory'], 1, 3)
              : r.some(['Single', 'Double', 'Triple'], 1, 2),
        total_rooms_ac: acRooms,
        total_rooms_non_ac: nonAcRooms,
        total_rooms_with_cooler: coolerRooms,
        toilet_facilities: type === 'Mess' ? null : r.pick(['Attached', 'Common', 'Attached and Common']),
        toilet_types: type === 'Mess' ? null : r.pick(['Western', 'Indian', 'Western and Indian']),
        building_type: r.pick(['Independent House', 'Apartment', 'Commercial Building']),
        total_buildings: r.int(1, 3),
        total_floors: r.int(2, 8),
        accommodation_in_floors: r.pick(['Ground', '1st', '1st and 2nd', '2nd to 4th']),
        two_wheeler_parking: r.pick(['Available', 'Not Available']),
        parking_type: r.pick(['Covered', 'Open', 'Covered and Open', 'None']),
        monthly_charge_min: price,
        price_with_food: withFood ? 'Yes' : 'No',
        booking_advance_status: r.pick(['One month rent', 'Two months rent', '₹5,000 refundable', 'None']),
        other_charges: r.pick([
          'Electricity as per meter',
          'Maintenance ₹500/month',
          'None',
          'Laundry ₹300/month',
        ]),
        food_served: food,
        affiliated: affiliated ? 'Yes' : 'No',
        // Only an affiliated listing names its tie-up, and only with places in its own locality.
        affiliation_details: affiliated
          ? `Tie-up with colleges and offices near ${r.pick(spot.landmarks)}: resident discounts and a shuttle`
          : null,
        pg_description: description(type, name, locality, place.city, food),
      };
      // Step 6's road fields: the distance from the main road is drawn once in wizardFields (the chip and Other
      // Details both show it); the transit line names the locality's own stop.
      const road = {
        width_of_nearest_road_ft: r.pick([20, 30, 40, 60, 80]),
        nearest_conveying_facilities: `${spot.transit}, ${distanceText(r.int(2, 25) * 100)}`,
      };
      const electricity = r.pick(['24 hours with power backup', '24 hours', 'Inverter backup']);
      // Few owners film a tour: most listings have no video, and the page then shows no video section.
      const video = r.next() < VIDEO_SHARE ? r.pick(DEMO_VIDEOS) : null;
      const album = demoAlbum(r, photos, type, withFood);
      const wizard = wizardFields(w, type, base.room_occupation_status, meals, price, withFood);
      const state = demoListerState(base.owner_id, type);
      const draft = state === 'draft';
      const columns: Record<string, unknown> = {
        ...base,
        ...road,
        ...wizard,
        // A vegetarian Mess says so (the description was written before the diet was drawn).
        pg_description:
          type === 'Mess' && wizard.food_type === 'Veg'
            ? base.pg_description.replace('vegetarian and non-vegetarian', 'vegetarian')
            : base.pg_description,
        water_availability: w.pick(WATER_OPTIONS),
        electricity_status: electricity,
        video_link: video,
        photo: album[0],
        status: draft ? 'draft' : state === 'inactive' ? 'inactive' : 'active',
        wizard_step: draft ? 2 : 7,
        // Reviewed and approved (issue 28), except a draft never paid for; seed/review.ts queues two.
        review: draft ? 'unsubmitted' : 'approved',
        ...(draft ? DRAFT_BLANKS : {}),
      };
      const expiresInDays = draft ? null : state === 'expired' ? -w.int(3, 20) : w.int(60, 365);
      const names = Object.keys(columns);
      const values = names.map((column) =>
        JSON_COLUMNS.has(column) && columns[column] !== null
          ? JSON.stringify(columns[column])
          : columns[column],
      );
      const at = names.length;
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO properties (${names.join(', ')}, posted_at, created_at, expires_at)
         VALUES (${names.map((column, i) => `$${i + 1}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`).join(', ')},
                 now() - make_interval(days => $${at + 1}), now() - make_interval(days => $${at + 1}),
                 now() + make_interval(days => $${at + 2}))
         RETURNING id`,
        [...values, daysAgo, expiresInDays],
      );
      const id = rows[0]!.id;
      const amenities = r.some(amenityIds, 3, 8);
      const facilities = r.some(facilityIds, 2, 6);
      // A draft at step 2 has no photos, amenities or facilities yet (steps 5 and later).
      if (draft) continue;
      // Every photo is a property_photos row: the main one (properties.photo) at position 0, the gallery after it.
      await db.query(
        `INSERT INTO property_photos (property_id, file_name, position)
         SELECT $1, file, position - 1 FROM unnest($2::text[]) WITH ORDINALITY AS a(file, position)`,
        [id, album],
      );
      await db.query(
        'INSERT INTO property_amenities (property_id, amenity_id) SELECT $1, unnest($2::int[])',
        [id, amenities],
      );
      await db.query(
        'INSERT INTO property_facilities (property_id, facility_id) SELECT $1, unnest($2::int[])',
        [id, facilities],
      );
    }
  }
}
