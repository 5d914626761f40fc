import path from 'node:path';
import { LISTING_TYPES, type ListingType } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import type { SeedContext } from './context';
import { generatePhotos, rng } from './photos';

/** 1st, 2nd, 3rd, 4th, 11th, 22nd: street numbers read as they are written in India. */
const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

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

/** Cities the demo covers, with real localities and landmarks. */
const PLACES = [
  {
    state: 'KA',
    city: 'Bengaluru',
    pin: '5600',
    localities: [
      'Koramangala',
      'HSR Layout',
      'BTM Layout',
      'Indiranagar',
      'Whitefield',
      'Marathahalli',
      'Electronic City',
      'Jayanagar',
    ],
    landmarks: [
      'Forum Mall',
      'Silk Board Junction',
      'Sony World Signal',
      'ITPL Main Gate',
      'Christ University',
    ],
  },
  {
    state: 'MH',
    city: 'Pune',
    pin: '4110',
    localities: ['Kothrud', 'Viman Nagar', 'Hinjewadi', 'Baner', 'Wakad', 'Hadapsar', 'Shivajinagar'],
    landmarks: ['FC Road', 'Phoenix Marketcity', 'Rajiv Gandhi Infotech Park', 'Pune University Gate'],
  },
  {
    state: 'MH',
    city: 'Mumbai',
    pin: '4000',
    localities: ['Andheri East', 'Powai', 'Dadar', 'Bandra West', 'Goregaon', 'Malad West'],
    landmarks: ['Hiranandani Gardens', 'Andheri Station', 'IIT Bombay Main Gate', 'Dadar TT Circle'],
  },
  {
    state: 'WB',
    city: 'Kolkata',
    pin: '7000',
    localities: ['Salt Lake Sector V', 'Park Street', 'Jadavpur', 'New Town', 'Ballygunge', 'Behala'],
    landmarks: ['Jadavpur University', 'City Centre Salt Lake', 'Esplanade Metro', 'Gariahat Market'],
  },
  {
    state: 'DL',
    city: 'New Delhi',
    pin: '1100',
    localities: ['Laxmi Nagar', 'Mukherjee Nagar', 'Saket', 'Karol Bagh', 'Rajouri Garden', 'Kamla Nagar'],
    landmarks: ['North Campus', 'Select Citywalk', 'Karol Bagh Metro', 'Laxmi Nagar Metro'],
  },
  {
    state: 'TG',
    city: 'Hyderabad',
    pin: '5000',
    localities: ['Gachibowli', 'Madhapur', 'Ameerpet', 'Kukatpally', 'Kondapur', 'Begumpet'],
    landmarks: ['Hitec City', 'Inorbit Mall', 'Ameerpet Metro', 'DLF Cyber City'],
  },
  {
    state: 'TN',
    city: 'Chennai',
    pin: '6000',
    localities: ['Velachery', 'Guindy', 'T. Nagar', 'Adyar', 'OMR Thoraipakkam', 'Anna Nagar'],
    landmarks: ['Phoenix MarketCity', 'Guindy Metro', 'Tidel Park', 'IIT Madras Gate'],
  },
  {
    state: 'RJ',
    city: 'Jaipur',
    pin: '3020',
    localities: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'Raja Park', 'C-Scheme'],
    landmarks: ['World Trade Park', 'MNIT Gate', 'Gaurav Tower', 'SMS Stadium'],
  },
];

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
const TYPE_COUNTS: Record<ListingType, number> = { PG: 60, Hostel: 40, Mess: 30, Room: 32 };
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

