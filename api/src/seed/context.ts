import type { Queryable } from '../db';

/** What every seed module is given besides the database. */
export interface SeedContext {
  /** Where generated demo photos go (served under /storage). */
  uploadsDir: string;
}

/** One part of the demo data: writes into an empty database, inside the one seed transaction. */
export type SeedModule = (db: Queryable, context: SeedContext) => Promise<void>;
