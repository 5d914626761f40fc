// Bundle sizes: emitted JS per app (raw and gzip) and the JS a first visit to `/` downloads in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApps } from '../build.mjs';
import { APPS, envKey, root } from '../lib/apps.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The files of the build dist serves now (dist also keeps the previous build's, see publish-plugin.cjs). */
function currentBuild(dist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.published.json'), 'utf8')).builds.at(-1).files;
  } catch {
    return fs.readdirSync(dist);
  }
}

function emitted(pkg) {
  const dist = path.join(root, pkg, 'dist');
  let raw = 0;
  let gz = 0;
  let files = 0;
  for (const name of currentBuild(dist)) {
    if (!name.endsWith('.js')) continue;
    const body = fs.readFileSync(path.join(dist, name));
    raw += body.length;
    gz += gzipSync(body).length;
    files += 1;
  }
  return { raw, gz, files };
}

const BENCH_PORT = Number(process.env.BENCH_PORT_BASE || 3900);

async function firstVisit() {
  // Serve on bench ports so a running `pnpm start` (3000s) or e2e run (3100s and up) is left alone.
  APPS.forEach((pkg, index) => {
    process.env[envKey(pkg)] = String(BENCH_PORT + index);
  });
  const { serveApp } = await import('../lib/serve.mjs');
  const servers = await Promise.all(APPS.map((pkg) => serveApp(pkg)));
  const { chromium } = await import('playwright-core');
  const { chromiumLaunchOptions } = await import('../lib/chromium.mjs');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), raw: body.length, gz: gzipSync(body).length });
    });
    const started = Date.now();
    await page.goto(`http://localhost:${BENCH_PORT}/`, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - started;
    const byOrigin = {};
    for (const script of scripts) {
      const app = APPS[Number(new URL(script.url).port) - BENCH_PORT] ?? 'other';
      byOrigin[app] = (byOrigin[app] ?? 0) + script.gz;
    }
    return { scripts, loadMs, byOrigin };
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

export async function benchBundles() {
  await buildApps(APPS, { missing: true });
  console.log('\n## Emitted JavaScript per app');
  console.log('app          files        raw       gzip');
  for (const pkg of APPS) {
    const { raw, gz, files } = emitted(pkg);
    console.log(
      `${pkg.padEnd(12)} ${String(files).padStart(5)} ${kib(raw).padStart(12)} ${kib(gz).padStart(10)}`,
    );
  }
  const visit = await firstVisit();
  const raw = visit.scripts.reduce((sum, s) => sum + s.raw, 0);
  const gz = visit.scripts.reduce((sum, s) => sum + s.gz, 0);
  console.log('\n## First visit to / (360 px wide, no cache, local servers)');
  console.log(`script requests: ${visit.scripts.length}`);
  console.log(`JavaScript: ${kib(raw)} raw, ${kib(gz)} gzip`);
  console.log(
    `by origin (gzip): ${Object.entries(visit.byOrigin)
      .map(([app, bytes]) => `${app} ${kib(bytes)}`)
      .join(', ')}`,
  );
  console.log(`network idle after ${visit.loadMs} ms`);
}
