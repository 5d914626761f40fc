import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_ID as SHARED_RELEASE_ID } from '../../../shared/src/releases.ts';
import {
  knownRemotes,
  LOCK_DIR,
  listReleases,
  RELEASE_ID,
  readLog,
  readRegistry,
  readRelease,
  releaseFolder,
  releasesDir,
  remoteState,
  resolveRelease,
  updateRegistry,
} from './store.mjs';

// Jest runs this file as CommonJS (swc): __dirname is there. The child processes import the real ESM module.
const STORE = path.join(__dirname, 'store.mjs');
const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTES = knownRemotes(ROOT);

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const registryText = () => fs.readFileSync(path.join(dir, 'registry.json'), 'utf8');
const writeRegistry = (doc) =>
  fs.writeFileSync(path.join(dir, 'registry.json'), typeof doc === 'string' ? doc : JSON.stringify(doc));

/** A change that opens `id` for preview on mf-content. */
const addPreview =
  (id, remote = 'mf-content') =>
  (doc) => {
    doc.remotes[remote] ??= { stable: null, history: [], canary: null, previews: [] };
    doc.remotes[remote].previews.push(id);
    return { action: 'preview', remote, release: id };
  };

function makeRelease(remote, id, createdAt) {
  const folder = path.join(dir, remote, id);
  fs.mkdirSync(folder, { recursive: true });
  const [version, build] = id.split('+');
  fs.writeFileSync(
    path.join(folder, 'release.json'),
    JSON.stringify({ remote, id, version, build, createdAt }),
  );
}

test('the release id pattern is the one in shared/src/releases.ts', () => {
  expect(RELEASE_ID.source).toBe(SHARED_RELEASE_ID.source);
  expect(RELEASE_ID.flags).toBe(SHARED_RELEASE_ID.flags);
});

test('the remotes are the federation config ones', () => {
  expect(REMOTES).toContain('mf-content');
  expect(REMOTES).toContain('mf-search');
  expect(REMOTES).not.toContain('shell');
});

test('releasesDir: RELEASES_DIR wins, else <root>/releases', () => {
  expect(releasesDir('/repo', {})).toBe(path.join('/repo', 'releases'));
  expect(releasesDir('/repo', { RELEASES_DIR: '/data/rel' })).toBe('/data/rel');
});

describe('readRegistry', () => {
  test('a missing registry is the empty one, revision 0', () => {
    expect(readRegistry(dir)).toEqual({ revision: 0, remotes: {} });
    expect(remoteState(readRegistry(dir), 'mf-content')).toEqual({
      stable: null,
      history: [],
      canary: null,
      previews: [],
    });
  });

  test('a registry that is not JSON is an error naming the file, and an update leaves it as it was', async () => {
    writeRegistry('{"revision": 3, "remotes": {');
    expect(() => readRegistry(dir)).toThrow(/registry\.json is not valid JSON/);
    await expect(updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't' })).rejects.toThrow(
      /not valid JSON/,
    );
    expect(registryText()).toBe('{"revision": 3, "remotes": {');
    expect(fs.existsSync(path.join(dir, LOCK_DIR))).toBe(false);
  });

  test.each([
    [{ remotes: {} }, /revision: undefined is not a whole number/],
    [{ revision: 1, remotes: [] }, /remotes: not an object/],
    [
      {
        revision: 1,
        remotes: { 'mf-content': { stable: 'latest', history: [], canary: null, previews: [] } },
      },
      /remotes\["mf-content"\]\.stable: "latest" is not a release id/,
    ],
    [
      {
        revision: 1,
        remotes: { 'mf-content': { stable: null, history: ['1.0'], canary: null, previews: [] } },
      },
      /history\[0\]: "1.0" is not a release id/,
    ],
    [
      {
        revision: 1,
        remotes: {
          'mf-content': {
            stable: null,
            history: [],
            canary: { release: '1.0.0+a', percent: 150 },
            previews: [],
          },
        },
      },
      /canary\.percent: 150 is not a number above 0 and at most 100/,
    ],
    [
      { revision: 1, remotes: { 'mf-nope': { stable: null, history: [], canary: null, previews: [] } } },
      /remotes\["mf-nope"\]: no such remote/,
    ],
  ])('a malformed registry is refused with what is wrong (%#)', (doc, message) => {
    writeRegistry(doc);
    expect(() => readRegistry(dir, { remotes: REMOTES })).toThrow(message);
    expect(() => readRegistry(dir, { remotes: REMOTES })).toThrow(/never replaced on its own/);
  });
});

