/**
 * The time a new owner takes to list a PG through the whole wizard, at a phone user's pace (issue 31's "before and
 * after" number). A timed run, not a test: it prints numbers and fails only when the wizard cannot be finished.
 *
 *   cd e2e && flock /tmp/basera-build.lock npx playwright test -c bench/playwright.config.ts
 *
 * The owner is a Lister signed up through the API with a verified phone (as after the sign-up form), on a 360 px
 * phone. The clock runs from opening /user/pg until My Listings shows the published listing. On the way:
 * - every character is typed one key at a time, BENCH_KEY_MS (120) apart, and counted as a keystroke (deleting a
 *   field's text counts a keystroke per character);
 * - every tap (a radio, a button, a list option, a field to type into, the photo picker, a date picker's taps, the
 *   map pin's drag) is counted and preceded by BENCH_TAP_MS (500) of finding it on the screen;
 * - the network is a 4G phone's, BENCH_NETWORK=4g (10 Mbit/s down, 3 Mbit/s up, 80 ms round trips; `none` for
 *   the machine's own), so photo uploads take the time they take on a phone;
 * - three 12 MP camera photos (4000 x 3000 JPEG, about 3.4 MB each: the old wizard refuses photos over 10 MB).
 * It drives whichever wizard the site has: fields the new wizard fills for the owner (contact number and name)
 * are left as they are; where there is a map, "Find your locality" ("Koram", a tap) moves its pin to the locality
 * and fills the Locality field, and one drag puts the pin on the building; where there is not, the Locality is
 * typed and so are the latitude and longitude; a bed row's "Free from" date is picked only where the row asks for it; the first plan (Basic where it
 * exists) is chosen unless it already is.
 */
import { expect, type Locator, test } from '@playwright/test';
import { newLister, signInWith } from '../tests/helpers';
import { phonePhoto } from '../tests/photos';

const KEY_MS = Number(process.env.BENCH_KEY_MS ?? 120);
const TAP_MS = Number(process.env.BENCH_TAP_MS ?? 500);
const NETWORK = process.env.BENCH_NETWORK ?? '4g';
const PHOTOS = 3;

