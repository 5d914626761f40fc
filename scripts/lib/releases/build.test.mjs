// buildRelease (build.mjs) with a stand-in for pnpm: the id, "already published", what the build is given, and
// what is left behind when it fails. The real build is run by hand (see /work/coord/done-B.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRelease, releaseId } from './build.mjs';

let root;
let dir;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-test-'));
  dir = path.join(root, 'releases');
  fs.mkdirSync(path.join(root, 'mf-content'));
  fs.writeFileSync(path.join(root, 'mf-content', 'package.json'), JSON.stringify({ version: '1.2.0' }));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const HASH = '3f2a9c1d00e4b5a6c7d8e9f00112233445566778899aabbccddeeff00112233';
/** A pnpm that runs `script` with node (what webpack would do, in a few lines). */
const tools = (script) => ({
  sourceHash: (pkg) => (pkg === 'mf-content' ? HASH : 'other'),
  pnpmCommand: () => [process.execPath, ['-e', script, '--']],
});
const fakeBuild = `
  const fs = require('fs'), path = require('path');
  const out = process.env.RELEASE_OUT;
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(out + '.webpack', { recursive: true });
  fs.writeFileSync(out + '.webpack/remoteEntry.js.map', 'map');
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'contracts.json', '12.0123abcd.js'])
    fs.writeFileSync(path.join(out, file), process.env.BUILD_ID + ' ' + process.argv.slice(1).join(' '));
`;

test('the id is the version and the first 7 hex of the source hash', () => {
  expect(releaseId('1.4.0', HASH)).toBe('1.4.0+3f2a9c1');
  expect(releaseId('1.5.0-rc.1', HASH)).toBe('1.5.0-rc.1+3f2a9c1');
  expect(() => releaseId('v2', HASH)).toThrow('"v2" is not a release version');
});

test('builds into a staging folder with BUILD_ID = the release id; only the published files stay', async () => {
  const result = await buildRelease({ root, dir, remote: 'mf-content', tools: tools(fakeBuild) });
  const staging = path.join(dir, 'mf-content', `.staging-1.2.0+3f2a9c1-${process.pid}`);
  expect(result).toEqual({ id: '1.2.0+3f2a9c1', version: '1.2.0', build: '3f2a9c1', staging });
  expect(fs.readdirSync(staging).sort()).toEqual([
    '12.0123abcd.js',
    'contracts.json',
    'mf-manifest.json',
    'remoteEntry.js',
  ]);
  expect(fs.readFileSync(path.join(staging, 'remoteEntry.js'), 'utf8')).toBe(
    '1.2.0+3f2a9c1 --filter mf-content build',
  );
  // webpack's own output (the source maps) is not left in the releases folder.
  expect(fs.existsSync(`${staging}.webpack`)).toBe(false);
});

test('a version asked for replaces package.json’s', async () => {
  const result = await buildRelease({
    root,
    dir,
    remote: 'mf-content',
    version: '2.0.0',
    tools: tools(fakeBuild),
  });
  expect(result.id).toBe('2.0.0+3f2a9c1');
});

test('the same source and version already published: nothing is built', async () => {
  fs.mkdirSync(path.join(dir, 'mf-content', '1.2.0+3f2a9c1'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-content', '1.2.0+3f2a9c1', 'release.json'), '{}');
  const marker = path.join(root, 'built');
  const result = await buildRelease({
    root,
    dir,
    remote: 'mf-content',
    tools: tools(`require('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`),
  });
  expect(result).toEqual({ id: '1.2.0+3f2a9c1', alreadyPublished: true });
  expect(fs.existsSync(marker)).toBe(false);
});

test('a failed build throws with its output and leaves no staging folder', async () => {
  const failing = `
    require('fs').mkdirSync(process.env.RELEASE_OUT, { recursive: true });
    console.error('ERROR in ./src/HomePage.tsx: Module not found');
    process.exit(1);`;
  await expect(buildRelease({ root, dir, remote: 'mf-content', tools: tools(failing) })).rejects.toThrow(
    /mf-content 1\.2\.0\+3f2a9c1: the release build failed\nERROR in \.\/src\/HomePage\.tsx: Module not found/,
  );
  expect(fs.readdirSync(path.join(dir, 'mf-content'))).toEqual([]);
});

test('a build that publishes no contracts.json is refused', async () => {
  const partial = `
    const out = process.env.RELEASE_OUT;
    require('fs').mkdirSync(out, { recursive: true });
    require('fs').writeFileSync(out + '/remoteEntry.js', '');
    require('fs').writeFileSync(out + '/mf-manifest.json', '{}');`;
  await expect(buildRelease({ root, dir, remote: 'mf-content', tools: tools(partial) })).rejects.toThrow(
    'the release build published no contracts.json',
  );
  expect(fs.readdirSync(path.join(dir, 'mf-content'))).toEqual([]);
});

test('an unknown remote is refused before anything runs', async () => {
  await expect(buildRelease({ root, dir, remote: 'mf-nope', tools: tools(fakeBuild) })).rejects.toThrow(
    'mf-nope is not an app of this repository',
  );
});
