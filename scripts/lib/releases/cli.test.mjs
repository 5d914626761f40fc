import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './cli.mjs';
import { readLog, readRegistry, readRelease, remoteState } from './store.mjs';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const urlOf = (pkg) =>
  ({ shell: 'http://site.test:3000', 'mf-content': 'http://content.test:3005' })[pkg] ?? `http://${pkg}.test`;

let dir;
let servedIds; // release ids the fake remote server answers for
let fetched;
let compat; // what the fake compatibility check says
let buildCalls;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-cli-'));
  servedIds = new Set();
  fetched = [];
  compat = { ok: true, problems: [] };
  buildCalls = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A fake remote server: 200 with mf_content's manifest for the served ids, 404 otherwise. */
async function fakeFetch(url, init) {
  fetched.push({ url, signal: init?.signal });
  const match = /^http:\/\/content\.test:3005\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url);
  const id = match?.[1];
  if (!id || !servedIds.has(id)) return { status: 404, json: async () => ({}) };
  return { status: 200, json: async () => ({ id: 'mf_content', name: 'mf_content', exposes: [] }) };
}

/** A fake build: a staging folder with a manifest, the id from the version and a fixed build. */
function fakeBuild({ build = 'abc1234', name = 'mf_content' } = {}) {
  return async ({ dir: releases, remote, version = '1.0.0' }) => {
    buildCalls.push({ remote, version });
    const id = `${version}+${build}`;
    if (fs.existsSync(path.join(releases, remote, id))) return { id, staging: null, alreadyPublished: true };
    const staging = path.join(releases, remote, `.staging-${id}-${process.pid}`);
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(
      path.join(staging, 'mf-manifest.json'),
      JSON.stringify({ id: name, name, exposes: [{ name: 'HomePage', path: './HomePage' }] }),
    );
    fs.writeFileSync(path.join(staging, 'remoteEntry.js'), `// ${id}`);
    return { id, staging };
  };
}