test('a new owner lists a PG through the whole wizard on a phone', async ({ page, request }) => {
  const counts = { keystrokes: 0, taps: 0 };
  const steps: Array<[string, number]> = [];

  const pause = (ms: number) => page.waitForTimeout(ms);
  const tap = async (target: Locator, taps = 1) => {
    await target.scrollIntoViewIfNeeded();
    await pause(TAP_MS * taps);
    await target.click();
    counts.taps += taps;
  };
  /** Taps the field, deletes what it holds (a key per character), types `text` key by key. */
  const type = async (field: Locator, text: string) => {
    await tap(field);
    const held = await field.inputValue();
    if (held) {
      await field.fill('');
      counts.keystrokes += held.length;
    }
    await field.pressSequentially(text, { delay: KEY_MS });
    counts.keystrokes += text.length;
  };
  /** A field the wizard may have filled for the owner: typed only when empty. */
  const typeIfEmpty = async (field: Locator, text: string) => {
    if ((await field.count()) === 0 || (await field.inputValue())) return;
    await type(field, text);
  };
  const option = (group: string, label: string) =>
    page.getByRole('group', { name: new RegExp(`^${group}`) }).getByLabel(label, { exact: true });
  const tab = (name: string | RegExp) => page.getByRole('tab', { name });
  let lap = 0;
  const saveAndContinue = async (step: string, next: string | RegExp | null) => {
    await tap(page.getByRole('button', { name: 'Save and continue' }));
    if (next) await expect(tab(next)).toHaveAttribute('aria-selected', 'true');
    steps.push([step, (Date.now() - lap) / 1000]);
    lap = Date.now();
  };

  test.setTimeout(15 * 60_000);
  const owner = await newLister(request, 'bench', ['Lakshmi', 'Narayan']);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, index) => ({
      name: `IMG_2026112${index}_0930.jpg`,
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    })),
  );
  await signInWith(page, owner);
  if (NETWORK === '4g') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 80,
      downloadThroughput: (10_000_000 / 8) | 0,
      uploadThroughput: (3_000_000 / 8) | 0,
    });
  }

  const started = Date.now();
  lap = started;
  await page.goto('/user/pg');
  await expect(tab('Address & Contact No')).toHaveAttribute('aria-selected', 'true');

  // 1. Address & Contact No.
  await type(page.getByLabel(/^Accommodation name/), 'Sri Lakshmi Ladies PG');
  await type(page.getByRole('combobox', { name: /^State/ }), 'Karnat');
  await tap(page.getByRole('option', { name: 'Karnataka', exact: true }));
  await type(page.getByRole('combobox', { name: /^City/ }), 'Bengal');
  await tap(page.getByRole('option', { name: 'Bengaluru', exact: true }));
  await type(page.getByLabel(/^Address line 1/), '14, 5th Cross, 4th Block');
  await type(page.getByLabel(/^PIN code/), '560034');
  await typeIfEmpty(page.getByLabel(/^Contact person/), 'Lakshmi Narayan');
  await typeIfEmpty(page.getByLabel(/^Contact number/), owner.phone);
  const pin = page.getByLabel('Map pin: drag it to your building');
  // The new wizard keeps the typed coordinates under "Enter coordinates instead"; its map loads a moment later.
  if ((await page.getByText('Enter coordinates instead').count()) > 0) {
    // "Find your locality" takes the pin there (and fills an empty Locality); one drag puts it on the building.
    await type(page.getByRole('combobox', { name: /^Find your locality/ }), 'Koram');
    await tap(page.getByRole('option', { name: /^Koramangala/ }).first());
    await expect(pin).toBeVisible();
    await pin.scrollIntoViewIfNeeded();
    const box = (await pin.boundingBox())!;
    await pause(TAP_MS);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 12 });
    await page.mouse.up();
    counts.taps += 1;
  } else {
    await type(page.getByLabel(/^Latitude/), '12.935192');
    await type(page.getByLabel(/^Longitude/), '77.624481');
  }
  await typeIfEmpty(page.getByLabel(/^Locality/), 'Koramangala');
  await saveAndContinue('1. Address & Contact No', 'PG Accommodation Details');

  // 2. PG Accommodation Details, with the beds of one sharing kind.
  await tap(option('Gender', 'Female'));
  await tap(option('Occupation', 'Student'));
  await tap(option('Room sharing', 'Shared'));
  await tap(option('Kinds of room', 'AC'));
  await tap(option('Occupancy', 'Double'));
  await type(page.getByLabel(/^AC rooms/), '4');
  await tap(option('Toilet facilities', 'Attached'));
  await tap(option('Toilet types', 'Western'));
  await tap(option('Building type', 'Apartment'));
  await type(page.getByLabel(/^Buildings/), '1');
  await type(page.getByLabel(/^Floors in the building/), '3');
  await type(page.getByLabel(/^Floors used/), 'Ground to 2nd');
  await tap(option('Two-wheeler parking', 'Available'));
  await tap(option('Car parking', 'None'));
  const bed = page.getByRole('list', { name: 'Beds' }).getByRole('listitem').first();
  // A select: one tap opens the list, one picks.
  await pause(TAP_MS * 2);
  await bed.getByLabel(/^Sharing/).selectOption('Double');
  counts.taps += 2;
  await type(bed.getByLabel(/^Total beds/), '8');
  await type(bed.getByLabel(/^Free beds/), '3');
  const freeFrom = bed.getByLabel(/^Free from$/);
  if ((await freeFrom.count()) > 0 && (await freeFrom.isVisible())) {
    // A date picker: open it, pick today, confirm.
    await pause(TAP_MS * 3);
    await freeFrom.fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
    counts.taps += 3;
  }
  await saveAndContinue('2. PG Accommodation Details', 'Pricing');

  // 3. Pricing.
  await type(page.getByLabel(/^Monthly charge from/), '9500');
  await tap(option('Price includes food', 'Yes'));
  await type(page.getByLabel(/^Security deposit/), '15000');
  await saveAndContinue('3. Pricing', 'Food');

  // 4. Food.
  await tap(option('Meals served', 'Breakfast'));
  await tap(option('Meals served', 'Dinner'));
  await tap(option('Food type', 'Veg'));
  await saveAndContinue('4. Food', 'Facilities & Amenities');

  // 5. Facilities & Amenities: the photos, picked at once from the gallery (open it, a tap per photo, done).
  await pause(TAP_MS * (PHOTOS + 2));
  await page.getByLabel('Add photos').setInputFiles(photos);
  counts.taps += PHOTOS + 2;
  await tap(option('Amenities', 'Wi-Fi'));
  const shown = page.getByRole('list', { name: 'Photos' });
  await expect(shown.getByRole('listitem')).toHaveCount(PHOTOS, { timeout: 5 * 60_000 });
  await expect(page.getByLabel(/^Uploading /)).toHaveCount(0, { timeout: 5 * 60_000 });
  await saveAndContinue('5. Facilities & Amenities (photos)', 'Other Details');

  // 6. Other Details.
  await type(
    page.getByLabel(/^Description/),
    'Bright double rooms for women students, five minutes from the Forum Mall bus stop.',
  );
  await type(page.getByLabel(/^Distance from the main road/), '200');
  await type(page.getByLabel(/^Width of the nearest road/), '30');
  await tap(option('Water', '24 hours'));
  await tap(option('Electricity', '24 hours with power backup'));
  await tap(option('Visitors', 'Common areas only'));
  await tap(option('Smoking allowed', 'No'));
  await tap(option('Drinking allowed', 'No'));
  await tap(option('Pets allowed', 'No'));
  await saveAndContinue('6. Other Details', 'Subscription');

  // 7. Subscription: the first plan (Basic, chosen already, where there is one), then publish or pay.
  const first = page.getByRole('radio').first();
  await expect(first).toBeVisible();
  if (!(await first.isChecked())) await tap(first);
  await tap(page.getByRole('button', { name: /^(Publish for free|Pay Rs\. [\d,]+ and publish)$/ }));
  await expect(page).toHaveURL(/\/user\/view-all-listing$/);
  await expect(page.getByRole('article', { name: 'Sri Lakshmi Ladies PG' })).toBeVisible();
  steps.push(['7. Subscription', (Date.now() - lap) / 1000]);

  const seconds = (Date.now() - started) / 1000;
  const result = {
    seconds: Number(seconds.toFixed(1)),
    ...counts,
    steps: Object.fromEntries(steps.map(([name, s]) => [name, Number(s.toFixed(1))])),
    pace: { keyMs: KEY_MS, tapMs: TAP_MS, network: NETWORK, photos: PHOTOS },
  };
  console.log(`LISTING TIME ${JSON.stringify(result, null, 2)}`);
  test.info().annotations.push({ type: 'listing-time', description: JSON.stringify(result) });
});
