// The releases of the remotes on disk and their registry (which release is stable, canary, open for preview).
// Layout (RELEASES_DIR, default <repo>/releases/):
//   <remote>/<id>/            one immutable release (release.json beside the build's files)
//   <remote>/.staging-*       a release being built (dot folders are never releases)
//   registry.json             { revision, remotes: { <remote>: { stable, history, canary, previews } } }
//   registry.log              one JSON line per change: { at, by, action, remote, release, from?, percent? }
//   .lock/                    the registry's lock (mkdir is atomic); owner.json says who holds it
// Plain ESM without import.meta: every function takes the repo root or the releases folder, so tests (jest, swc
// to CommonJS) import it as it is and point it at a temp folder.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * A release id, `<version>+<build>` (`1.4.0+3f2a9c1`). A copy of RELEASE_ID in shared/src/releases.ts (a .mjs
 * cannot import TypeScript); store.test.mjs fails when the two differ.
 */
export const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/;
/** A version alone (a release id without its build): `1.4.0`, `1.5.0-rc.1`. */
export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** A remote's package folder name (`mf-search`): what may appear in a path. */
const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

export const REGISTRY_FILE = 'registry.json';
export const LOG_FILE = 'registry.log';
export const LOCK_DIR = '.lock';
/** A lock older than this is broken even when its holder's pid still runs (an update takes milliseconds). */
export const STALE_LOCK_MS = 30_000;

/** The releases folder: env RELEASES_DIR, else `<root>/releases`. */
export function releasesDir(root, env = process.env) {
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  if (!root) throw new Error('releasesDir(root): the repository root is required');
  return path.join(root, 'releases');
}

/** The remotes' package folder names (shared/build/federation.cjs remoteNames) -> federation names. */
export function federationNames(root) {
  const require = createRequire(path.join(root, 'package.json'));
  return { ...require(path.join(root, 'shared', 'build', 'federation.cjs')).remoteNames };
}

/** The remotes' package folder names, in federation.cjs order. */
export const knownRemotes = (root) => Object.keys(federationNames(root));

/** Who makes a change: env RELEASE_BY, else `git config user.email`, else the OS user. */
export function whoAmI({ env = process.env, cwd = process.cwd() } = {}) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    if (email) return email;
  } catch {
    // no git, or no user.email
  }
  return os.userInfo().username;
}

const emptyState = () => ({ stable: null, history: [], canary: null, previews: [] });
export const emptyRegistry = () => ({ revision: 0, remotes: {} });

/** One remote's state in a registry document (a remote missing from it: never released). A copy. */
export function remoteState(doc, remote) {
  const state = doc.remotes?.[remote];
  if (!state) return emptyState();
  return {
    stable: state.stable,
    history: [...state.history],
    canary: state.canary ? { ...state.canary } : null,
    previews: [...state.previews],
  };
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value) => JSON.stringify(value) ?? String(value);

/** The problems of a registry document, [] when it is valid. `remotes`: the remotes that exist (optional). */
export function registryProblems(doc, { remotes } = {}) {
  const problems = [];
  if (!isObject(doc)) return ['the document is not a JSON object'];
  if (!Number.isInteger(doc.revision) || doc.revision < 0)
    problems.push(`revision: ${show(doc.revision)} is not a whole number >= 0`);
  if (!isObject(doc.remotes)) return [...problems, 'remotes: not an object of remote -> state'];
  for (const [remote, state] of Object.entries(doc.remotes)) {
    const at = `remotes[${show(remote)}]`;
    if (remotes ? !remotes.includes(remote) : !REMOTE_NAME.test(remote)) {
      problems.push(`${at}: no such remote${remotes ? ` (the remotes are ${remotes.join(', ')})` : ''}`);
      continue;
    }
    if (!isObject(state)) {
      problems.push(`${at}: not an object`);
      continue;
    }
    const id = (value, where) => {
      if (typeof value !== 'string' || !RELEASE_ID.test(value))
        problems.push(`${at}.${where}: ${show(value)} is not a release id (like 1.4.0+3f2a9c1)`);
    };
    if (state.stable !== null) id(state.stable, 'stable');
    for (const key of ['history', 'previews']) {
      if (!Array.isArray(state[key])) problems.push(`${at}.${key}: not a list of release ids`);
      // null in the history is the remote's plain build (dist), the stable before its first promote.
      else
        for (const [index, value] of state[key].entries())
          if (!(key === 'history' && value === null)) id(value, `${key}[${index}]`);
    }
    if (state.canary !== null) {
      if (!isObject(state.canary)) problems.push(`${at}.canary: not null nor {release, percent}`);
      else {
        id(state.canary.release, 'canary.release');
        const { percent } = state.canary;
        if (typeof percent !== 'number' || !(percent > 0 && percent <= 100))
          problems.push(`${at}.canary.percent: ${show(percent)} is not a number above 0 and at most 100`);
      }
    }
    const extra = Object.keys(state).filter(
      (key) => !['stable', 'history', 'canary', 'previews'].includes(key),
    );
    if (extra.length) problems.push(`${at}: unknown field(s) ${extra.join(', ')}`);
  }
  return problems;
}