async function cli(argv, { env = {}, build = fakeBuild() } = {}) {
  const out = [];
  const err = [];
  const code = await run(argv, {
    root: ROOT,
    dir,
    urlOf,
    fetch: fakeFetch,
    env: { RELEASE_BY: 'qa@example.com', ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    deps: {
      buildRelease: build,
      checkCompatibility: async () => compat,
      previewSecret: () => 'secret',
      previewLink: (shell, remote, id, secret) =>
        `${shell}/?preview=${encodeURIComponent(`${remote}@${id}`)}&sig=${secret}`,
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A release on disk as publish leaves it (the tests of promote/rollback do not need a build). */
function makeRelease(id, remote = 'mf-content', createdAt = new Date().toISOString()) {
  const folder = path.join(dir, remote, id);
  fs.mkdirSync(folder, { recursive: true });
  const [version, build] = id.split('+');
  fs.writeFileSync(
    path.join(folder, 'release.json'),
    JSON.stringify({ remote, id, version, build, createdAt }),
  );
  servedIds.add(id);
}

const state = (remote = 'mf-content') => remoteState(readRegistry(dir), remote);

describe('publish', () => {
  test('makes an immutable release folder, opens it for preview, prints its id, manifest and preview link', async () => {
    const result = await cli(['publish', 'mf-content', '--version', '2.0.0']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(buildCalls).toEqual([{ remote: 'mf-content', version: '2.0.0' }]);
    expect(result.out).toContain('published mf-content 2.0.0+abc1234');
    expect(result.out).toContain('http://content.test:3005/releases/2.0.0+abc1234/mf-manifest.json');
    expect(result.out).toContain('http://site.test:3000/?preview=mf-content%402.0.0%2Babc1234&sig=secret');
    const release = readRelease(dir, 'mf-content', '2.0.0+abc1234');
    expect(release).toMatchObject({
      remote: 'mf-content',
      name: 'mf_content',
      id: '2.0.0+abc1234',
      version: '2.0.0',
      build: 'abc1234',
      by: 'qa@example.com',
      exposes: ['./HomePage'],
    });
    expect(Date.parse(release.createdAt)).not.toBeNaN();
    expect(release.commit === null || /^[0-9a-f]{40}$/.test(release.commit)).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'mf-content'))).toEqual(['2.0.0+abc1234']); // staging renamed away
    expect(state()).toEqual({ stable: null, history: [], canary: null, previews: ['2.0.0+abc1234'] });
    expect(readLog(dir)).toEqual([
      expect.objectContaining({
        action: 'publish',
        remote: 'mf-content',
        release: '2.0.0+abc1234',
        by: 'qa@example.com',
      }),
    ]);
  });

  test('the same source and version again: "already published", exit 0, nothing rewritten', async () => {
    await cli(['publish', 'mf-content']);
    const file = path.join(dir, 'mf-content', '1.0.0+abc1234', 'release.json');
    const before = fs.readFileSync(file, 'utf8');
    const revision = readRegistry(dir).revision;
    const again = await cli(['publish', 'mf-content'], { env: { RELEASE_BY: 'someone-else' } });
    expect(again.code).toBe(0);
    expect(again.out).toMatch(
      /mf-content 1\.0\.0\+abc1234 was already published \(.* by qa@example\.com\).*nothing rewritten/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(readRegistry(dir).revision).toBe(revision);
  });

  test('an incompatible release is refused with every problem, and leaves nothing behind', async () => {
    compat = {
      ok: false,
      problems: ['./HomePage: prop "title" is required by the shell but gone', 'react 19.0.0 is not ^18.3.1'],
    };
    const result = await cli(['publish', 'mf-content', '--version=2.0.0']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('mf-content 2.0.0+abc1234 was not published: it does not fit the shell');
    expect(result.err).toContain('./HomePage: prop "title" is required by the shell but gone');
    expect(result.err).toContain('react 19.0.0 is not ^18.3.1');
    expect(fs.readdirSync(path.join(dir, 'mf-content'))).toEqual([]);
    expect(readRegistry(dir).revision).toBe(0);
    expect(readLog(dir)).toEqual([]);
  });

  test('a build whose manifest names another remote is refused', async () => {
    const result = await cli(['publish', 'mf-content'], { build: fakeBuild({ name: 'mf_search' }) });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/was not published: its mf-manifest\.json names "mf_search", not mf_content/);
    expect(fs.readdirSync(path.join(dir, 'mf-content'))).toEqual([]);
  });

  test('a bad --version is a usage error', async () => {
    const result = await cli(['publish', 'mf-content', '--version', 'two']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('--version two is not a version');
    expect(buildCalls).toEqual([]);
  });
});

describe('promote and rollback', () => {
  test('promote a, b, c; rollback -> b; rollback -> a; rollback -> dist; rollback -> refused', async () => {
    for (const id of ['1.0.0+aaaaaaa', '1.1.0+bbbbbbb', '1.2.0+ccccccc']) makeRelease(id);
    expect((await cli(['promote', 'mf-content', '1.0.0'])).out).toBe(
      'mf-content: stable is now 1.0.0+aaaaaaa (was dist (no release))',
    );
    await cli(['promote', 'mf-content', '1.1.0+bbbbbbb']);
    expect((await cli(['promote', 'mf-content', '1.2.0'])).out).toBe(
      'mf-content: stable is now 1.2.0+ccccccc (was 1.1.0+bbbbbbb)',
    );
    expect(state()).toMatchObject({
      stable: '1.2.0+ccccccc',
      history: [null, '1.0.0+aaaaaaa', '1.1.0+bbbbbbb'],
    });

    fetched = [];
    const first = await cli(['rollback', 'mf-content']);
    expect(first).toMatchObject({
      code: 0,
      out: 'mf-content: rolled back to 1.1.0+bbbbbbb (was 1.2.0+ccccccc)',
    });
    expect(fetched).toEqual([]); // no network on the way back
    expect(state()).toMatchObject({ stable: '1.1.0+bbbbbbb', history: [null, '1.0.0+aaaaaaa'] });
    expect((await cli(['rollback', 'mf-content'])).out).toBe(
      'mf-content: rolled back to 1.0.0+aaaaaaa (was 1.1.0+bbbbbbb)',
    );
    // Back to what ran before the first promote: the remote's plain build.
    expect((await cli(['rollback', 'mf-content'])).out).toBe(
      'mf-content: rolled back to dist (no release) (was 1.0.0+aaaaaaa)',
    );
    const last = await cli(['rollback', 'mf-content']);
    expect(last.code).toBe(1);
    expect(last.err).toContain('mf-content: nothing to roll back to');
    expect(state()).toMatchObject({ stable: null, history: [] });

    const log = readLog(dir).filter((entry) => entry.action === 'rollback');
    expect(log).toEqual([
      expect.objectContaining({ release: '1.1.0+bbbbbbb', from: '1.2.0+ccccccc', by: 'qa@example.com' }),
      expect.objectContaining({ release: '1.0.0+aaaaaaa', from: '1.1.0+bbbbbbb', by: 'qa@example.com' }),
      expect.objectContaining({ release: null, from: '1.0.0+aaaaaaa', by: 'qa@example.com' }),
    ]);
  });

  test('rollback refuses when the previous release is no longer on disk', async () => {
    makeRelease('1.0.0+aaaaaaa');
    makeRelease('1.1.0+bbbbbbb');
    await cli(['promote', 'mf-content', '1.0.0']);
    await cli(['promote', 'mf-content', '1.1.0']);
    fs.rmSync(path.join(dir, 'mf-content', '1.0.0+aaaaaaa'), { recursive: true });
    const result = await cli(['rollback', 'mf-content']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('cannot roll back to 1.0.0+aaaaaaa');
    expect(state()).toMatchObject({ stable: '1.1.0+bbbbbbb', history: [null, '1.0.0+aaaaaaa'] });
  });

  test('promote refuses a release that is not on disk', async () => {
    makeRelease('1.0.0+aaaaaaa');
    const result = await cli(['promote', 'mf-content', '2.0.0']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('mf-content has no release 2.0.0');
    expect(result.err).toContain('1.0.0+aaaaaaa');
    expect(readRegistry(dir).revision).toBe(0);
  });

  test('promote refuses a release its server does not answer for, and says where it asked', async () => {
    makeRelease('1.0.0+aaaaaaa');
    servedIds.clear();
    const result = await cli(['promote', 'mf-content', '1.0.0+aaaaaaa']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'mf-content 1.0.0+aaaaaaa does not answer at http://content.test:3005/releases/1.0.0+aaaaaaa/mf-manifest.json: is its server running? (HTTP 404)',
    );
    expect(fetched[0].signal).toBeDefined(); // a timeout, not a wait for ever
    expect(state().stable).toBeNull();
  });

  test('promote refuses when the server cannot be reached or serves another remote', async () => {
    makeRelease('1.0.0+aaaaaaa');
    const refused = await run(['promote', 'mf-content', '1.0.0'], {
      root: ROOT,
      dir,
      urlOf,
      env: { RELEASE_BY: 't' },
      out: () => {},
      err: (line) => expect(line).toMatch(/does not answer at .*is its server running\? \(ECONNREFUSED\)/),
      fetch: async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      },
    });
    expect(refused).toBe(1);
    const errors = [];
    const wrong = await run(['promote', 'mf-content', '1.0.0'], {
      root: ROOT,
      dir,
      urlOf,
      env: { RELEASE_BY: 't' },
      out: () => {},
      err: (line) => errors.push(line),
      fetch: async () => ({ status: 200, json: async () => ({ name: 'mf_search' }) }),
    });
    expect(wrong).toBe(1);
    expect(errors.join('\n')).toContain('its manifest names "mf_search", not mf_content');
    expect(state().stable).toBeNull();
  });

  test('promoting the stable release again changes nothing', async () => {
    makeRelease('1.0.0+aaaaaaa');
    await cli(['promote', 'mf-content', '1.0.0']);
    const again = await cli(['promote', 'mf-content', '1.0.0+aaaaaaa']);
    expect(again).toMatchObject({
      code: 0,
      out: 'mf-content: 1.0.0+aaaaaaa is the stable release already; nothing changed',
    });
    expect(readRegistry(dir).revision).toBe(1);
    expect(state().history).toEqual([null]);
  });
});

describe('canary', () => {
  beforeEach(async () => {
    makeRelease('1.0.0+aaaaaaa');
    makeRelease('2.0.0+bbbbbbb');
    await cli(['promote', 'mf-content', '1.0.0']);
  });

  test('set, change, clear with off or 0', async () => {
    const set = await cli(['canary', 'mf-content', '2.0.0', '10']);
    expect(set.code).toBe(0);
    expect(set.out).toBe(
      'mf-content: canary is now 2.0.0+bbbbbbb at 10 % of visitors (was none; stable stays 1.0.0+aaaaaaa)',
    );
    expect(state().canary).toEqual({ release: '2.0.0+bbbbbbb', percent: 10 });
    await cli(['canary', 'mf-content', '2.0.0+bbbbbbb', '12.5%']);
    expect(state().canary).toEqual({ release: '2.0.0+bbbbbbb', percent: 12.5 });
    const off = await cli(['canary', 'mf-content', 'off']);
    expect(off.out).toBe(
      'mf-content: canary 2.0.0+bbbbbbb at 12.5 % ended; every visitor runs the stable release',
    );
    expect(state().canary).toBeNull();
    await cli(['canary', 'mf-content', '2.0.0', '100']);
    await cli(['canary', 'mf-content', '2.0.0', '0']);
    expect(state().canary).toBeNull();
    expect((await cli(['canary', 'mf-content', 'off'])).out).toBe(
      'mf-content: there is no canary; nothing changed',
    );
    expect(readLog(dir).filter((entry) => entry.action === 'canary')).toEqual([
      expect.objectContaining({ release: '2.0.0+bbbbbbb', percent: 10, from: null }),
      expect.objectContaining({ release: '2.0.0+bbbbbbb', percent: 12.5, from: '2.0.0+bbbbbbb' }),
      expect.objectContaining({ release: null, percent: 0, from: '2.0.0+bbbbbbb' }),
      expect.objectContaining({ release: '2.0.0+bbbbbbb', percent: 100 }),
      expect.objectContaining({ release: null, percent: 0 }),
    ]);
  });

  test.each(['150', '-5', 'ten', '', 'NaN'])('percent %j is refused as a usage error', async (percent) => {
    const result = await cli(['canary', 'mf-content', '2.0.0', percent]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('is not a percentage');
    expect(state().canary).toBeNull();
  });

  test('a canary must exist, answer, and not be the stable release', async () => {
    expect((await cli(['canary', 'mf-content', '3.0.0', '10'])).err).toContain(
      'mf-content has no release 3.0.0',
    );
    servedIds.delete('2.0.0+bbbbbbb');
    expect((await cli(['canary', 'mf-content', '2.0.0', '10'])).err).toContain('does not answer at');
    const stable = await cli(['canary', 'mf-content', '1.0.0', '10']);
    expect(stable.code).toBe(1);
    expect(stable.err).toContain('is the stable release already');
    expect(state().canary).toBeNull();
  });

  test('promoting the canary release ends the canary', async () => {
    await cli(['canary', 'mf-content', '2.0.0', '50']);
    const result = await cli(['promote', 'mf-content', '2.0.0']);
    expect(result.out).toBe(
      'mf-content: stable is now 2.0.0+bbbbbbb (was 1.0.0+aaaaaaa); its canary at 50 % ended',
    );
    expect(state()).toMatchObject({
      stable: '2.0.0+bbbbbbb',
      canary: null,
      history: [null, '1.0.0+aaaaaaa'],
    });
  });
});

test('preview opens a release once and prints its signed link', async () => {
  makeRelease('1.5.0-rc.1+ccccccc');
  const first = await cli(['preview', 'mf-content', '1.5.0-rc.1']);
  expect(first.code).toBe(0);
  expect(first.out).toContain('mf-content: 1.5.0-rc.1+ccccccc is open for preview');
  expect(first.out).toContain('http://site.test:3000/?preview=mf-content%401.5.0-rc.1%2Bccccccc&sig=secret');
  const again = await cli(['preview', 'mf-content', '1.5.0-rc.1+ccccccc']);
  expect(again.out).toContain('was already open for preview; nothing changed');
  expect(state().previews).toEqual(['1.5.0-rc.1+ccccccc']);
  expect(readLog(dir)).toHaveLength(1);

  const closed = await cli(['preview', 'mf-content', '1.5.0-rc.1', 'off']);
  expect(closed).toMatchObject({
    code: 0,
    out: expect.stringContaining('1.5.0-rc.1+ccccccc is closed for preview'),
  });
  expect(state().previews).toEqual([]);
  expect(readLog(dir).at(-1)).toMatchObject({
    action: 'preview',
    release: '1.5.0-rc.1+ccccccc',
    closed: true,
  });
  expect((await cli(['preview', 'mf-content', '1.5.0-rc.1', 'off'])).out).toContain(
    'was not open for preview',
  );
});

test('status: what each remote runs, and its last change; --json for machines', async () => {
  makeRelease('1.0.0+aaaaaaa');
  makeRelease('2.0.0+bbbbbbb');
  await cli(['promote', 'mf-content', '1.0.0']);
  await cli(['canary', 'mf-content', '2.0.0', '25'], { env: { RELEASE_BY: 'lead@example.com' } });
  const text = await cli(['status']);
  expect(text.code).toBe(0);
  expect(text.out).toContain('revision 2');
  const content = text.out.split('\n\n').find((block) => block.startsWith('mf-content'));
  expect(content).toContain('stable:   1.0.0+aaaaaaa');
  expect(content).toContain('canary:   2.0.0+bbbbbbb at 25 % of visitors');
  expect(content).toContain('on disk:  2 releases');
  expect(content).toContain('(rollback goes to dist (no release))');
  expect(content).toMatch(/last: +canary 2\.0\.0\+bbbbbbb 25 % by lead@example\.com at \d{4}-/);
  const search = text.out.split('\n\n').find((block) => block.startsWith('mf-search'));
  expect(search).toContain('stable:   dist (no release)');
  expect(search).toContain('last:     no change yet');

  const json = JSON.parse((await cli(['status', '--json'])).out);
  expect(json.revision).toBe(2);
  expect(json.remotes['mf-content']).toMatchObject({
    name: 'mf_content',
    stable: '1.0.0+aaaaaaa',
    canary: { release: '2.0.0+bbbbbbb', percent: 25 },
    history: [null],
    releases: 2,
    lastChange: { action: 'canary', by: 'lead@example.com', release: '2.0.0+bbbbbbb', percent: 25 },
  });
  expect(json.remotes['mf-search']).toMatchObject({ stable: null, releases: 0, lastChange: null });
  expect(Object.keys(JSON.parse((await cli(['status', 'mf-content', '--json'])).out).remotes)).toEqual([
    'mf-content',
  ]);
});

test('a malformed registry is reported, not replaced', async () => {
  fs.writeFileSync(path.join(dir, 'registry.json'), '{ nope');
  makeRelease('1.0.0+aaaaaaa');
  const result = await cli(['promote', 'mf-content', '1.0.0']);
  expect(result.code).toBe(1);
  expect(result.err).toContain('registry.json is not valid JSON');
  expect(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8')).toBe('{ nope');
});

test.each([
  [[], 'no command given'],
  [['deploy', 'mf-content'], 'unknown command "deploy"'],
  [['promote', 'mf-nope', '1.0.0'], 'unknown remote "mf-nope"'],
  [['promote', 'mf-content'], 'expected: promote <remote> <version|id>'],
  [['rollback', 'mf-content', 'extra'], 'expected: rollback <remote>'],
  [['promote', 'mf-content', 'latest'], '"latest" is neither a version'],
  [['status', '--verbose'], 'unknown option --verbose'],
])('%j is a usage error (exit 2, usage text)', async (argv, message) => {
  const result = await cli(argv);
  expect(result.code).toBe(2);
  expect(result.err).toContain(message);
  expect(result.err).toContain('Usage: pnpm release <command>');
  expect(result.err).toContain('mf-content');
  expect(fs.existsSync(path.join(dir, 'registry.json'))).toBe(false);
});

test('who: RELEASE_BY, else git user.email or the OS user', async () => {
  makeRelease('1.0.0+aaaaaaa');
  await cli(['promote', 'mf-content', '1.0.0'], { env: { RELEASE_BY: '' } });
  const [entry] = readLog(dir);
  expect(typeof entry.by).toBe('string');
  expect(entry.by.length).toBeGreaterThan(0);
  expect(entry.by).not.toBe('qa@example.com');
});