describe('updateRegistry', () => {
  test('bumps the revision, writes the document and logs who, when and what', async () => {
    const before = Date.now();
    const doc = await updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), {
      by: 'dev@example.com',
      remotes: REMOTES,
    });
    expect(doc.revision).toBe(1);
    expect(readRegistry(dir)).toEqual(doc);
    expect(remoteState(doc, 'mf-content').previews).toEqual(['1.0.0+aaaaaaa']);
    const [entry] = readLog(dir);
    expect(entry).toMatchObject({
      by: 'dev@example.com',
      action: 'preview',
      remote: 'mf-content',
      release: '1.0.0+aaaaaaa',
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(fs.readdirSync(dir).sort()).toEqual(['registry.json', 'registry.log']);
  });

  test('a change that returns null writes nothing', async () => {
    await updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't' });
    const doc = await updateRegistry(dir, () => null, { by: 't' });
    expect(doc.revision).toBe(1);
    expect(readLog(dir)).toHaveLength(1);
  });

  test('a change that throws leaves the registry as it was and releases the lock', async () => {
    await updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't' });
    const text = registryText();
    await expect(
      updateRegistry(
        dir,
        (doc) => {
          doc.remotes['mf-content'].stable = '1.0.0+aaaaaaa';
          throw new Error('refused');
        },
        { by: 't' },
      ),
    ).rejects.toThrow('refused');
    expect(registryText()).toBe(text);
    expect(fs.existsSync(path.join(dir, LOCK_DIR))).toBe(false);
  });

  test('refuses to write an invalid document or an unknown remote', async () => {
    await expect(updateRegistry(dir, addPreview('not-an-id'), { by: 't' })).rejects.toThrow(
      /previews\[0\]: "not-an-id" is not a release id/,
    );
    await expect(
      updateRegistry(dir, addPreview('1.0.0+aaaaaaa', 'mf-nope'), { by: 't', remotes: REMOTES }),
    ).rejects.toThrow(/no such remote/);
    expect(fs.existsSync(path.join(dir, 'registry.json'))).toBe(false);
    expect(readLog(dir)).toEqual([]);
  });

  test('concurrent updates in one process all land, one revision each', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `1.0.${i}+aaaaaaa`);
    await Promise.all(
      ids.map((id) =>
        updateRegistry(
          dir,
          async (doc) => {
            const fields = addPreview(id)(doc);
            // hold the lock across a tick so the others really queue behind it
            await new Promise((resolve) => setTimeout(resolve, 2));
            return fields;
          },
          { by: 't' },
        ),
      ),
    );
    const doc = readRegistry(dir);
    expect(doc.revision).toBe(20);
    expect([...doc.remotes['mf-content'].previews].sort()).toEqual([...ids].sort());
    expect(readLog(dir).map((entry) => entry.revision)).toEqual(ids.map((_, i) => i + 1));
  });

  test('four processes updating at once: none of their 40 changes is lost', async () => {
    const child = (p) =>
      new Promise((resolve, reject) => {
        const code = `
          import { updateRegistry } from ${JSON.stringify(STORE)};
          for (let j = 0; j < 10; j++)
            await updateRegistry(${JSON.stringify(dir)}, (doc) => {
              doc.remotes['mf-search'] ??= { stable: null, history: [], canary: null, previews: [] };
              const id = '1.${p}.' + j + '+child${p}';
              doc.remotes['mf-search'].previews.push(id);
              return { action: 'preview', remote: 'mf-search', release: id };
            }, { by: 'child${p}' });`;
        const proc = spawn(process.execPath, ['--input-type=module', '-e', code], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        proc.stderr.on('data', (chunk) => (stderr += chunk));
        proc.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(stderr))));
      });
    await Promise.all([0, 1, 2, 3].map(child));
    const doc = readRegistry(dir);
    expect(doc.revision).toBe(40);
    expect(doc.remotes['mf-search'].previews).toHaveLength(40);
    expect(new Set(doc.remotes['mf-search'].previews).size).toBe(40);
    const log = readLog(dir);
    expect(log).toHaveLength(40);
    expect(new Set(log.map((entry) => entry.by))).toEqual(new Set(['child0', 'child1', 'child2', 'child3']));
  });

  test('a lock whose process is gone is broken at once', async () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    fs.mkdirSync(path.join(dir, LOCK_DIR));
    fs.writeFileSync(
      path.join(dir, LOCK_DIR, 'owner.json'),
      JSON.stringify({ pid, host: os.hostname(), at: new Date().toISOString(), token: 'dead' }),
    );
    const started = Date.now();
    const doc = await updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't', lockTimeoutMs: 5000 });
    expect(doc.revision).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fs.existsSync(path.join(dir, LOCK_DIR))).toBe(false);
  });

  test('a lock older than 30 s is broken even when its pid runs', async () => {
    fs.mkdirSync(path.join(dir, LOCK_DIR));
    const at = new Date(Date.now() - 31_000).toISOString();
    fs.writeFileSync(
      path.join(dir, LOCK_DIR, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), at, token: 'old' }),
    );
    const doc = await updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't', lockTimeoutMs: 5000 });
    expect(doc.revision).toBe(1);
    expect(fs.existsSync(path.join(dir, LOCK_DIR))).toBe(false);
  });

  test('a fresh lock held by a live process is waited for, then reported', async () => {
    fs.mkdirSync(path.join(dir, LOCK_DIR));
    fs.writeFileSync(
      path.join(dir, LOCK_DIR, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString(), token: 'live' }),
    );
    await expect(
      updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't', lockTimeoutMs: 300 }),
    ).rejects.toThrow(new RegExp(`locked by pid ${process.pid}`));
    // the holder's lock is still there, untouched
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_DIR, 'owner.json'), 'utf8')).token).toBe('live');
    expect(fs.existsSync(path.join(dir, 'registry.json'))).toBe(false);
  });
});

