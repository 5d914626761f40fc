// The operator console at work (issue 28), against the production site that `pnpm start` serves on bench ports
// with a fresh embedded database:
// 1. New Listers, signed up through the API as the sign-up form does (codes from the dev outbox, each from an
//    address of its own), list PGs through the wizard's API calls, each with a photo of its own, and pay the
//    first plan: BENCH_REVIEW_LISTINGS (20) listings wait in the review queue, after the 2 the demo data holds.
// 2. One reviewer in Debian Chromium signs in at /admin with the emailed code, opens the first listing of
//    /admin/listings and presses "Approve and next" until the console says the queue is empty: listings reviewed,
//    total time, median and p95 from the click to the next listing's name on screen, listings per minute. Once
//    per width of BENCH_REVIEW_WIDTHS (360 = a phone, 360x740 at 2x; anything else a 800 px high desktop window),
//    each with a queue of its own.
// 3. Taking a listing down: a seeker reports a live listing, the reviewer suspends it from /admin/reports; the
//    time from the confirm click until the keyword search no longer returns it and until its details answer 404.
// Before each click it also checks whether something covers the button's middle (the stacked "Listing approved"
// toasts do, at both widths, when a reviewer approves faster than they hide): the click then waits, as a person's
// would, and the page is saved once as a PNG in the temporary folder. Numbers only: nothing fails on timing.
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';

const LISTINGS = Math.max(1, Number(process.env.BENCH_REVIEW_LISTINGS || 20));
const WIDTHS = (process.env.BENCH_REVIEW_WIDTHS || '360,1280')
  .split(',')
  .map(Number)
  .filter((width) => width > 0);
/** Drafts a Lister may start a day (LISTING_LIMITS.draftsPerDay). */
const DRAFTS_PER_LISTER = 10;
const OPERATOR = { email: 'admin@demo.basera.in', password: 'Basera#Demo2026' };
const PASSWORD = 'Ghar#2026Safe';
const QUEUE_EMPTY_TEXT = 'No more listings are waiting for review.';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const secs = (ms, digits = 2) => `${(ms / 1000).toFixed(digits)} s`;

// --- A photo per listing: a small PNG of its own colours (no two listings share photo bytes) -----------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 640x480 RGB PNG: a diagonal gradient whose colours come from `seed`. */
function photo(seed, width = 640, height = 480) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const [r0, g0, b0] = [(seed * 67) % 256, (seed * 131) % 256, (seed * 197) % 256];
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = Math.floor(((x + y) * 255) / (width + height));
      raw[row + 1 + x * 3] = (r0 + t) % 256;
      raw[row + 2 + x * 3] = (g0 + (x >> 2)) % 256;
      raw[row + 3 + x * 3] = (b0 + (y >> 2)) % 256;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- The API, as the site's own screens call it --------------------------------------------------------------

const octet = () => 1 + Math.floor(Math.random() * 254);

