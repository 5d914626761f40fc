import { expect, type Page, test } from '@playwright/test';
import { holdScripts, newCustomer, newLister, signInWith } from './helpers';
import { operator } from './operator';

// A signed-in page's first reads start from index.html with the visitor's token, before any script has run
// (shared/build/index.html, @basera/shared takeSignedInRead): the page then uses those answers and asks the API
// for none of them again.

/**
 * Counts the GETs of each API path with its query, and of the path alone (CORS preflights apart): a page that
 * asked for the same list with another query (a key index.html no longer matches) shows in the second.
 */
function countReads(page: Page) {
  const reads = new Map<string, number>();
  const count = (key: string) => reads.set(key, (reads.get(key) ?? 0) + 1);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    const path = url.pathname.slice('/api'.length);
    count(`${path}${url.search}`);
    if (url.search) count(path);
  });
  return (key: string) => reads.get(key) ?? 0;
}

for (const { who, path, reads, shown } of [
  {
    who: 'a seeker’s enquiries',
    path: '/user/enquiries',
    reads: ['/review-prompts', '/enquiries?page=1&per_page=20'],
    shown: 'You have not contacted any owner yet.',
  },
  {
    who: 'the operators’ review queue',
    path: '/admin/listings',
    reads: ['/admin/listings?status=pending&page=1'],
    shown: null,
  },
  {
    who: 'a Lister’s lead inbox',
    path: '/user/leads',
    reads: ['/leads/stats', '/leads?page=1&per_page=20'],
    shown: 'No leads yet. When seekers ask about your listings or book a visit, they appear here.',
  },
]) {
  test(`${who}: its first reads start before any script and are not asked again`, async ({
    page,
    request,
  }) => {
    const account =
      path === '/admin/listings'
        ? operator()
        : path === '/user/leads'
          ? await newLister(request, 'early-reads')
          : await newCustomer(request, 'early-reads');
    await signInWith(page, account);
    const readsOf = countReads(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The shell's entry is held: only index.html can have asked.
    for (const key of reads) await expect.poll(() => readsOf(key), { message: key }).toBe(1);

    release();
    if (shown) await expect(page.getByText(shown)).toBeVisible();
    else {
      // The queue: its tabs, and its first page in place of the loading cards.
      await expect(page.getByRole('tab', { name: 'Pending' })).toBeVisible();
      await expect(page.getByLabel('Loading listings')).toHaveCount(0);
    }
    for (const key of reads) {
      expect(readsOf(key), key).toBe(1);
      // The page asked for none of these lists in any other way.
      const path = key.split('?')[0]!;
      if (path !== key) expect(readsOf(path), path).toBe(1);
    }
  });
}

test('another session’s early reads are never used: signed in as someone else, the page asks the API', async ({
  page,
  request,
}) => {
  const first = await newCustomer(request, 'early-first');
  const second = await newCustomer(request, 'early-second');
  await signInWith(page, first);
  const readsOf = countReads(page);
  const release = await holdScripts(page);
  await page.goto('/user/enquiries', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => readsOf('/enquiries?page=1&per_page=20')).toBe(1);
  // Before the page takes them, another account signs in (as another tab would leave it).
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, second);
  release();
  await expect(page.getByText('You have not contacted any owner yet.')).toBeVisible();
  await expect.poll(() => readsOf('/enquiries?page=1&per_page=20')).toBe(2);
});
