/** @jest-environment node */
// contracts.json (contracts-plugin.cjs): the props read from the real shared/src/contracts.ts, what a remote and
// the shell list, the singletons' versions, and the file a webpack build emits.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ContractsPlugin, contractsDocument, readContracts } = require('./contracts-plugin.cjs');
const { sharedConfig } = require('./federation.cjs');

const root = path.join(__dirname, '..', '..');
const contentFederation = require(path.join(root, 'mf-content', 'federation.config.cjs'));

let contracts;
beforeAll(() => {
  contracts = readContracts();
}, 60_000);

let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-test-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

test('reads each module’s props from contracts.ts: type as written, optional or not', () => {
  const card = contracts['mf_search/ListingCard'];
  expect(Object.keys(card).sort()).toEqual(['galleryPaths', 'listing', 'nearName', 'photoPath', 'priority']);
  expect(card.listing).toMatchObject({ type: 'Listing', optional: false });
  expect(card.photoPath).toMatchObject({ type: 'string', optional: false });
  expect(card.priority).toMatchObject({ type: 'boolean', optional: true });
  // An optional prop keeps its declared type (no `| undefined` added), nulls included.
  expect(contracts['mf_auth/AuthModals'].intent).toMatchObject({
    type: 'LoginIntent | null',
    optional: true,
  });
  expect(contracts['mf_auth/AuthModals'].onClose.type).toBe('() => void');
  // A page mounted with the URL alone takes nothing.
  expect(contracts['mf_content/HomePage']).toEqual({});
});

test('spells out named types, so a change inside `Listing` shows although both sides call it Listing', () => {
  const { shape } = contracts['mf_search/ListingCard'].listing;
  expect(shape).toMatch(/^\{ .*\bid: number;.*\bcity_name: string;.* \}$/);
  expect(contracts['mf_content/StaticPage'].page.shape).toContain('"privacy-policy"');
});

test('a contract file of another shape: every prop, with its optionality and its type', () => {
  const file = path.join(work, 'contracts.ts');
  fs.writeFileSync(
    file,
    `interface Item { id: number; tags?: string[] }
     export interface RemoteContracts {
       'mf_x/Page': { item: Item; mode?: 'a' | 'b'; onPick: (id: number) => void };
     }`,
  );
  expect(readContracts({ file })).toEqual({
    'mf_x/Page': {
      item: { type: 'Item', optional: false, shape: '{ id: number; tags?: string[] }' },
      mode: { type: '"a" | "b"', optional: true, shape: '"a" | "b"' },
      onPick: { type: '(id: number) => void', optional: false, shape: '(id: number): void' },
    },
  });
});

test('a remote lists the modules it exposes; the shell every module of the contract', () => {
  const remote = contractsDocument({
    ...contentFederation,
    exposes: { ...contentFederation.exposes, './NotInContract': './src/X.tsx' },
    dir: path.join(root, 'mf-content'),
    contracts,
  });
  expect(remote.role).toBe('remote');
  expect(Object.keys(remote.modules)).toEqual(
    expect.arrayContaining(['mf_content/HomePage', 'mf_content/StaticPage', 'mf_content/NotInContract']),
  );
  expect(Object.keys(remote.modules)).not.toContain('mf_search/ListingCard');
  expect(remote.modules['mf_content/StaticPage'].props.page.optional).toBe(false);
  expect(remote.modules['mf_content/NotInContract'].props).toBeNull();

  const shell = contractsDocument({ name: 'shell', host: true, dir: path.join(root, 'shell'), contracts });
  expect(shell.role).toBe('shell');
  expect(Object.keys(shell.modules)).toHaveLength(Object.keys(contracts).length);
  expect(shell.modules['mf_search/ListingCard'].props.listing.type).toBe('Listing');
});

test('records each singleton with the version the app was built with and the version it requires', () => {
  const document = contractsDocument({
    ...contentFederation,
    shared: sharedConfig(),
    dir: path.join(root, 'mf-content'),
    contracts,
  });
  const react = require(require.resolve('react/package.json', { paths: [path.join(root, 'mf-content')] }));
  expect(document.shared.react).toEqual({
    version: react.version,
    requiredVersion: `^${react.version}`,
    singleton: true,
  });
  // The workspace package is never version-checked at run time: the manifest's `^0.1.0` would be wrong.
  expect(document.shared['@basera/shared']).toMatchObject({ requiredVersion: false, singleton: true });
});

test('a webpack build emits contracts.json with its other assets', async () => {
  fs.writeFileSync(path.join(work, 'entry.js'), 'export default 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: work,
    entry: './entry.js',
    output: { path: path.join(work, 'out') },
    plugins: [
      new ContractsPlugin({
        name: 'mf_content',
        exposes: { './StaticPage': './src/StaticPage.tsx' },
        shared: {},
        dir: work,
        buildId: '1.0.0+abcdef1',
      }),
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  expect(stats.compilation.errors).toEqual([]);
  const emitted = JSON.parse(fs.readFileSync(path.join(work, 'out', 'contracts.json'), 'utf8'));
  expect(emitted).toMatchObject({
    name: 'mf_content',
    role: 'remote',
    build: '1.0.0+abcdef1',
    modules: { 'mf_content/StaticPage': { props: { page: { optional: false } } } },
  });
}, 60_000);