function assertValid(doc, file, options) {
  const problems = registryProblems(doc, options);
  if (problems.length)
    throw new Error(
      `${file} is not a valid release registry:\n  ${problems.join('\n  ')}\n` +
        `Fix it by hand (${LOG_FILE} beside it lists every change) — it is never replaced on its own.`,
    );
}

/**
 * The registry (validated). A missing file is the empty registry, revision 0; a file that is not JSON or not a
 * registry is an error that names the file and its problems (never silently replaced).
 */
export function readRegistry(dir, options = {}) {
  const file = path.join(dir, REGISTRY_FILE);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${error.message}). Fix it by hand (${LOG_FILE} beside it lists every change) — it is never replaced on its own.`,
    );
  }
  assertValid(doc, file, options);
  return doc;
}

/** Writes a file whole or not at all: a temp file beside it, flushed, renamed over it. */
export function writeAtomic(file, text) {
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

// ---- the lock ----------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The lock's holder {pid, host, at, token} (null: gone), and its age from owner.json or the folder's mtime. */
function lockHolder(lockDir) {
  let stat;
  try {
    stat = fs.statSync(lockDir);
  } catch {
    return null;
  }
  let owner = null;
  try {
    owner = JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8'));
  } catch {
    // being written (mkdir and owner.json are two steps), or left half-made by a crash: judged by its age
  }
  const since = Date.parse(owner?.at) || stat.mtimeMs;
  return { owner, age: Date.now() - since, mtimeMs: stat.mtimeMs };
}

const isStale = (holder) =>
  holder.age > STALE_LOCK_MS ||
  (holder.owner && holder.owner.host === os.hostname() && !pidAlive(holder.owner.pid));

/**
 * Removes a stale lock, once: breakers take `.lock.break` first and look again inside it, so two processes that
 * both saw the same stale lock cannot remove the fresh lock one of them took after breaking it.
 */
function breakStaleLock(dir, seen) {
  const lockDir = path.join(dir, LOCK_DIR);
  const breakDir = `${lockDir}.break`;
  try {
    fs.mkdirSync(breakDir);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    // another process is breaking it; a break folder left by a crash is removed after the stale time
    try {
      if (Date.now() - fs.statSync(breakDir).mtimeMs > STALE_LOCK_MS)
        fs.rmSync(breakDir, { recursive: true });
    } catch {
      // gone meanwhile
    }
    return false;
  }
  try {
    const now = lockHolder(lockDir);
    const same = now && now.owner?.token === seen.owner?.token && now.mtimeMs === seen.mtimeMs;
    if (!same || !isStale(now)) return false;
    fs.rmSync(lockDir, { recursive: true, force: true });
    return true;
  } finally {
    fs.rmSync(breakDir, { recursive: true, force: true });
  }
}

/**
 * Runs `fn` holding the registry's lock (mkdir `.lock`, atomic on every file system node runs on). Waits while
 * another process holds it; breaks a lock whose holder's pid is gone or that is older than 30 s.
 */
export async function withLock(dir, fn, { timeoutMs = STALE_LOCK_MS + 10_000 } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const lockDir = path.join(dir, LOCK_DIR);
  const token = randomBytes(8).toString('hex');
  const started = Date.now();
  let wait = 5;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lockDir);
    if (holder && isStale(holder) && breakStaleLock(dir, holder)) continue;
    if (Date.now() - started > timeoutMs) {
      const who = holder?.owner
        ? `pid ${holder.owner.pid} on ${holder.owner.host} since ${holder.owner.at}`
        : 'someone';
      throw new Error(
        `The release registry in ${dir} is locked by ${who}; gave up after ${Math.round(timeoutMs / 1000)} s. ` +
          `If no release command is running, remove ${lockDir}.`,
      );
    }
    await sleep(wait + Math.random() * wait);
    wait = Math.min(wait * 2, 100);
  }
  try {
    fs.writeFileSync(
      path.join(lockDir, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString(), token }),
    );
    return await fn();
  } finally {
    // Only our own lock: if it was broken as stale (we took > 30 s) and someone else holds it now, leave theirs.
    let mine = false;
    try {
      mine = JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8')).token === token;
    } catch {
      mine = false;
    }
    if (mine) fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

// ---- changes -----------------------------------------------------------------------------------------------

/**
 * Changes the registry under its lock: reads it (validated), lets `change(doc)` mutate it, validates the result,
 * writes it atomically with revision + 1 and appends one line to registry.log. `change` returns the log entry's
 * fields `{action, remote, release, from?, percent?}`, or null for "nothing to change" (nothing written, the
 * document returned as read); an error it throws leaves the registry as it was.
 * Options: `by` (who; default whoAmI()), `remotes` (the remotes that exist), `lockTimeoutMs`.
 * Returns the new document (the one read, same revision, when nothing changed).
 */
export async function updateRegistry(dir, change, { by, remotes, lockTimeoutMs } = {}) {
  const who = by || whoAmI();
  return withLock(
    dir,
    async () => {
      const doc = readRegistry(dir, { remotes });
      const draft = structuredClone(doc);
      const fields = await change(draft);
      if (!fields) return doc;
      const { action, remote } = fields;
      if (!['publish', 'promote', 'rollback', 'canary', 'preview'].includes(action))
        throw new Error(`updateRegistry: unknown action ${show(action)}`);
      if (remotes ? !remotes.includes(remote) : !REMOTE_NAME.test(remote ?? ''))
        throw new Error(`updateRegistry: no such remote ${show(remote)}`);
      draft.revision = doc.revision + 1;
      const file = path.join(dir, REGISTRY_FILE);
      assertValid(draft, file, { remotes });
      writeAtomic(file, `${JSON.stringify(draft, null, 2)}\n`);
      const entry = { at: new Date().toISOString(), by: who, ...fields, revision: draft.revision };
      fs.appendFileSync(path.join(dir, LOG_FILE), `${JSON.stringify(entry)}\n`);
      return draft;
    },
    { timeoutMs: lockTimeoutMs },
  );
}

/** The registry's change log, oldest first: the last `limit` entries, of one remote when `remote` is given. */
export function readLog(dir, { limit = Number.POSITIVE_INFINITY, remote } = {}) {
  let text;
  try {
    text = fs.readFileSync(path.join(dir, LOG_FILE), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const entries = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (!remote || entry.remote === remote) entries.push(entry);
    } catch {
      // a line cut short by a crash: the registry itself is whole (atomic), only this line is lost
    }
  }
  return limit >= entries.length ? entries : entries.slice(entries.length - limit);
}

// ---- releases on disk --------------------------------------------------------------------------------------

function checkRemoteName(remote) {
  if (typeof remote !== 'string' || !REMOTE_NAME.test(remote))
    throw new Error(`${show(remote)} is not a remote name`);
}

function checkId(id) {
  if (typeof id !== 'string' || !RELEASE_ID.test(id))
    throw new Error(`${show(id)} is not a release id (like 1.4.0+3f2a9c1)`);
}

/** A release's folder, `<dir>/<remote>/<id>` (the id is checked: it is a path segment). */
export function releaseFolder(dir, remote, id) {
  checkRemoteName(remote);
  checkId(id);
  return path.join(dir, remote, id);
}

/** A release's release.json, or null when there is no such release on disk. */
export function readRelease(dir, remote, id) {
  const file = path.join(releaseFolder(dir, remote, id), 'release.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw new Error(`${file} cannot be read: ${error.message}`);
  }
}

/** A remote's releases on disk (their release.json), oldest first by createdAt. Dot folders are not releases. */
export function listReleases(dir, remote) {
  checkRemoteName(remote);
  let names;
  try {
    names = fs.readdirSync(path.join(dir, remote), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const releases = [];
  for (const entry of names) {
    if (!entry.isDirectory() || !RELEASE_ID.test(entry.name)) continue;
    try {
      const release = JSON.parse(fs.readFileSync(path.join(dir, remote, entry.name, 'release.json'), 'utf8'));
      releases.push({ ...release, id: entry.name });
    } catch {
      // no release.json (or not JSON): not a finished release
    }
  }
  return releases.sort(
    (a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a.id.localeCompare(b.id),
  );
}

/**
 * The release a command names: a full id (`1.4.0+3f2a9c1`), or a version (`1.4.0`, `v1.4.0`) -> the newest
 * release of that version. null when there is none on disk; an error when `ref` is neither.
 */
export function resolveRelease(dir, remote, ref) {
  const text = String(ref ?? '').replace(/^v(?=\d)/, '');
  if (RELEASE_ID.test(text)) return readRelease(dir, remote, text);
  if (!VERSION.test(text))
    throw new Error(`${show(ref)} is neither a version (1.4.0) nor a release id (1.4.0+3f2a9c1)`);
  const matching = listReleases(dir, remote).filter(
    (release) => (release.version ?? release.id.split('+')[0]) === text,
  );
  return matching.length ? matching[matching.length - 1] : null;
}
