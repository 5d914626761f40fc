import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserRegistry, oncePerMinute, REMOTE_NAMES } from './browser-registry.mjs';
import { previewCookie, readPreviewCookie } from './preview.mjs';

const SECRET = 'test secret';
const REMOTES = { 'mf-search': 'mf_search', 'mf-content': 'mf_content' };
const ORIGINS = { 'mf-search': 'http://localhost:3002', 'mf-content': 'http://localhost:3005' };
const originOf = (remote) => ORIGINS[remote];

let dir;
let warnings;
const warn = (_key, message) => warnings.push(message);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-browser-registry-'));
  warnings = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function release(remote, id) {
  const folder = path.join(dir, remote, id);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ remote, id }));
}

function registry(remotes, revision = 1) {
  const full = {};
  for (const [remote, state] of Object.entries(remotes))
    full[remote] = { stable: null, history: [], canary: null, previews: [], ...state };
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ revision, remotes: full }));
}

const read = (previews = []) => browserRegistry({ dir, remotes: REMOTES, originOf, previews, warn });

it('without a registry every remote is its build folder, as before releases', () => {
  expect(read()).toEqual({
    mf_search: { entry: 'http://localhost:3002/mf-manifest.json', release: null },
    mf_content: { entry: 'http://localhost:3005/mf-manifest.json', release: null },
  });
  expect(warnings).toEqual([]);
});

it('covers every remote by default', () => {
  const all = browserRegistry({ dir, originOf: () => 'http://localhost:1', warn });
  expect(Object.keys(all).sort()).toEqual(Object.values(REMOTE_NAMES).sort());
  expect(Object.keys(all)).toContain('mf_content');
});

it("a stable release is served from its own folder on the remote's origin", () => {
  release('mf-content', '1.0.0+aaaaaaa');
  registry({ 'mf-content': { stable: '1.0.0+aaaaaaa' } });
  expect(read()).toEqual({
    mf_search: { entry: 'http://localhost:3002/mf-manifest.json', release: null },
    mf_content: {
      entry: 'http://localhost:3005/releases/1.0.0+aaaaaaa/mf-manifest.json',
      release: '1.0.0+aaaaaaa',
    },
  });
});

it('a canary comes with its percentage; a canary missing on disk is left out (and said)', () => {
  release('mf-content', '1.0.0+aaaaaaa');
  release('mf-content', '2.0.0+bbbbbbb');
  registry({ 'mf-content': { stable: '1.0.0+aaaaaaa', canary: { release: '2.0.0+bbbbbbb', percent: 10 } } });
  expect(read().mf_content).toEqual({
    entry: 'http://localhost:3005/releases/1.0.0+aaaaaaa/mf-manifest.json',
    release: '1.0.0+aaaaaaa',
    canary: {
      entry: 'http://localhost:3005/releases/2.0.0+bbbbbbb/mf-manifest.json',
      release: '2.0.0+bbbbbbb',
      percent: 10,
    },
  });
  fs.rmSync(path.join(dir, 'mf-content', '2.0.0+bbbbbbb', 'release.json'));
  expect(read().mf_content.canary).toBeUndefined();
  expect(warnings.join('\n')).toContain('canary release 2.0.0+bbbbbbb is not in');
});

describe('previews', () => {
  beforeEach(() => {
    release('mf-search', '1.5.0-rc.1+ccccccc');
    registry({ 'mf-search': { previews: ['1.5.0-rc.1+ccccccc'] } });
  });
  const cookieFor = (list, secret = SECRET) => `basera_preview=${previewCookie(list, secret)}`;

  it("a browser whose signed cookie names an open release gets it as its preview; another browser doesn't", () => {
    const previews = readPreviewCookie(
      cookieFor([{ remote: 'mf-search', id: '1.5.0-rc.1+ccccccc' }]),
      SECRET,
    );
    expect(read(previews).mf_search).toEqual({
      entry: 'http://localhost:3002/mf-manifest.json',
      release: null,
      preview: {
        entry: 'http://localhost:3002/releases/1.5.0-rc.1+ccccccc/mf-manifest.json',
        release: '1.5.0-rc.1+ccccccc',
      },
    });
    expect(read().mf_search.preview).toBeUndefined();
  });

  it('a forged cookie previews nothing', () => {
    const forged = cookieFor([{ remote: 'mf-search', id: '1.5.0-rc.1+ccccccc' }], 'guessed secret');
    expect(read(readPreviewCookie(forged, SECRET)).mf_search.preview).toBeUndefined();
  });

  it('a release no longer open for preview is no longer previewed, even with a valid cookie', () => {
    const previews = readPreviewCookie(
      cookieFor([{ remote: 'mf-search', id: '1.5.0-rc.1+ccccccc' }]),
      SECRET,
    );
    registry({ 'mf-search': { previews: [] } }, 2);
    expect(read(previews).mf_search.preview).toBeUndefined();
  });
});

it('a stable release missing on disk falls back to the build folder, said at most once a minute', () => {
  release('mf-content', '1.0.0+aaaaaaa');
  registry({ 'mf-content': { stable: '1.0.0+aaaaaaa' } });
  fs.rmSync(path.join(dir, 'mf-content', '1.0.0+aaaaaaa'), { recursive: true });
  let now = 0;
  const lines = [];
  const limited = oncePerMinute(
    (line) => lines.push(line),
    60_000,
    () => now,
  );
  const readLimited = () => browserRegistry({ dir, remotes: REMOTES, originOf, warn: limited });
  expect(readLimited().mf_content).toEqual({
    entry: 'http://localhost:3005/mf-manifest.json',
    release: null,
  });
  now = 30_000;
  readLimited();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("mf-content: the registry's stable release 1.0.0+aaaaaaa is not in");
  now = 61_000;
  readLimited();
  expect(lines).toHaveLength(2);
});

it('follows the registry file from one call to the next (a rollback shows at once)', () => {
  release('mf-content', '1.0.0+aaaaaaa');
  release('mf-content', '2.0.0+bbbbbbb');
  registry({ 'mf-content': { stable: '2.0.0+bbbbbbb', history: ['1.0.0+aaaaaaa'] } }, 2);
  expect(read().mf_content.release).toBe('2.0.0+bbbbbbb');
  registry({ 'mf-content': { stable: '1.0.0+aaaaaaa' } }, 3);
  expect(read().mf_content.release).toBe('1.0.0+aaaaaaa');
});

it('a registry broken by a hand edit leaves the last good one in use, and says so', () => {
  release('mf-content', '1.0.0+aaaaaaa');
  registry({ 'mf-content': { stable: '1.0.0+aaaaaaa' } });
  expect(read().mf_content.release).toBe('1.0.0+aaaaaaa');
  fs.writeFileSync(path.join(dir, 'registry.json'), '{ "revision": 2, "remotes": ');
  expect(read().mf_content.release).toBe('1.0.0+aaaaaaa');
  expect(warnings.join('\n')).toContain('Serving its last good revision (1)');
});
