import type { Queryable } from '../db';
import type { Storage } from '../storage/storage';

/** What every seed module is given besides the database. */
export interface SeedContext {
  /** Where generated demo pictures go (served under /storage): the app's storage. */
  storage: Storage;
}

/** One part of the demo data: writes into an empty database, inside the one seed transaction. */
export type SeedModule = (db: Queryable, context: SeedContext) => Promise<void>;
