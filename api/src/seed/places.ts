import { City, State } from 'country-state-city';
import type { Queryable } from '../db';

/** States of India and their cities, from the maintained country-state-city dataset (with coordinates). */
export async function seedPlaces(db: Queryable): Promise<void> {
  const states = State.getStatesOfCountry('IN').sort((a, b) => a.name.localeCompare(b.name));
  for (const state of states) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO states (iso_code, name) VALUES ($1, $2) RETURNING id',
      [state.isoCode, state.name],
    );
    const stateId = rows[0]!.id;
    const cities = City.getCitiesOfState('IN', state.isoCode);
    // Multi-row inserts: thousands of cities in a few statements.
    for (let i = 0; i < cities.length; i += 200) {
      const chunk = cities.slice(i, i + 200);
      const params: unknown[] = [];
      const values = chunk.map((city, j) => {
        params.push(
          stateId,
          city.name,
          city.latitude ? Number(city.latitude) : null,
          city.longitude ? Number(city.longitude) : null,
        );
        return `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`;
      });
      await db.query(`INSERT INTO cities (state_id, name, lat, long) VALUES ${values.join(', ')}`, params);
    }
  }
}