/** 160+ realistic active listings across the four types and eight cities, with generated photos. */
export async function seedListings(db: Queryable, context: SeedContext): Promise<void> {
  const r = rng(2026);
  const photos = await generatePhotos(path.join(context.uploadsDir, 'properties'), 24);

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
  ).rows;

  const places = [];
  for (const place of PLACES) {
    const { rows } = await db.query<{
      state_id: number;
      state_name: string;
      city_id: number;
      lat: number;
      long: number;
    }>(
      `SELECT s.id AS state_id, s.name AS state_name, c.id AS city_id, c.lat, c.long
         FROM cities c JOIN states s ON s.id = c.state_id WHERE s.iso_code = $1 AND c.name = $2 LIMIT 1`,
      [place.state, place.city],
    );
    if (rows[0]) places.push({ ...place, ...rows[0] });
  }

  let serial = 0;
  for (const type of LISTING_TYPES) {
    for (let i = 0; i < TYPE_COUNTS[type]; i += 1) {
      serial += 1;
      const place = places[serial % places.length]!;
      const locality = r.pick(place.localities);
      const name = `${r.pick(NAME_PARTS[type])} ${r.pick(SUFFIX[type])}`;
      const gender =
        name.includes('Ladies') || name.includes('Girls')
          ? 'Female'
          : name.includes('Gents') || name.includes('Boys')
            ? 'Male'
            : r.pick(['Male', 'Female', 'Other'] as const);
      const withFood = type === 'Mess' || (type !== 'Room' && r.next() < 0.75);
      const food = withFood ? r.some(FOODS, 2, 4).join(', ') : null;
      const acKinds = type === 'Mess' ? [] : r.some(['AC', 'Non-AC', 'Water Cooler'], 1, 2);
      const acRooms = acKinds.includes('AC') ? r.int(2, 12) : 0;
      const nonAcRooms = acKinds.includes('Non-AC') ? r.int(2, 15) : 0;
      const coolerRooms = acKinds.includes('Water Cooler') ? r.int(1, 6) : 0;
      const price = type === 'Mess' ? r.int(25, 45) * 100 : r.int(40, 220) * 100 + (acRooms ? 1500 : 0);
      const daysAgo = r.int(0, 120);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO properties (
           listing_id, owner_id, status, property_type, accommodation_name, state_id, city_id, state_name, city_name,
           locality, address_line_1, address_line_2, landmark, project_society_building_name, postal_code,
           contact_no_1, contact_no_2, lat, long, accommodation_gender, accommodation_occupation, minimum_age,
           room_sharing_status, room_air_conditioning_status, room_occupation_status, total_rooms_ac,
           total_rooms_non_ac, total_rooms_with_cooler, toilet_facilities, toilet_types, building_type,
           total_buildings, total_floors, accommodation_in_floors, two_wheeler_parking, parking_type,
           monthly_charge_min, price_with_food, booking_advance_status, other_charges, food_served, affiliated,
           affiliation_details, pg_description, distance_in_meters, distance_from_road, width_of_nearest_road_ft,
           nearest_conveying_facilities, water_availability, electricity_status, video_link, photo, posted_at, created_at)
         VALUES ($1, $2, 'active', ${Array.from({ length: 49 }, (_, i) => `$${i + 3}`).join(', ')},
                 now() - make_interval(days => $52), now() - make_interval(days => $52))
         RETURNING id`,
        [
          `BSR-${type.toUpperCase().slice(0, 2)}-${String(1000 + serial)}`,
          listers.length ? listers[serial % listers.length]!.id : null,
          type,
          name,
          place.state_id,
          place.city_id,
          place.state_name,
          place.city,
          locality,
          `${r.int(1, 480)}, ${ordinal(r.int(1, 24))} Cross, ${r.pick(['Main Road', '2nd Main', 'Service Road', 'Ring Road', 'Station Road'])}`,
          r.next() < 0.6 ? locality : null,
          r.pick(place.landmarks),
          r.next() < 0.5
            ? `${r.pick(['Prestige', 'Sobha', 'Lodha', 'DLF', 'Shriram', 'Godrej'])} ${r.pick(['Residency', 'Enclave', 'Heights', 'Towers'])}`
            : null,
          `${place.pin}${String(r.int(1, 99)).padStart(2, '0')}`,
          `9${String(r.int(100_000_000, 999_999_999))}`,
          r.next() < 0.5 ? `8${String(r.int(100_000_000, 999_999_999))}` : null,
          place.lat + (r.next() - 0.5) * 0.08,
          place.long + (r.next() - 0.5) * 0.08,
          gender,
          r.some(['Student', 'Teacher', 'Employee'], 1, 3),
          type === 'Mess' ? null : r.pick([16, 17, 18, 21]),
          type === 'Mess' ? null : r.pick(['Shared', 'Separate'] as const),
          acKinds,
          type === 'Mess'
            ? []
            : type === 'Hostel'
              ? r.some(['Double', 'Triple', 'Multiple', 'Dormitory'], 1, 3)
              : r.some(['Single', 'Double', 'Triple'], 1, 2),
          acRooms,
          nonAcRooms,
          coolerRooms,
          type === 'Mess' ? null : r.pick(['Attached', 'Common', 'Attached and Common']),
          type === 'Mess' ? null : r.pick(['Western', 'Indian', 'Western and Indian']),
          r.pick(['Independent House', 'Apartment', 'Commercial Building']),
          r.int(1, 3),
          r.int(2, 8),
          r.pick(['Ground', '1st', '1st and 2nd', '2nd to 4th']),
          r.pick(['Available', 'Not Available']),
          r.pick(['Covered', 'Open', 'Covered and Open', 'None']),
          price,
          withFood ? 'Yes' : 'No',
          r.pick(['One month rent', 'Two months rent', '₹5,000 refundable', 'None']),
          r.pick(['Electricity as per meter', 'Maintenance ₹500/month', 'None', 'Laundry ₹300/month']),
          food,
          r.next() < 0.3 ? 'Yes' : 'No',
          r.next() < 0.3 ? `Tie-up with ${r.pick(place.landmarks)} for resident discounts and shuttle` : null,
          description(type, name, locality, place.city, food),
          r.int(100, 1500),
          r.pick(['On main road', '50 m', '100 m', '200 m']),
          r.pick([20, 30, 40, 60, 80]),
          r.pick(['Metro station 500 m', 'Bus stop 200 m', 'Auto stand nearby', 'Railway station 1 km']),
          r.pick(['24 hours', 'Morning and evening', '24 hours (borewell and municipal)']),
          r.pick(['24 hours with power backup', '24 hours', 'Inverter backup']),
          r.next() < 0.35
            ? r.pick(['https://www.youtube.com/watch?v=ScMzIvxBSi4', 'https://youtu.be/aqz-KE-bpKQ'])
            : null,
          photos[serial % photos.length],
          daysAgo,
        ],
      );
      const id = rows[0]!.id;
      const gallery = r.some(photos, 2, 7);
      for (const [position, file] of gallery.entries()) {
        await db.query('INSERT INTO property_photos (property_id, file_name, position) VALUES ($1, $2, $3)', [
          id,
          file,
          position,
        ]);
      }
      for (const amenity of r.some(amenityIds, 3, 8)) {
        await db.query('INSERT INTO property_amenities (property_id, amenity_id) VALUES ($1, $2)', [
          id,
          amenity,
        ]);
      }
      for (const facility of r.some(facilityIds, 2, 6)) {
        await db.query('INSERT INTO property_facilities (property_id, facility_id) VALUES ($1, $2)', [
          id,
          facility,
        ]);
      }
    }
  }
}
