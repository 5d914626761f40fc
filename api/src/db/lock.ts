import fs from 'node:fs';
import path from 'node:path';

/** PGlite is single-process: a second process on the same folder would corrupt it. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is already used by process ${pid}. ` +
        'Stop that process, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (clock ticks since boot, field 22 of /proc/<pid>/stat), or null where there is no
 * /proc. A PID is reused once its process is gone; the pair (PID, start time) never is.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces: field 3 is first.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock's content: our PID, and our start time where the system tells it. */
const lockText = (pid: number) => [pid, processStartTime(pid)].filter((part) => part !== null).join(' ');

/** Whether the process a lock names still holds it: alive, and the same process (start time) when recorded. */
function holds(text: string): number | null {
  const [pidText, started] = text.trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isFinite(pid) || !alive(pid)) return null;
  if (started && processStartTime(pid) !== null && processStartTime(pid) !== started) return null;
  return pid;
}

/**
 * Takes `<dir>.lock` (a file holding our PID and start time, created exclusively). A lock whose process is gone,
 * or whose PID now belongs to a process started later, is stale and taken over. Returns the release function.
 */
export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  const mine = lockText(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holds(fs.readFileSync(file, 'utf8'));
      if (holder !== null) throw new DataDirLockedError(dir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
