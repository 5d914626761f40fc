/** @jest-environment node */
// The publish step's rules (publish-plugin.cjs), on temporary folders: what a deploy keeps, replaces and removes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { publish, publishOrder, MANIFEST } = require('./publish-plugin.cjs');

let work;
let dist;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-test-'));
  dist = path.join(work, 'dist');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A build as webpack leaves it in a staging folder: a chunk named by its content, and the files pointing at it. */
function build(n) {
  const staging = path.join(work, `staging-${n}`);
  const chunk = `${100 + n}.${String(n).repeat(8)}.js`;
  const files = {
    [chunk]: `chunk of build ${n}`,
    [`${chunk}.br`]: `br chunk of build ${n}`,
    [`${chunk}.map`]: `map of build ${n}`,
    'shared.0badc0de.js': 'the same in every build',
    'remoteEntry.js': `entry of build ${n} -> ${chunk}`,
    'remoteEntry.js.gz': `gz entry of build ${n}`,
    'remoteEntry.js.map': `map of entry ${n}`,
    'mf-manifest.json': `{"build":${n}}`,
  };
  fs.mkdirSync(staging, { recursive: true });
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(staging, name), body);
  return { staging, chunk };
}

const deploy = (n) => {
  const { staging, chunk } = build(n);
  const result = publish({ from: staging, to: dist, buildId: `build-${n}` });
  return { chunk, result };
};
const inDist = (name) => fs.existsSync(path.join(dist, name));
const read = (name) => fs.readFileSync(path.join(dist, name), 'utf8');

test('a rebuild keeps the previous build’s chunks; the third build removes the first’s', () => {
  const first = deploy(1);
  expect(read('remoteEntry.js')).toBe(`entry of build 1 -> ${first.chunk}`);

  const second = deploy(2);
  expect(read('remoteEntry.js')).toBe(`entry of build 2 -> ${second.chunk}`);
  // A page opened on build 1 can still load its chunk and the chunk's compressed copy.
  for (const name of [first.chunk, `${first.chunk}.br`]) expect(inDist(name)).toBe(true);
  expect(second.result.removed).toEqual([]);

  const third = deploy(3);
  for (const name of [first.chunk, `${first.chunk}.br`]) expect(inDist(name)).toBe(false);
  expect(third.result.removed).toEqual([first.chunk, `${first.chunk}.br`]);
  for (const name of [second.chunk, third.chunk, 'shared.0badc0de.js']) expect(inDist(name)).toBe(true);
  expect(read('mf-manifest.json')).toBe('{"build":3}');

  const manifest = JSON.parse(read(MANIFEST));
  expect(manifest.builds.map((b) => b.id)).toEqual(['build-2', 'build-3']);
  expect(manifest.builds[1].files).toContain(third.chunk);
});

test('unhashed files are replaced by a rename: a reader holding the old file still reads all of it', () => {
  deploy(1);
  const before = fs.statSync(path.join(dist, 'remoteEntry.js')).ino;
  const reader = fs.openSync(path.join(dist, 'remoteEntry.js'), 'r');
  try {
    deploy(2);
    // A new file took the name (not the old one rewritten in place) ...
    expect(fs.statSync(path.join(dist, 'remoteEntry.js')).ino).not.toBe(before);
    expect(read('remoteEntry.js')).toMatch(/^entry of build 2/);
    // ... so what was open goes on reading the old build, whole.
    const buffer = Buffer.alloc(100);
    const length = fs.readSync(reader, buffer, 0, 100, 0);
    expect(buffer.subarray(0, length).toString()).toMatch(/^entry of build 1 -> 101\.1{8}\.js$/);
  } finally {
    fs.closeSync(reader);
  }
  // No temporary file is left behind.
  expect(fs.readdirSync(dist).filter((name) => name.startsWith('.publish-tmp-'))).toEqual([]);
});

test('source maps are never published: they stay in the staging folder, and a dist loses those it had', () => {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'main.js.map'), 'a map an older build published');
  fs.writeFileSync(path.join(dist, '7.0123abcd.js.map.gz'), 'and its compressed copy');
  const { staging, chunk } = build(1);
  publish({ from: staging, to: dist, buildId: 'build-1' });
  expect(inDist(chunk)).toBe(true);
  const maps = (dir) => fs.readdirSync(dir).filter((name) => /\.map(\.(br|gz))?$/.test(name));
  expect(maps(dist)).toEqual([]);
  expect(maps(staging).sort()).toEqual([`${chunk}.map`, 'remoteEntry.js.map']);
  expect(JSON.parse(read(MANIFEST)).builds.flatMap((b) => b.files)).not.toContain(`${chunk}.map`);
});

test('hashed files go first, then what points at them, the page last', () => {
  const order = publishOrder([
    'index.html',
    'mf-manifest.json',
    'main.js.br',
    'remoteEntry.js',
    'mf-stats.json',
    'main.js',
    '12.abcdef01.js',
    'logo.0123abcd.svg',
    'main.js.map',
    '12.abcdef01.js.br',
    'mf-manifest.json.gz',
  ]);
  expect(order).toEqual([
    '12.abcdef01.js',
    '12.abcdef01.js.br',
    'logo.0123abcd.svg',
    'main.js.map',
    'main.js',
    'main.js.br',
    'remoteEntry.js',
    'mf-stats.json',
    'mf-manifest.json',
    'mf-manifest.json.gz',
    'index.html',
  ]);
});

test('dotfiles it does not own are kept; files from before any recorded publish count as the previous build', () => {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, '.build-hash'), 'abc');
  fs.writeFileSync(path.join(dist, 'old.deadbeef.js'), 'from a dist made before this plugin');
  deploy(1);
  expect(inDist('old.deadbeef.js')).toBe(true);
  deploy(2);
  expect(inDist('old.deadbeef.js')).toBe(false);
  deploy(3);
  expect(read('.build-hash')).toBe('abc');
});
