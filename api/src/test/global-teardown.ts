import fs from 'node:fs';
import pg from 'pg';
import { postgresTemplateName, testDatabasePrefix } from './templates';

/**
 * After the run: its template folder, its PostgreSQL templates (test/templates.ts) and any database of the run
 * that a suite left behind (one that failed before its close) go.
 */
export default async function globalTeardown() {
  const dir = process.env.BASERA_TEST_TEMPLATES;
  const id = process.env.BASERA_TEST_RUN;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !id) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [testDatabasePrefix(id)],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    for (const name of ['seeded', 'migrated'] as const)
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName(id, name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
