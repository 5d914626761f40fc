import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedIfEmpty } from '../seed';
import { LocalStorage } from '../storage/local';

/**
 * Databases a suite starts from, made once per jest run and copied for every suite: `migrated` (every
 * migration applied) and `seeded` (the demo data on top, with the pictures it generated). Without them each
 * suite opened an empty database, ran every migration and, when seeded, rendered and wrote the demo data again
 * (a third of the API run's CPU). A copy is what a suite got before, byte for byte: its own database, never
 * shared.
 *
 * jest's global setup (global-setup.ts) names the run's folder in BASERA_TEST_TEMPLATES and its id in
 * BASERA_TEST_RUN; the first worker that needs a template makes it (under a lock), the others wait for it, and
 * the global teardown removes them all. Outside jest (no folder named) suites build their databases as before.
 */
export type TemplateName = 'migrated' | 'seeded';

export function templateRun(): { dir: string; id: string } | null {
  const dir = process.env.BASERA_TEST_TEMPLATES;
  const id = process.env.BASERA_TEST_RUN;
  return dir && id && fs.existsSync(dir) ? { dir, id } : null;
}

/** The PostgreSQL database a template of this run lives in. */
export const postgresTemplateName = (runId: string, name: TemplateName) => `basera_tpl_${runId}_${name}`;

/** How the names of a run's own test databases start (test/databases.ts), so its teardown can find them. */
export const testDatabasePrefix = (runId: string) => `basera_test_${runId}_`;

/** Whether the process `pid` still runs (a lock's or a run's owner). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `make` once per run for `key`, whichever worker asks first: `<key>.done` marks it made, the folder
 * `<key>.lock` (made atomically) is held by the worker making it and names its process; a lock whose process
 * is gone is taken over.
 */
async function once(dir: string, key: string, make: () => Promise<void>): Promise<void> {
  const done = path.join(dir, `${key}.done`);
  const lock = path.join(dir, `${key}.lock`);
  for (;;) {
    if (fs.existsSync(done)) return;
    try {
      fs.mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = 0;
      try {
        owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // being written
      }
      if (owner && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      // A failed or interrupted earlier attempt may have left a part: start clean.
      fs.rmSync(path.join(dir, key), { recursive: true, force: true });
      await make();
      fs.writeFileSync(done, '');
      return;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The folders of a PGlite template: the database and the pictures the seed wrote. */
const pgliteFolders = (dir: string, name: TemplateName) => ({
  db: path.join(dir, `pglite-${name}`, 'db'),
  uploads: path.join(dir, `pglite-${name}`, 'uploads'),
});
const postgresUploads = (dir: string) => path.join(dir, 'postgres-seeded', 'uploads');

/** Makes (once per run) the PGlite template `name`; answers its folders. */
async function pgliteTemplate(run: { dir: string }, name: TemplateName) {
  const folders = pgliteFolders(run.dir, name);
  if (name === 'migrated') {
    await once(run.dir, 'pglite-migrated', async () => {
      const db = await openPglite(folders.db);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
    });
  } else {
    const migrated = await pgliteTemplate(run, 'migrated');
    await once(run.dir, 'pglite-seeded', async () => {
      fs.cpSync(migrated.db, folders.db, { recursive: true });
      fs.mkdirSync(folders.uploads, { recursive: true });
      const db = await openPglite(folders.db);
      try {
        await seedIfEmpty(db, { storage: new LocalStorage(folders.uploads) });
      } finally {
        await db.close();
      }
    });
  }
  return folders;
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * Makes (once per run) the PostgreSQL template `name` on the server of `url`; answers its database's name and
 * the folder of the seed's pictures. A template has no open connection once made (CREATE DATABASE ... TEMPLATE
 * needs that).
 */
async function postgresTemplate(run: { dir: string; id: string }, url: string, name: TemplateName) {
  const database = postgresTemplateName(run.id, name);
  if (name === 'migrated') {
    await once(run.dir, 'postgres-migrated', async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await adminQuery(url, `CREATE DATABASE ${database}`);
      const db = await openPostgres(databaseUrl(url, database), { max: 1 });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
    });
  } else {
    const migrated = (await postgresTemplate(run, url, 'migrated')).database;
    await once(run.dir, 'postgres-seeded', async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await adminQuery(url, `CREATE DATABASE ${database} TEMPLATE ${migrated}`);
      fs.mkdirSync(postgresUploads(run.dir), { recursive: true });
      const db = await openPostgres(databaseUrl(url, database), { max: 1 });
      try {
        await seedIfEmpty(db, { storage: new LocalStorage(postgresUploads(run.dir)) });
      } finally {
        await db.close();
      }
    });
  }
  return { database, uploads: name === 'seeded' ? postgresUploads(run.dir) : null };
}

/**
 * A copy of this run's PGlite template `name` in `into` (a folder that does not exist yet); answers the folder
 * of the template's pictures (seeded) or null.
 */
export async function copyPgliteTemplate(
  run: { dir: string },
  name: TemplateName,
  into: string,
): Promise<string | null> {
  const folders = await pgliteTemplate(run, name);
  fs.cpSync(folders.db, into, { recursive: true });
  return name === 'seeded' ? folders.uploads : null;
}

/**
 * Creates the database `database` on the server of `url` as a copy of this run's PostgreSQL template `name`;
 * answers the folder of the template's pictures (seeded) or null.
 */
export async function createPostgresFromTemplate(
  run: { dir: string; id: string },
  url: string,
  name: TemplateName,
  database: string,
): Promise<string | null> {
  const template = await postgresTemplate(run, url, name);
  await adminQuery(url, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
  return template.uploads;
}

/** Copies the seed's pictures into a suite's uploads folder (files already there are kept). */
export function copyUploads(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  fs.cpSync(from, to, { recursive: true, force: false });
}
