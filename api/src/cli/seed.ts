import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed';

async function run() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    console.log(
      (await seedIfEmpty(db, config)) ? 'demo data seeded' : 'database already has data: nothing seeded',
    );
  } finally {
    await db.close();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
