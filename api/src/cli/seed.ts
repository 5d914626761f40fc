import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed';
import { createStorage } from '../storage/storage';

async function run() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const storage = createStorage(config);
  try {
    await migrate(db);
    console.log(
      (await seedIfEmpty(db, { storage })) ? 'demo data seeded' : 'database already has data: nothing seeded',
    );
  } finally {
    storage.close();
    await db.close();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
