// A finger's tap for the benches (scripts/bench/inp.mjs, slow3g.mjs), as Lighthouse's user flows (Puppeteer's
// touchscreen) give it: the element is scrolled into view and its centre read first, then one touch starts and
// ends there (CDP Input.dispatchTouchEvent). Playwright's own tap() runs its checks of the target inside the page
// while the touch is dispatched (actionability, hit target); at a 4x slower CPU that script, 50 to 100 ms, was
// counted in the tap's input delay: the bench's time, not the page's.

/** Taps the centre of `locator`'s element through `cdp` (a CDP session of its page). */
export async function tapOn(cdp, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap: the element has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