/** Calls the API as one client: its token, and the address its requests come from (X-Forwarded-For). */
function client(api, { token, address } = {}) {
  const headers = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(address ? { 'X-Forwarded-For': address } : {}),
  };
  const call = async (method, path, body) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${api}${path}`, {
      method,
      headers: isForm || !body ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** The newest 6-digit code the dev outbox holds for `to` that is not `skip`, waiting up to 10 s for it. */
async function outboxCode(api, to, skip = '') {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await (await fetch(`${api}/dev/outbox?to=${encodeURIComponent(to)}`)).json();
    const code = answer.data?.[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code && code !== skip) return code;
    await sleep(100);
  }
  throw new Error(`No code reached ${to}`);
}

let accounts = 0;

/** A new account made as the sign-up form makes it (a Lister verifies the phone too), signed in. */
async function newAccount(api, userType, [firstName, lastName]) {
  accounts += 1;
  const stamp = `${Date.now()}${accounts}`;
  const email = `bench.${userType.toLowerCase()}.${stamp}@example.in`;
  const phone = `9${stamp.slice(-9)}`;
  const anonymous = client(api, { address: `10.${octet()}.${octet()}.${octet()}` });
  await anonymous.post('/email-send-otp', { email, usertype: userType });
  await anonymous.post('/email-verify-otp', { email, otp: await outboxCode(api, email) });
  if (userType === 'Lister') {
    await anonymous.post('/phone-send-otp', { phone, usertype: userType });
    await anonymous.post('/phone-verify-otp', { phone, otp: await outboxCode(api, phone) });
  }
  const answer = await anonymous.post('/user-register', {
    first_name: firstName,
    last_name: lastName,
    phone,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    user_type: userType,
  });
  return { email, phone, token: answer.token, as: client(api, { token: answer.token }) };
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A PG listed through the wizard's calls, step by step, and paid with the first plan: it waits for review. */
async function listPg(lister, place, name, seed) {
  const { as } = lister;
  const { post_id: id } = await as.post('/add-property-address', {
    property_type: 'pg',
    accommodation_name: name,
    state_id: place.stateId,
    city_id: place.cityId,
    locality: 'HSR Layout',
    address_line_1: `${seed}, 19th Main, Sector 2`,
    postal_code: '560102',
    contact_no_1: lister.phone,
  });
  await as.post('/add-property-details', {
    id,
    accommodation_gender: seed % 2 ? 'Male' : 'Female',
    accommodation_occupation: ['Employee'],
    room_sharing_status: 'Shared',
    room_air_conditioning_status: ['Non-AC'],
    room_occupation_status: ['Triple'],
    total_rooms_non_ac: 5,
    toilet_facilities: 'Common',
    toilet_types: 'Western',
    building_type: 'Independent House',
    total_buildings: 1,
    total_floors: 2,
    accommodation_in_floors: 'Ground and 1st',
    two_wheeler_parking: 'Available',
    parking_type: 'Open',
    beds: [{ sharing: 'Triple', total_beds: 15, free_beds: 2, available_from: today() }],
  });
  await as.post('/add-property-pricing', {
    id,
    monthly_charge_min: 6000 + (seed % 10) * 250,
    price_with_food: 'No',
  });
  await as.post('/add-property-food', { id, food_meals: [] });
  const form = new FormData();
  form.append('photos', new Blob([photo(seed)], { type: 'image/png' }), 'front.png');
  await as.post(`/property-photos/${id}`, form);
  await as.post('/add-property-features', { id, amenities: [], facilities: [] });
  await as.post('/add-property-other-details', {
    id,
    pg_description:
      'A quiet independent house with shared rooms for working professionals near the ring road.',
    distance_in_meters: 150,
    width_of_nearest_road_ft: 40,
    water_availability: '24 hours',
    electricity_status: '24 hours',
    visitors_allowed: 'Allowed',
    smoking_allowed: 'No',
    drinking_allowed: 'No',
    pets_allowed: 'No',
  });
  await as.post('/property-subscribe', { id, plan_id: place.planId });
  return id;
}

/** Where the bench's PGs are (Bengaluru, Karnataka) and the first plan. */
async function placeAndPlan(api) {
  const anyone = client(api);
  const karnataka = (await anyone.get('/states')).data.find((state) => state.name === 'Karnataka');
  const cities = (await anyone.get(`/cities/${karnataka.id}`)).data;
  const city = cities.find((c) => c.name === 'Bengaluru') ?? cities[0];
  const plans = (await anyone.get('/subscription-plans')).data;
  return { stateId: karnataka.id, cityId: city.id, planId: plans[0].id };
}

let listed = 0;

/** `count` new listings in the queue, from ceil(count / 10) new Listers. Returns them with their unique word. */
async function fillQueue(api, place, count) {
  const listings = [];
  while (listings.length < count) {
    const lister = await newAccount(api, 'Lister', ['Kiran', `Rao${listings.length}`]);
    const batch = Math.min(DRAFTS_PER_LISTER, count - listings.length);
    for (let i = 0; i < batch; i += 1) {
      listed += 1;
      const word = `Bench${Date.now().toString(36)}${listed}`;
      const name = `${word} Residency`;
      listings.push({ id: await listPg(lister, place, name, listed), name, word });
    }
  }
  return listings;
}

// --- The reviewer's browser -----------------------------------------------------------------------------------

function contextOptions(width) {
  return width <= 480
    ? { viewport: { width, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
    : { viewport: { width, height: 800 } };
}

/** The operator signs in at /admin: email and password, then the code the API mailed. */
async function signIn(page, site, api) {
  await page.goto(`${site}/admin`);
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  const before = await (await fetch(`${api}/dev/outbox?to=${OPERATOR.email}`)).json();
  const old = before.data?.[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeField = page.getByLabel('Enter the code we emailed you');
  await codeField.waitFor();
  await codeField.fill(await outboxCode(api, OPERATOR.email, old));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
}

/**
 * Records, in the page, when the last click happened (performance.now()), so a move is timed from the click
 * itself to the frame that shows its result, without the automation's own round trips.
 */
const recordClicks = () => {
  document.addEventListener(
    'click',
    () => {
      window.__benchClickAt = performance.now();
      window.__benchClickEpoch = Date.now();
    },
    true,
  );
};

/**
 * After a click on "Approve and next": ms from the click to the first frame showing the next listing's name (or,
 * after the last, the console's "No more listings" message). Polled on every animation frame.
 */
async function timeNext(page, previousName) {
  const handle = await page.waitForFunction(
    ([previous, emptyText]) => {
      const onReview = /^\/admin\/listings\/\d+$/.test(location.pathname);
      const name = onReview ? document.querySelector('h1')?.textContent?.trim() : '';
      if (onReview && name && name !== previous)
        return { ms: performance.now() - window.__benchClickAt, name, empty: false };
      if (!onReview && document.body.textContent?.includes(emptyText))
        return { ms: performance.now() - window.__benchClickAt, name: '', empty: true };
      return false;
    },
    [previousName, QUEUE_EMPTY_TEXT],
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** One reviewer clears the queue with "Approve and next". */
async function reviewQueue(page, site) {
  await page.goto(`${site}/admin/listings`);
  const status = page.getByRole('status').filter({ hasText: /waiting for review/ });
  const waiting = Number((await status.textContent()).match(/\d+/)?.[0] ?? 0);
  const first = page.getByRole('article').first();
  const firstName = await first.getAttribute('aria-label');
  const started = Date.now();
  await first.getByRole('link', { name: firstName }).first().click();
  await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
  let current = firstName;
  let coveredShot = null;
  const moves = [];
  const approve = page.getByRole('button', { name: 'Approve and next' });
  for (;;) {
    // Something else on top of the button's middle (a toast, a bar): the click waits until it is clear, as a
    // reviewer would have to.
    const covered = await approve.evaluate((button) => {
      button.scrollIntoView({ block: 'nearest' });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !button.contains(hit);
    });
    if (covered && !coveredShot) {
      coveredShot = path.join(os.tmpdir(), `basera-bench-review-covered-${page.viewportSize().width}.png`);
      await page.screenshot({ path: coveredShot });
    }
    const clickStarted = Date.now();
    await approve.click();
    const clickMs = Date.now() - clickStarted;
    const next = { ...(await timeNext(page, current)), covered, clickMs };
    moves.push(next);
    if (next.empty) break;
    current = next.name;
    if (moves.length > waiting + 5) throw new Error('The queue did not empty');
  }
  return { waiting, moves, totalMs: Date.now() - started, coveredShot };
}

// --- Taking a listing down ------------------------------------------------------------------------------------

/** Polls `check` (true once done) back to back; resolves with the epoch ms of the first answer that said so. */
async function firstTime(check, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return Date.now();
    await sleep(10);
  }
  return Number.NaN;
}

async function takeDown(page, site, api, listing) {
  const inSearch = async () => {
    const answer = await (await fetch(`${api}/search-properties?search=${listing.word}`)).json();
    return (answer.data ?? []).some((row) => Number(row.id) === listing.id);
  };
  const detailsStatus = async () => (await fetch(`${api}/get-property-details-by-id/${listing.id}`)).status;
  // The approved listing is live before anyone reports it.
  await firstTime(inSearch, 10_000);
  const seeker = await newAccount(api, 'Customer', ['Meera', 'Iyer']);
  await seeker.as.post('/report-listing', {
    property_id: listing.id,
    reason: 'money_before_visit',
    note: 'Wanted Rs. 5,000 on UPI before showing the room.',
  });

  await page.goto(`${site}/admin/reports`);
  const card = page
    .getByRole('article', { name: /^Report \d+: Asks for money before a visit$/ })
    .filter({ has: page.getByRole('article', { name: listing.name }) });
  await card.getByRole('button', { name: 'Suspend listing' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Asked a seeker for money before any visit.');
  await dialog.getByRole('button', { name: 'Suspend listing' }).click();
  const gone = await Promise.all([
    firstTime(async () => !(await inSearch())),
    firstTime(async () => (await detailsStatus()) === 404),
    dialog.waitFor({ state: 'hidden' }).then(() => Date.now()),
  ]);
  const clickedAt = await page.evaluate(() => window.__benchClickEpoch);
  const [search, details, closed] = gone.map((at) => at - clickedAt);
  return { search, details, closed };
}

// --- The run --------------------------------------------------------------------------------------------------

export async function benchReview() {
  const site = await startSite({
    // Codes from the dev outbox; each account's own address through the loopback proxy; subscriptions paid by
    // the development provider (production's default is none).
    env: { DEV_OUTBOX: '1', TRUST_PROXY: 'loopback', PAYMENT_PROVIDER: 'dev', LISTING_REVIEW: 'on' },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const place = await placeAndPlan(site.api);
    console.log(
      `\n## Listing review: one reviewer, "Approve and next" until the queue is empty (Chromium, pnpm start)`,
    );
    console.log(
      '| window | reviewed | total | per listing: median | p95 | max | listings per minute | button covered at the click |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const notes = [];
    let last;
    let page;
    for (const width of WIDTHS) {
      const made = Date.now();
      const listings = await fillQueue(site.api, place, LISTINGS);
      notes.push(
        `${width} px: ${listings.length} new listings made through the API in ${secs(Date.now() - made, 1)} (sign-ups, wizard, payment)`,
      );
      last = listings.at(-1);
      const options = contextOptions(width);
      const context = await browser.newContext(options);
      await context.addInitScript(recordClicks);
      page = await context.newPage();
      await signIn(page, site.site, site.api);
      const { moves, totalMs, coveredShot } = await reviewQueue(page, site.site);
      const toNext = moves.filter((move) => !move.empty).map((move) => move.ms);
      const covered = moves.filter((move) => move.covered);
      const coveredText = covered.length
        ? `${covered.length} of ${moves.length} (the click waited up to ${secs(Math.max(...covered.map((move) => move.clickMs)), 1)})`
        : `0 of ${moves.length}`;
      console.log(
        `| ${options.viewport.width}x${options.viewport.height} | ${moves.length} | ${secs(totalMs, 1)} | ${secs(quantile(toNext, 0.5))} | ${secs(quantile(toNext, 0.95))} | ${secs(Math.max(...toNext))} | ${((moves.length * 60_000) / totalMs).toFixed(1)} | ${coveredText} |`,
      );
      if (coveredShot) notes.push(`${width} px: the page when the button was first covered: ${coveredShot}`);
      if (width !== WIDTHS.at(-1)) await context.close();
    }
    console.log(
      `\nper listing: from the click on "Approve and next" to the frame showing the next listing's name. total: from`,
    );
    console.log(
      `opening the first listing of /admin/listings to "${QUEUE_EMPTY_TEXT}" (automation speed: the console's own`,
    );
    console.log(
      "cost per listing, not a person reading one). Covered: something on top of the button's middle.",
    );
    for (const note of notes) console.log(`  ${note}`);

    const down = await takeDown(page, site.site, site.api, last);
    console.log('\n## Taking a reported listing down (from the confirm click of "Suspend listing")');
    console.log('| console done (dialog closed) | gone from keyword search | details answer 404 |');
    console.log('|---|---|---|');
    console.log(
      `| ${Math.round(down.closed)} ms | ${Math.round(down.search)} ms | ${Math.round(down.details)} ms |`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchReview().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
