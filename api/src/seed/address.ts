import type { DemoCity, Locality } from './localities';
import type { rng } from './photos';

/**
 * A demo listing's place, all from one locality row: the PIN and landmark are the locality's, the map pin
 * within about 500 m of its point. The address lines hold only the house and street (and sometimes a block):
 * cards append the locality and city themselves (placeLine in @basera/shared), so the lines never name them.
 */
export function demoAddress(r: ReturnType<typeof rng>, city: DemoCity, locality: Locality) {
  return {
    locality: locality.name,
    address_line_1: `${r.int(1, 480)}, ${city.street(r.int(1, 24))}`,
    address_line_2: r.next() < 0.4 ? `${r.pick(['A', 'B', 'C', 'D'])} Block` : null,
    landmark: r.pick(locality.landmarks),
    postal_code: locality.pin,
    lat: locality.lat + (r.next() - 0.5) * 0.01,
    long: locality.long + (r.next() - 0.5) * 0.01,
  };
}
