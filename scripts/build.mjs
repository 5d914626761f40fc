// Production build of the shell and the remotes, two at a time (2 cores). With --missing, an app is rebuilt
// only when its dist is absent or built from other sources (a hash of its inputs is kept in dist/.build-hash).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, root } from './lib/apps.mjs';

const onlyMissing = process.argv.includes('--missing');
const selected = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const apps = selected.length ? selected : APPS;

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function sourceHash(pkg) {
  const inputs = [
    ...filesUnder(path.join(root, pkg, 'src')),
    ...filesUnder(path.join(root, 'shared', 'src')),
    ...filesUnder(path.join(root, 'shared', 'build')),
    ...['webpack.config.js', 'federation.config.cjs', 'package.json'].map((f) => path.join(root, pkg, f)),
    path.join(root, 'pnpm-lock.yaml'),
  ].filter((file) => fs.existsSync(file) && !/\.test\.[cm]?[jt]sx?$/.test(file));
  const hash = createHash('sha256');
  for (const file of inputs.sort()) hash.update(file.slice(root.length)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

const hashFile = (pkg) => path.join(root, pkg, 'dist', '.build-hash');
const upToDate = (pkg) =>
  fs.existsSync(hashFile(pkg)) && fs.readFileSync(hashFile(pkg), 'utf8') === sourceHash(pkg);

// pnpm as the caller runs it: the pnpm running this script, a pnpm on PATH, or the project's pnpm through npx
// (`node scripts/start.mjs` from a shell without pnpm). Also used by release builds (lib/releases/build.mjs).
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) return [process.execPath, [execPath]];
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, 'pnpm')));
  if (onPath) return ['pnpm', []];
  const { packageManager } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return ['npx', ['-y', packageManager]];
}

// Builds under way, each in its own process group (pnpm, its shell and webpack), so stopBuilds() can end all
// of them at once.
const running = new Set();

/** Stops the builds under way (`pnpm start` calls it when it is stopped while building). */
export function stopBuilds(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function build(pkg) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const [command, prefix] = pnpmCommand();
    const child = spawn(command, [...prefix, '--filter', pkg, 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      reject(new Error(`${pkg} build could not start: ${error.message}`));
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      running.delete(child);
      if (code !== 0) return reject(new Error(`${pkg} build failed\n${output}`));
      fs.writeFileSync(hashFile(pkg), sourceHash(pkg));
      console.log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

export async function buildApps(list = apps, { missing = onlyMissing } = {}) {
  const queue = list.filter((pkg) => !missing || !upToDate(pkg));
  if (!queue.length) return;
  console.log(`building ${queue.join(', ')}`);
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await build(pkg);
  });
  await Promise.all(workers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopBuilds();
      process.exit(1);
    });
  }
  buildApps().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
