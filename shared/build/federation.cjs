// The one list of federation singletons, imported by every webpack config (host and remotes).
// Subpath keys matter: without `react/` and `react-dom/`, `react/jsx-runtime` and `react-dom/client` are
// bundled twice ("Invalid hook call").
// The router and MUI are shared through two small modules of @basera/shared instead of their packages:
// `@basera/shared/router` and `@basera/shared/ui` re-export only what the apps use, so the singleton that the
// shell provides is tree-shaken (a shared package is bundled whole: react-router ~59 KiB gzip, MUI much more),
// and every MUI component family comes from that one bundle (MUI components reach each other's contexts
// through relative imports, so mixing two apps' copies broke selects). Apps never import react-router-dom or
// @mui/material/<Component> directly (Biome's noRestrictedImports); the theme reaches all components through
// the shared @emotion contexts (@mui/system is bundled into the ui singleton, tree-shaken like MUI).
const path = require('node:path');

const catalog = require('./catalog.cjs');

const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  'zustand/',
  'swr',
  'notistack',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  // The shared FormTextField binds to a remote's useForm control: one copy of the form library.
  'react-hook-form',
];

function sharedConfig() {
  const shared = {};
  for (const key of singletons) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = catalog[pkg];
    shared[key] = { singleton: true, requiredVersion: version ? `^${version}` : false };
  }
  // Workspace package: one auth store for the whole page. Never exposed, always imported by name. Its router
  // and ui entries are singletons of their own, loaded with the first page that needs them.
  const version = require(path.join(__dirname, '..', 'package.json')).version;
  for (const key of [
    '@basera/shared',
    '@basera/shared/forms',
    '@basera/shared/router',
    '@basera/shared/schemas',
    '@basera/shared/ui',
    '@basera/shared/ui-extra',
    '@basera/shared/ui-more',
  ]) {
    shared[key] = { singleton: true, requiredVersion: false, version };
  }
  return shared;
}

/** Federation names of the remotes, by package folder. */
const remoteNames = {
  'mf-auth': 'mf_auth',
  'mf-search': 'mf_search',
  'mf-account': 'mf_account',
  'mf-lister': 'mf_lister',
  'mf-content': 'mf_content',
  // The operator console: loaded only for a signed-in operator (usertype 'Admin').
  'mf-admin': 'mf_admin',
};

/** Local ports (spec of ARCHITECTURE.md); each overridable by env PORT_<NAME>. */
const defaultPorts = {
  shell: 3000,
  'mf-auth': 3001,
  'mf-search': 3002,
  'mf-account': 3003,
  'mf-lister': 3004,
  'mf-content': 3005,
  'mf-admin': 3006,
  api: 4000,
};

module.exports = { sharedConfig, singletons, remoteNames, defaultPorts };
