import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyPgliteTemplate, templateRun } from '../test/templates';
import { acquireDirLock, DataDirLockedError, processStartTime } from './lock';
import { openPglite } from './pglite';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'basera-lock-'));

/**
 * A PGlite folder holding a database already (a copy of the run's migrated template under jest): the lock is
 * the same for a new folder, and an empty one would cost a whole initdb (5 to 15 s of CPU) for nothing.
 */
async function databaseFolder(): Promise<string> {
  const dir = path.join(tempDir(), 'pglite');
  const run = templateRun();
  if (run) await copyPgliteTemplate(run, 'migrated', dir);
  return dir;
}

describe('data directory lock', () => {
  it('refuses a second PGlite on the same folder with a clear message, and frees it on close', async () => {
    const dir = await databaseFolder();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(
      `The embedded database in ${dir} is already used by process ${process.pid}. Stop that process, or set DATABASE_URL to use PostgreSQL.`,
    );
    await first.query('CREATE TABLE kept (n int)');
    await first.close();
    const again = await openPglite(dir);
    expect((await again.query('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 0 }]);
    await again.close();
  });

  it('names the other live process that holds the lock', async () => {
    const dir = path.join(tempDir(), 'db');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDirLock(dir)).toThrow(`process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose PID now belongs to a process started later', () => {
    const dir = path.join(tempDir(), 'db');
    const started = processStartTime(process.pid);
    // Only where the system tells start times (Linux /proc); elsewhere the PID alone decides.
    if (started === null) return;
    fs.writeFileSync(`${dir}.lock`, `${process.pid} ${Number(started) - 1}`);
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid} ${started}`);
    release();
    fs.writeFileSync(`${dir}.lock`, `${process.pid} ${started}`);
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = path.join(tempDir(), 'db');
    fs.writeFileSync(`${dir}.lock`, '999999');
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