describe('releases on disk', () => {
  test('listReleases: finished releases oldest first; staging and unfinished folders are not releases', () => {
    makeRelease('mf-content', '1.1.0+bbbbbbb', '2026-01-02T00:00:00.000Z');
    makeRelease('mf-content', '1.0.0+aaaaaaa', '2026-01-01T00:00:00.000Z');
    fs.mkdirSync(path.join(dir, 'mf-content', '.staging-1.2.0+ccccccc-123'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'mf-content', '1.2.0+ccccccc'));
    expect(listReleases(dir, 'mf-content').map((release) => release.id)).toEqual([
      '1.0.0+aaaaaaa',
      '1.1.0+bbbbbbb',
    ]);
    expect(listReleases(dir, 'mf-search')).toEqual([]);
  });

  test('resolveRelease: a full id, or a version -> its newest release; unknown -> null', () => {
    makeRelease('mf-content', '1.0.0+aaaaaaa', '2026-01-01T00:00:00.000Z');
    makeRelease('mf-content', '1.0.0+bbbbbbb', '2026-01-03T00:00:00.000Z');
    makeRelease('mf-content', '1.5.0-rc.1+ccccccc', '2026-01-02T00:00:00.000Z');
    expect(resolveRelease(dir, 'mf-content', '1.0.0+aaaaaaa').id).toBe('1.0.0+aaaaaaa');
    expect(resolveRelease(dir, 'mf-content', '1.0.0').id).toBe('1.0.0+bbbbbbb');
    expect(resolveRelease(dir, 'mf-content', 'v1.0.0').id).toBe('1.0.0+bbbbbbb');
    expect(resolveRelease(dir, 'mf-content', '1.5.0-rc.1').id).toBe('1.5.0-rc.1+ccccccc');
    expect(resolveRelease(dir, 'mf-content', '2.0.0')).toBeNull();
    expect(resolveRelease(dir, 'mf-content', '2.0.0+ddddddd')).toBeNull();
    expect(() => resolveRelease(dir, 'mf-content', 'latest')).toThrow(
      /neither a version .* nor a release id/,
    );
  });

  test('ids and remote names are checked before they become paths', () => {
    expect(releaseFolder(dir, 'mf-content', '1.0.0+aaaaaaa')).toBe(
      path.join(dir, 'mf-content', '1.0.0+aaaaaaa'),
    );
    expect(() => releaseFolder(dir, 'mf-content', '../../etc')).toThrow(/not a release id/);
    expect(() => readRelease(dir, '../x', '1.0.0+aaaaaaa')).toThrow(/not a remote name/);
    expect(readRelease(dir, 'mf-content', '1.0.0+aaaaaaa')).toBeNull();
  });
});

test('readLog: the last entries, of one remote, a line cut short skipped', async () => {
  await updateRegistry(dir, addPreview('1.0.0+aaaaaaa'), { by: 't' });
  await updateRegistry(dir, addPreview('1.0.0+bbbbbbb', 'mf-search'), { by: 't' });
  await updateRegistry(dir, addPreview('1.0.0+ccccccc'), { by: 't' });
  fs.appendFileSync(path.join(dir, 'registry.log'), '{"at":"2026');
  expect(readLog(dir).map((entry) => entry.release)).toEqual([
    '1.0.0+aaaaaaa',
    '1.0.0+bbbbbbb',
    '1.0.0+ccccccc',
  ]);
  expect(readLog(dir, { limit: 1 }).map((entry) => entry.release)).toEqual(['1.0.0+ccccccc']);
  expect(readLog(dir, { remote: 'mf-content' }).map((entry) => entry.release)).toEqual([
    '1.0.0+aaaaaaa',
    '1.0.0+ccccccc',
  ]);
});
