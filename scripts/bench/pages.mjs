// What the browser benches (bundles.mjs, slow3g.mjs) visit and what counts as a page's real content there.
//
// "Real content" is the page as the visitor came for it, rendered by the page's own code from the API's answer,
// never a skeleton and never index.html's early frame (that frame has no <main>; React's page has):
// - home: the search block's sub-heading from GET /get-home (`searching.text_two`; the heading itself has a
//   built-in fallback, so it proves nothing) and the first banner slide's picture, loaded, inside <main>;
// - results (/pg): the first listing of GET /filtered-properties (room_type Pg, page 1) on its card, by name,
//   with the card's photo loaded, inside <main>;
// - a listing (/pgdetails/<id>): the page's <h1> with the listing's name and its first photo loaded, inside
//   <main>.
// The check runs in the page on every animation frame and keeps the first time it held (performance.now(), ms
// since navigation started).

/** A photo's name without the size variant the page picked (`-640.webp`), to match any of its srcset entries. */
export const photoKey = (url) => new URL(url).pathname.replace(/-(320|640|1280)\.webp$/, '');

async function getJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The three pages' paths and what their real content is, read from the API the site uses:
 * [{ kind, path, text, photo }] (`text` shown in <main>, `photo` a loaded <img> in <main> whose URL has this key).
 */
export async function realContentPages(api) {
  const home = (await getJson(`${api}/get-home`)).data;
  const results = await getJson(`${api}/filtered-properties?per_page=10&page=1&room_type=Pg`);
  const first = results.data[0];
  if (!first) throw new Error('No PG listing to measure');
  const detail = (await getJson(`${api}/get-property-details-by-id/${first.id}`)).data;
  const photos = detail.property.photos;
  return [
    {
      kind: 'home',
      path: '/',
      text: home.searching.text_two,
      photo: home.slider?.[0] ? photoKey(home.slider[0].image) : null,
    },
    {
      kind: 'results',
      path: '/pg',
      text: first.accommodation_name,
      photo: first.photo ? photoKey(results.photoPath + first.photo) : null,
    },
    {
      kind: 'listing',
      path: `/pgdetails/${first.id}`,
      text: detail.property.accommodation_name,
      heading: true,
      photo: photos.length ? photoKey(detail.photoPath + photos[0]) : null,
    },
  ];
}

/**
 * Resolves with the page time (ms since navigation start) at which `target`'s real content first showed, or
 * rejects after `timeout` ms.
 */
export async function realContentTime(page, target, timeout = 60_000) {
  const handle = await page.waitForFunction(
    ({ text, heading, photo }) => {
      const main = document.querySelector('main');
      if (!main) return false;
      const shown = (element) => element.checkVisibility?.() ?? element.getClientRects().length > 0;
      const candidates = heading ? [...main.querySelectorAll('h1')] : [...main.querySelectorAll('*')];
      const hasText = candidates.some(
        (element) =>
          (heading || element.children.length === 0) && element.textContent.trim() === text && shown(element),
      );
      if (!hasText) return false;
      if (photo) {
        const loaded = [...main.querySelectorAll('img')].some(
          (img) =>
            img.complete &&
            img.naturalWidth > 0 &&
            new URL(img.currentSrc || img.src).pathname.replace(/-(320|640|1280)\.webp$/, '') === photo,
        );
        if (!loaded) return false;
      }
      return performance.now();
    },
    target,
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}
