import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';

async function run() {
  const db = await openDatabase(loadConfig());
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await db.close();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
