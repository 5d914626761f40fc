// The front-end apps, their ports (env PORT_<NAME> overrides) and the API port, in one place for the scripts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { defaultPorts, remoteNames } = require(path.join(root, 'shared/build/federation.cjs'));

export const REMOTES = Object.keys(remoteNames);
export const APPS = ['shell', ...REMOTES];

export const envKey = (pkg) => `PORT_${pkg.replace('-', '_').toUpperCase()}`;
export const portOf = (pkg) => Number(process.env[envKey(pkg)] || defaultPorts[pkg]);
export const HOST = process.env.PUBLIC_HOST || 'localhost';
/** Where the API and the static servers listen: HOST, else this machine only (`0.0.0.0` serves the network). */
export const listenHost = () => process.env.HOST || '127.0.0.1';
export const urlOf = (pkg) => `http://${HOST}:${portOf(pkg)}`;

/**
 * The remotes' build folders for these ports: federation name -> manifest URL (what the shell's /remotes.json
 * said before releases, and says of a remote never released; scripts/lib/releases/browser-registry.mjs).
 */
export function remoteRegistry() {
  return Object.fromEntries(REMOTES.map((pkg) => [remoteNames[pkg], `${urlOf(pkg)}/mf-manifest.json`]));
}

/**
 * The remotes' origins for these ports: each serves its build folder and its releases (/releases/<id>/), so these
 * are every origin a remote's script or manifest comes from (the page's security policy names them).
 */
export const remoteOrigins = () => [...new Set(REMOTES.map((pkg) => new URL(urlOf(pkg)).origin))];

/** OpenStreetMap's standard tiles: the results map's default (shared/src/config.ts says the same). */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The results map's tile URL template: MAP_TILE_URL when set (an empty value means no tiles: a plain background
 * with the pins, for machines without the internet), else OpenStreetMap's.
 */
export const mapTiles = () => process.env.MAP_TILE_URL ?? DEFAULT_MAP_TILES;

/** The shell's /config.json. */
export const runtimeConfig = () => ({ apiBase: `${urlOf('api')}/api`, mapTiles: mapTiles() });

/** Origins the API must accept (the shell and each remote's standalone harness). */
export const corsOrigins = () => APPS.map(urlOf).join(',');
