// `pnpm start`: builds what is missing, then supervises the API (which migrates and seeds an empty database)
// and one static server process per app (scripts/serve-app.mjs), each on its own port with production builds.
// A static server that dies is restarted after a short delay, and the others keep serving meanwhile; the API
// exiting stops everything. However this process ends (Ctrl+C, SIGTERM, SIGHUP, an error of its own) it stops
// every child it started, and the children stop by themselves when it is killed outright (SIGKILL): each has
// an IPC channel to this process and shuts down when the channel closes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApps, stopBuilds } from './build.mjs';
import { APPS, corsOrigins, listenHost, portOf, root, urlOf } from './lib/apps.mjs';

const children = new Set();
let stopping = false;
let exitCode = 0;

/** Stops every child (the API gets time to close its database), then exits with `code`. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  stopBuilds();
  for (const child of children) child.kill('SIGTERM');
  exitWhenAlone();
  // The API takes at most 8 s to finish its requests and close the database (api/src/http/shutdown.ts).
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}
function exitWhenAlone() {
  if (stopping && children.size === 0) process.exit(exitCode);
}

function track(child) {
  children.add(child);
  child.on('exit', () => {
    children.delete(child);
    exitWhenAlone();
  });
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.error(`\nStopping (${signal}).`);
    stop(0);
  });
}
process.on('uncaughtException', (error) => {
  console.error(error);
  stop(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  stop(1);
});
// Last resort on any other way out: no child outlives this process.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

const exitReason = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);

// A signal sent to the whole process group (Ctrl+C in a terminal) reaches the children too, and one may exit
// before this process has run its own handler: give that handler a moment before calling the exit a failure.
const unlessStopping = (action) =>
  setTimeout(() => {
    if (!stopping) action();
  }, 250);

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!stopping) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// Node itself runs the API (tsx as a loader, no pnpm or shell in between), so a SIGTERM sent to it reaches the
// process that closes the database.
function startApi() {
  const api = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(root, 'api'),
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        PORT: String(portOf('api')),
        CORS_ORIGINS: process.env.CORS_ORIGINS || corsOrigins(),
        PUBLIC_URL: process.env.PUBLIC_URL || urlOf('api'),
        SITE_URL: process.env.SITE_URL || urlOf('shell'),
        DEV_OUTBOX: process.env.DEV_OUTBOX || '1',
        // This machine only unless HOST says otherwise (the static servers read the same setting).
        HOST: listenHost(),
      },
    }),
  );
  api.on('exit', (code, signal) =>
    unlessStopping(() => {
      console.error(`API exited with ${exitReason(code, signal)}`);
      stop(code || 1);
    }),
  );
}

/**
 * Runs `scripts/serve-app.mjs <pkg>` and keeps it running: restarted after a delay (1 s, doubling up to 15 s
 * while it keeps dying at once). Resolves once it first listens; rejects if it exits before that (a port in use).
 */
function superviseServer(pkg) {
  return new Promise((resolve, reject) => {
    let listening = false;
    let delay = 1000;
    const start = () => {
      const started = Date.now();
      const child = track(
        spawn(process.execPath, [path.join(root, 'scripts', 'serve-app.mjs'), pkg], {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
      child.on('message', (message) => {
        if (message?.listening && !listening) {
          listening = true;
          resolve();
        }
      });
      child.on('exit', (code, signal) =>
        unlessStopping(() => {
          if (!listening) {
            reject(
              new Error(
                `${pkg} server exited with ${exitReason(code, signal)} before it listened on ${urlOf(pkg)}`,
              ),
            );
            return;
          }
          if (Date.now() - started > 60_000) delay = 1000;
          console.error(
            `${pkg} server exited with ${exitReason(code, signal)}; restarting in ${delay / 1000} s`,
          );
          setTimeout(() => {
            if (!stopping) start();
          }, delay);
          delay = Math.min(delay * 2, 15_000);
        }),
      );
    };
    start();
  });
}

async function main() {
  await buildApps(APPS, { missing: true });
  if (stopping) return;
  startApi();
  await Promise.all([...APPS.map(superviseServer), waitFor(`${urlOf('api')}/api/health`)]);
  if (stopping) return;

  console.log('\nBasera is running:');
  for (const pkg of APPS) console.log(`  ${pkg.padEnd(11)} ${urlOf(pkg)}`);
  console.log(`  ${'api'.padEnd(11)} ${urlOf('api')}/api`);
  console.log(`\nOpen ${urlOf('shell')} in your browser. Ctrl+C stops everything.`);
  if (['127.0.0.1', 'localhost', '::1'].includes(listenHost()))
    console.log('Only this machine can reach it; HOST=0.0.0.0 serves the network.\n');
  else console.log(`Listening on ${listenHost()}: other machines can reach it.\n`);
}

main().catch((error) => {
  if (stopping) return;
  console.error(error.message);
  stop(1);
});
