import fs from 'node:fs';
import pg from 'pg';
import { postgresTemplateName } from './templates';

/** After the run: its template folder and its PostgreSQL templates go (test/templates.ts). */
export default async function globalTeardown() {
  const dir = process.env.BASERA_TEST_TEMPLATES;
  const id = process.env.BASERA_TEST_RUN;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !id) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of ['seeded', 'migrated'] as const)
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName(id, name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
