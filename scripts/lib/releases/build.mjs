// Builds one release of a remote into a staging folder of the releases directory, for `pnpm release publish`
// (cli.mjs renames the folder into place once it is checked, and writes its release.json).
//
// The release id is `<version>+<build>`: the remote's package.json version (or the one asked for) and the first
// 7 hex of scripts/build.mjs sourceHash(remote), the hash of the build's inputs. The same source and version
// give the same id, so a release already published is found before anything is built.
//
// The build is the app's own production build (`pnpm --filter <remote> build`) with two variables that
// shared/build/webpack.cjs reads: BUILD_ID=<release id> (the build's name in the page,
// window.__BASERA_BUILDS__) and RELEASE_OUT=<staging folder> (publish there, never into dist/).
// No import.meta here (jest runs this file as CommonJS): the root comes as a parameter, and scripts/build.mjs
// (whose apps.mjs uses import.meta) is imported only when a build is asked for.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A version a release id can carry (shared/src/releases.ts RELEASE_ID, without the build part). */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** sourceHash and pnpmCommand of scripts/build.mjs. */
async function buildTools(root) {
  const { sourceHash, pnpmCommand } = await import(
    pathToFileURL(path.join(root, 'scripts', 'build.mjs')).href
  );
  return { sourceHash, pnpmCommand };
}

/** The release id of `remote` as its source is now: `<version>+<first 7 hex of its source hash>`. */
export function releaseId(version, hash) {
  if (!VERSION.test(version ?? '')) {
    throw new Error(
      `"${version}" is not a release version: use major.minor.patch, optionally with a pre-release (1.4.0, 1.5.0-rc.1)`,
    );
  }
  return `${version}+${hash.slice(0, 7)}`;
}

/** Runs one command, resolves with its output (stdout and stderr as they came), rejects with it on failure. */
function run(command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(Object.assign(error, { output })));
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(Object.assign(new Error(`exit ${code ?? signal}`), { output })),
    );
  });
}

/**
 * Builds a release of `remote` into `<dir>/<remote>/.staging-<id>-<pid>/` (remoteEntry.js, hashed chunks and
 * their .br/.gz, mf-manifest.json, mf-stats.json, contracts.json; never the app's dist/).
 * @param {object} options
 * @param {string} options.root     the repository
 * @param {string} options.dir      the releases directory (store.mjs releasesDir)
 * @param {string} options.remote   package folder name: mf-content
 * @param {string} [options.version] default: the remote's package.json version
 * @param {{ sourceHash?: (pkg: string) => string, pnpmCommand?: () => [string, string[]] }} [options.tools]
 *   stand-ins for scripts/build.mjs's (tests)
 * @returns {Promise<{ id: string, alreadyPublished: true } | { id: string, version: string, build: string, staging: string }>}
 */
export async function buildRelease({ root, dir, remote, version, tools }) {
  const packageFile = path.join(root, remote, 'package.json');
  if (!fs.existsSync(packageFile))
    throw new Error(`${remote} is not an app of this repository (no ${packageFile})`);
  const { sourceHash, pnpmCommand } =
    tools?.sourceHash && tools?.pnpmCommand ? tools : { ...(await buildTools(root)), ...tools };
  const releaseVersion = version ?? JSON.parse(fs.readFileSync(packageFile, 'utf8')).version;
  const build = sourceHash(remote).slice(0, 7);
  const id = releaseId(releaseVersion, build);
  if (fs.existsSync(path.join(dir, remote, id, 'release.json'))) return { id, alreadyPublished: true };

  const staging = path.join(dir, remote, `.staging-${id}-${process.pid}`);
  // webpack's own output (with the source maps, which are never published) sits beside the staging folder.
  const webpackOut = `${staging}.webpack`;
  const cleanUp = (...folders) => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  };
  cleanUp(staging, webpackOut);
  fs.mkdirSync(path.dirname(staging), { recursive: true });

  const [command, prefix] = pnpmCommand();
  try {
    await run(command, [...prefix, '--filter', remote, 'build'], {
      cwd: root,
      env: { ...process.env, BUILD_ID: id, RELEASE_OUT: staging },
    });
  } catch (error) {
    cleanUp(staging, webpackOut);
    throw new Error(`${remote} ${id}: the release build failed\n${error.output || error.message}`);
  }
  cleanUp(webpackOut);
  const missing = ['remoteEntry.js', 'mf-manifest.json', 'contracts.json'].filter(
    (file) => !fs.existsSync(path.join(staging, file)),
  );
  if (missing.length) {
    cleanUp(staging);
    throw new Error(`${remote} ${id}: the release build published no ${missing.join(', ')}`);
  }
  return { id, version: releaseVersion, build, staging };
}
