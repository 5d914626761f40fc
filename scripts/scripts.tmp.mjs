import { chromium } from 'playwright-core';

const [, , url] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 360, height: 740 } });
const rows = [];
const t0 = Date.now();
p.on('requestfinished', async (r) => {
  if (r.resourceType() !== 'script') return;
  const s = await r.sizes();
  rows.push([s.responseBodySize, Date.now() - t0, r.url()]);
});
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
const mark = await p.evaluate(() => performance.getEntriesByName('basera:idle-prefetch')[0]?.startTime);
console.log('idle mark at', mark);
rows.sort((a, b) => a[1] - b[1]);
let t = 0;
for (const [n, at, u] of rows) {
  t += n;
  console.log(String(n).padStart(8), String(at).padStart(6), u.replace(/http:\/\/localhost:/, ''));
}
console.log('total', t, rows.length);
await b.close();
