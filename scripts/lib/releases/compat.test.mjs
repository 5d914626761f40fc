// The release guard (compat.mjs) on fixture folders: a shell build (shell/dist) and a release of mf-search,
// each with the contracts.json and mf-manifest.json a production build writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCompatibility } from './compat.mjs';

let root;
let releaseDir;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-test-'));
  releaseDir = path.join(root, 'releases', 'mf-search', '1.1.0+abcdef1');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const cardProps = () => ({
  listing: { type: 'Listing', optional: false, shape: '{ id: number; city_name: string }' },
  photoPath: { type: 'string', optional: false, shape: 'string' },
  priority: { type: 'boolean', optional: true, shape: 'false | true' },
});
const singletons = () => ({
  react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  'react/': { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  '@basera/shared': { version: '0.1.0', requiredVersion: false, singleton: true },
});
const manifestShared = (versions) =>
  Object.entries(versions).map(([name, version]) => ({
    name,
    version,
    requiredVersion: `^${version}`,
    singleton: !name.includes('/') || name.startsWith('@basera'),
  }));

const writeJson = (file, value) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
};

function writeShell({ modules, versions } = {}) {
  const dist = path.join(root, 'shell', 'dist');
  writeJson(path.join(dist, 'contracts.json'), {
    name: 'shell',
    role: 'shell',
    modules: modules ?? {
      'mf_search/ListingCard': { props: cardProps() },
      'mf_search/ResultsPage': { props: {} },
      'mf_content/HomePage': { props: {} },
    },
    shared: singletons(),
  });
  writeJson(path.join(dist, 'mf-manifest.json'), {
    name: 'shell',
    shared: manifestShared(
      versions ?? { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@basera/shared': '0.1.0' },
    ),
    exposes: [],
  });
}

function writeRelease({ exposes = ['ListingCard', 'ResultsPage'], modules, shared, versions } = {}) {
  writeJson(path.join(releaseDir, 'contracts.json'), {
    name: 'mf_search',
    role: 'remote',
    modules: modules ?? {
      'mf_search/ListingCard': { props: cardProps() },
      'mf_search/ResultsPage': { props: {} },
    },
    shared: shared ?? singletons(),
  });
  writeJson(path.join(releaseDir, 'mf-manifest.json'), {
    name: 'mf_search',
    shared: manifestShared(
      versions ?? { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@basera/shared': '0.1.0' },
    ),
    exposes: exposes.map((name) => ({ name, path: `./${name}`, id: `mf_search:${name}` })),
  });
}

const check = () => checkCompatibility({ root, releaseDir, remote: 'mf-search' });

test('a release built from the same contracts and versions is compatible', () => {
  writeShell();
  writeRelease();
  expect(check()).toEqual({ ok: true, problems: [] });
});

test('a release may take a new optional prop and ignore one the shell passes', () => {
  writeShell();
  const props = cardProps();
  delete props.photoPath;
  writeRelease({
    modules: {
      'mf_search/ListingCard': {
        props: { ...props, compact: { type: 'boolean', optional: true, shape: 'false | true' } },
      },
      'mf_search/ResultsPage': { props: {} },
    },
  });
  expect(check()).toEqual({ ok: true, problems: [] });
});

test('a module the shell mounts that the release no longer exposes', () => {
  writeShell();
  writeRelease({ exposes: ['ListingCard'] });
  const { ok, problems } = check();
  expect(ok).toBe(false);
  expect(problems).toEqual([
    'mf_search/ResultsPage: the shell mounts it but this release does not expose it; add `./ResultsPage` back to mf-search/federation.config.cjs exposes, or deploy a shell that no longer mounts it first.',
  ]);
});

test('a prop whose type changed names the module, the prop and both types', () => {
  writeShell();
  const props = cardProps();
  props.photoPath = { type: 'string[]', optional: false, shape: 'string[]' };
  writeRelease({ modules: { 'mf_search/ListingCard': { props }, 'mf_search/ResultsPage': { props: {} } } });
  const { ok, problems } = check();
  expect(ok).toBe(false);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(
    'mf_search/ListingCard: the prop `photoPath` is `string` in the shell but `string[]` in this release',
  );
});

test('a named type whose fields changed is caught although both sides call it the same', () => {
  writeShell();
  const props = cardProps();
  props.listing = { ...props.listing, shape: '{ city: string; id: number }' };
  writeRelease({ modules: { 'mf_search/ListingCard': { props }, 'mf_search/ResultsPage': { props: {} } } });
  const { problems } = check();
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^mf_search\/ListingCard: the prop `listing` is `Listing` on both sides but the type differs/,
  );
  expect(problems[0]).toContain('{ id: number; city_name: string }');
  expect(problems[0]).toContain('{ city: string; id: number }');
});

test('a required prop the shell does not pass, and one it treats as optional', () => {
  writeShell();
  const props = cardProps();
  props.nearName = { type: 'string', optional: false, shape: 'string' };
  props.priority = { ...props.priority, optional: false };
  writeRelease({ modules: { 'mf_search/ListingCard': { props }, 'mf_search/ResultsPage': { props: {} } } });
  const { ok, problems } = check();
  expect(ok).toBe(false);
  expect(problems).toEqual([
    'mf_search/ListingCard: this release requires the prop `priority` but the shell treats it as optional and may leave it out; make it optional in the remote, or deploy a shell that always passes it first.',
    'mf_search/ListingCard: this release requires the prop `nearName` (`string`) but the shell does not pass it; make it optional in the remote, or deploy a shell that passes it first.',
  ]);
});

test('a singleton whose major version the shell does not provide', () => {
  writeShell();
  const shared = singletons();
  shared.react = { version: '20.0.1', requiredVersion: '^20.0.1', singleton: true };
  shared['react/'] = { ...shared.react };
  writeRelease({
    shared,
    versions: { react: '20.0.1', 'react/jsx-runtime': '20.0.1', '@basera/shared': '0.1.0' },
  });
  const { ok, problems } = check();
  expect(ok).toBe(false);
  // react/jsx-runtime is shared under the `react/` key: its config (singleton, ^20) comes from there.
  expect(problems).toEqual([
    'react: this release requires ^20.0.1 (it was built with 20.0.1) but the shell provides 19.3.1, and a singleton is loaded once per page; build the release with react 19.3.1, or deploy a shell with react 20.0.1 first.',
    'react/jsx-runtime: this release requires ^20.0.1 (it was built with 20.0.1) but the shell provides 19.3.1, and a singleton is loaded once per page; build the release with react/jsx-runtime 19.3.1, or deploy a shell with react/jsx-runtime 20.0.1 first.',
  ]);
});

test('a newer minor in the shell satisfies the release; an unchecked workspace singleton never fails', () => {
  writeShell({ versions: { react: '19.4.0', 'react/jsx-runtime': '19.4.0', '@basera/shared': '0.2.0' } });
  writeRelease();
  expect(check()).toEqual({ ok: true, problems: [] });
});

test('a module the release takes from the shell only must be provided by the shell', () => {
  const shared = {
    ...singletons(),
    '@basera/shared/schemas': {
      version: '0.1.0',
      requiredVersion: false,
      singleton: true,
      fromShellOnly: true,
    },
  };
  const versions = { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@basera/shared': '0.1.0' };
  writeShell({ versions });
  writeRelease({ shared, versions: { ...versions, '@basera/shared/schemas': '0.1.0' } });
  expect(check()).toEqual({
    ok: false,
    problems: [
      '@basera/shared/schemas: this release takes it from the shell only, but the shell does not provide it; deploy a shell that provides @basera/shared/schemas first.',
    ],
  });
  writeShell({ versions: { ...versions, '@basera/shared/schemas': '0.1.0' } });
  expect(check()).toEqual({ ok: true, problems: [] });
});

test('the shell not built: one problem that says to build it', () => {
  writeRelease();
  expect(check()).toEqual({
    ok: false,
    problems: [
      'The shell has no build to check this release against (shell/dist/contracts.json is missing): build the shell first (pnpm build shell), then publish again.',
    ],
  });
});

test('a release folder without contracts.json is refused, not waved through', () => {
  writeShell();
  writeRelease();
  fs.rmSync(path.join(releaseDir, 'contracts.json'));
  const { ok, problems } = check();
  expect(ok).toBe(false);
  expect(problems).toEqual([expect.stringContaining('has no contracts.json')]);
});
