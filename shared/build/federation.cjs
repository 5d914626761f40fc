// The one list of federation singletons, imported by every webpack config (host and remotes).
// Subpath keys matter: without `react/` and `react-dom/`, `react/jsx-runtime` and `react-dom/client` are
// bundled twice ("Invalid hook call"); `react-router` sits beside `react-router-dom` because v7 re-exports
// it and a second copy is a second router context.
// @mui/material is NOT shared: its components reach each other's React contexts through relative imports
// (MenuItem -> MenuList's context, Radio -> RadioGroup's) that federation cannot share, so mixing one app's
// TextField with another's MenuItem crashes the menu. Each app bundles the MUI components it uses; the theme
// still reaches them all through the shared @mui/system and @emotion contexts.
const path = require('node:path');

const catalog = require('./catalog.cjs');

const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-router',
  'zustand',
  'zustand/',
  'swr',
  'notistack',
  '@mui/system',
  '@mui/system/',
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
  // Workspace package: one auth store for the whole page. Never exposed, always imported by name.
  shared['@basera/shared'] = {
    singleton: true,
    requiredVersion: false,
    version: require(path.join(__dirname, '..', 'package.json')).version,
  };
  return shared;
}

/** Federation names of the remotes, by package folder. */
const remoteNames = {
  'mf-auth': 'mf_auth',
  'mf-search': 'mf_search',
  'mf-account': 'mf_account',
  'mf-lister': 'mf_lister',
  'mf-content': 'mf_content',
};

/** Local ports (spec of ARCHITECTURE.md); each overridable by env PORT_<NAME>. */
const defaultPorts = {
  shell: 3000,
  'mf-auth': 3001,
  'mf-search': 3002,
  'mf-account': 3003,
  'mf-lister': 3004,
  'mf-content': 3005,
  api: 4000,
};

module.exports = { sharedConfig, singletons, remoteNames, defaultPorts };
