import type * as CountryStateCity from 'country-state-city';
import type { Queryable } from '../db';

/**
 * The dataset lists some places twice (an old and a new spelling, a district beside its city) and a few
 * district or out-of-state entries as cities: a seeker picking a city should find each real place once, under
 * the name people use today. Keys are the dataset's names; each maps to the common name. Entries that end up
 * with the same name in one state are one city.
 */
const SPELLINGS: Record<string, Record<string, string>> = {
  KA: {
    'Bangalore Urban': 'Bengaluru',
    Ballary: 'Ballari',
    'Chik Ballapur': 'Chikkaballapur',
    'Gadag-Betageri': 'Gadag',
    Kalaburgi: 'Kalaburagi',
    Shimoga: 'Shivamogga',
    Hospet: 'Hosapete',
    Closepet: 'Ramanagara',
    'French Rocks': 'Pandavapura',
    Coondapoor: 'Kundapura',
    'Dod Ballapur': 'Doddaballapura',
    Devanhalli: 'Devanahalli',
    Chamrajnagar: 'Chamarajanagar',
    Bantval: 'Bantwal',
    Athni: 'Athani',
    'Bail-Hongal': 'Bailhongal',
    Virarajendrapet: 'Virajpet',
    Sulya: 'Sullia',
    Pavugada: 'Pavagada',
    Maddagiri: 'Madhugiri',
  },
  MH: {
    'Mumbai Suburban': 'Mumbai',
    Ahmadnagar: 'Ahmednagar',
    Bid: 'Beed',
    Dhulia: 'Dhule',
    Gondiya: 'Gondia',
    Pimpri: 'Pimpri-Chinchwad',
    Borivli: 'Borivali',
    Akalkot: 'Akkalkot',
    Jaisingpur: 'Jaysingpur',
    Vite: 'Vita',
  },
  GJ: { Mahesana: 'Mehsana', Dohad: 'Dahod', Bagasara: 'Bagasra', 'Kandla port': 'Kandla' },
  TN: { Kancheepuram: 'Kanchipuram' },
  TG: { Kamareddi: 'Kamareddy', Jangoan: 'Jangaon', Ramgundam: 'Ramagundam' },
  AP: { Ponnur: 'Ponnuru' },
  BR: { Jahanabad: 'Jehanabad' },
  CT: { 'Raj Nandgaon': 'Rajnandgaon', 'Raj-Nandgaon': 'Rajnandgaon' },
  JH: { Hazaribag: 'Hazaribagh' },
  KL: { Muvattupula: 'Muvattupuzha' },
  MP: { Saugor: 'Sagar' },
  OR: {
    Baragarh: 'Bargarh',
    Khurda: 'Khordha',
    Bhadrakh: 'Bhadrak',
    Kendraparha: 'Kendrapara',
    Malakanagiri: 'Malkangiri',
    Jagatsinghapur: 'Jagatsinghpur',
    Baud: 'Baudh',
  },
  RJ: { Jalor: 'Jalore' },
  UP: {
    Fyzabad: 'Faizabad',
    Muradabad: 'Moradabad',
    Chanduasi: 'Chandausi',
    Pilkhua: 'Pilkhuwa',
    'Gonda City': 'Gonda',
    Sikandarabad: 'Sikandrabad',
    'Musafir-Khana': 'Musafirkhana',
    'Radha Kund': 'Radhakund',
    'Tori-Fatehpur': 'Tori Fatehpur',
    'Prayagraj (Allahabad)': 'Prayagraj',
    Allahabad: 'Prayagraj',
  },
};

/** Dataset entries that are not cities of their state: districts without a town of that name, a Goa town. */
const NOT_CITIES: Record<string, string[]> = {
  KA: ['Bangalore Rural', 'Dakshina Kannada', 'Uttar Kannada', 'Kodagu', 'Canacona'],
};

/** "<city> District", "<city> Division", "<city> (<district>)", "<city>, <anything>": the city, if listed. */
const QUALIFIED = /^(.+?)(?:,.*| \(.+\)| district| division)$/i;

/** "Sion, Mumbai": a locality of a listed city of the same state. */
const LOCALITY_OF = /^.+, (.+)$/;

/**
 * The dataset, loaded on first use: it is every city of the world (~0.3 s of CPU to load), needed only to seed an
 * empty database, yet imported by everything that imports the seed (the app, each API test file).
 */
const dataset = () => require('country-state-city') as typeof CountryStateCity;

export interface SeedCity {
  name: string;
  lat: number | null;
  long: number | null;
}

/** The dataset's name without accents ("Gundlupēt") or a trailing comma, ", India" or ", <state>". */
function plainName(name: string, stateName: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(new RegExp(`,\\s*(?:India|${stateName})?$`), '')
    .trim();
}

/**
 * The cities of one state, each real place once under its common name (sorted). In order: accents and a
 * trailing state name go; the spelling table; "<locality>, <city>" and "<city> District" / "(...)" join the
 * listed city. The coordinates are those of the entry already spelled the common way, else of the first.
 */
export function citiesOfState(isoCode: string): SeedCity[] {
  const { City, State } = dataset();
  const stateName = State.getStateByCodeAndCountry(isoCode, 'IN')?.name ?? '';
  const spellings = SPELLINGS[isoCode] ?? {};
  const dropped = new Set(NOT_CITIES[isoCode] ?? []);
  const entries = City.getCitiesOfState('IN', isoCode)
    .filter((city) => !dropped.has(city.name))
    .map((city) => ({ ...city, name: plainName(city.name, stateName) }));
  const plain = new Set(entries.map((city) => city.name));
  const listed = (name: string | undefined) => (name && plain.has(name) ? name : undefined);
  const byName = new Map<string, SeedCity & { exact: boolean }>();
  for (const city of entries) {
    const name =
      spellings[city.name] ??
      listed(LOCALITY_OF.exec(city.name)?.[1]) ??
      listed(QUALIFIED.exec(city.name)?.[1]) ??
      city.name;
    const exact = name === city.name;
    const known = byName.get(name);
    if (known && (known.exact || !exact)) continue;
    byName.set(name, {
      name,
      exact,
      lat: city.latitude ? Number(city.latitude) : null,
      long: city.longitude ? Number(city.longitude) : null,
    });
  }
  return [...byName.values()]
    .map(({ name, lat, long }) => ({ name, lat, long }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** States of India and their cities, from the maintained country-state-city dataset (with coordinates). */
export async function seedPlaces(db: Queryable): Promise<void> {
  const { State } = dataset();
  const states = State.getStatesOfCountry('IN').sort((a, b) => a.name.localeCompare(b.name));
  for (const state of states) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO states (iso_code, name) VALUES ($1, $2) RETURNING id',
      [state.isoCode, state.name],
    );
    const stateId = rows[0]!.id;
    const cities = citiesOfState(state.isoCode);
    // Multi-row inserts: thousands of cities in a few statements.
    for (let i = 0; i < cities.length; i += 200) {
      const chunk = cities.slice(i, i + 200);
      const params: unknown[] = [];
      const values = chunk.map((city, j) => {
        params.push(stateId, city.name, city.lat, city.long);
        return `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`;
      });
      await db.query(`INSERT INTO cities (state_id, name, lat, long) VALUES ${values.join(', ')}`, params);
    }
  }
}
