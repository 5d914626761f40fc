import type { Config } from '../config';
import type { Db } from '../db';
import { GazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './geocoder';

export { GazetteerGeocoder } from './gazetteer';
export type { Geocoder, PlaceAt } from './geocoder';

/**
 * The geocoder the GEOCODER setting names. 'gazetteer' (the default) reads the seeded gazetteer table. A hosted
 * geocoder is a class implementing Geocoder (geocoder.ts), added here under its own GEOCODER value, or passed to
 * buildApp as `geocoder`.
 */
export function createGeocoder(config: Pick<Config, 'geocoder'>, db: Db): Geocoder {
  switch (config.geocoder) {
    case 'gazetteer':
      return new GazetteerGeocoder(db);
  }
}
