import { JSDOM } from 'jsdom';
import {
  clip,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  description,
  escapeHtml,
  jsonForScript,
  pageTitle,
  sharePicture,
  TITLE_MAX,
  writeHead,
} from './head';
import { breadcrumbList, lodgingBusiness } from './jsonld';

const HOSTILE = `</script><script>alert(1)</script> "Sunrise" & 'Moon' <PG>`;

/** The head as a browser reads it: a document whose <head> is the writer's HTML. */
const parse = (head: string) =>
  new JSDOM(`<!doctype html><html><head>${head}</head><body></body></html>`).window.document;

const hostileHead = () =>
  writeHead({
    title: pageTitle(HOSTILE),
    description: description([`${HOSTILE} is a PG in Koramangala, Bengaluru, from Rs. 8,500 a month.`]),
    canonical: `https://basera.example/pgdetails/1?x="><script>`,
    robots: 'index',
    image: sharePicture(`https://api.basera.example/api/share-image/listing/1.jpg`, HOSTILE),
    jsonLd: [
      breadcrumbList([{ name: HOSTILE, url: 'https://basera.example/' }]),
      lodgingBusiness({
        url: 'https://basera.example/pgdetails/1',
        name: HOSTILE,
        description: `<!-- ${HOSTILE} \u2028 -->`,
        image: null,
        street: null,
        locality: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: null,
        priceRange: 'Rs. 8,500 a month onwards',
        lat: 12.9,
        long: 77.6,
        ratingAvg: 4.25,
        ratingCount: 27,
        amenities: ['Wi-Fi'],
      }),
    ],
  });

describe('head writer', () => {
  it('escapes every character that could leave an element or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps a hostile listing name as text: no script runs, the title and tags read it back exactly', () => {
    const head = hostileHead();
    const doc = parse(head);
    // The only scripts are the two JSON-LD blocks; nothing the name held became an element.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.type)).toEqual(['application/ld+json', 'application/ld+json']);
    expect(doc.querySelectorAll('head > *').length).toBe(doc.querySelectorAll('[data-seo]').length);
    expect(doc.body.innerHTML).toBe('');
    expect(doc.title).toBe(pageTitle(HOSTILE));
    expect(doc.title).toContain('</script><script>alert(1)</script>');
    expect(doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://basera.example/pgdetails/1?x="><script>`,
    );
    // JSON-LD: no raw "<" at all, and the text parses back to the same data.
    for (const script of scripts) expect(script.textContent).not.toMatch(/[<>]/);
    const lodging = JSON.parse(scripts[1]!.textContent!);
    expect(lodging['@type']).toBe('LodgingBusiness');
    expect(lodging.name).toBe(HOSTILE);
    expect(lodging.description).toBe(`<!-- ${HOSTILE} \u2028 -->`);
    expect(lodging.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 27,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('writes JSON for a script with < > & and line separators escaped, still the same JSON', () => {
    const data = { a: '</script><!--', b: 'x & y > z', c: '\u2028\u2029' };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('marks every element data-seo and writes the share tags a chat preview reads', () => {
    const doc = parse(hostileHead());
    for (const element of doc.head.children) expect(element.getAttribute('data-seo')).toBe('');
    const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="robots"]')).toBe('index, follow, max-image-preview:large');
    expect(content('meta[property="og:url"]')).toBe(`https://basera.example/pgdetails/1?x="><script>`);
    expect(content('meta[property="og:image"]')).toBe(
      'https://api.basera.example/api/share-image/listing/1.jpg',
    );
    expect(content('meta[property="og:image:secure_url"]')).toBe(
      'https://api.basera.example/api/share-image/listing/1.jpg',
    );
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:title"]')).toBe(doc.title);
  });

  it('a page without a canonical (a 404) has no share tags, and noindex still lets links be followed', () => {
    const doc = parse(
      writeHead({
        title: 'Page not found | Basera',
        description: 'Gone.',
        canonical: null,
        robots: 'noindex',
      }),
    );
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property^="og:"]')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  it('cuts titles to 70 characters at a word, never the site name', () => {
    const long = pageTitle(
      'Sunrise Comfort Premium Executive Ladies PG with Meals: PG in Koramangala 5th Block, Bengaluru',
    );
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).toMatch(/… \| Basera$/);
    expect(long).toBe('Sunrise Comfort Premium Executive Ladies PG with Meals: PG… | Basera');
    expect(pageTitle('About Us')).toBe('About Us | Basera');
    expect(pageTitle('')).toBe('Basera');
  });

  it('builds descriptions of whole sentences within 70 to 160 characters', () => {
    const short = description(
      ['PG for girls in Koramangala.'],
      ['From Rs. 8,500/month.', 'See photos on Basera.'],
    );
    expect(short).toBe('PG for girls in Koramangala. From Rs. 8,500/month. See photos on Basera.');
    expect(short.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    const sentences = Array.from({ length: 10 }, (_, i) => `Sentence number ${i} says a true thing.`);
    const long = description(sentences);
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/thing\.$/);
    const one = description(['word '.repeat(60)]);
    expect(one.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(one).toMatch(/word…$/);
  });

  it('clip folds white space and control characters', () => {
    expect(clip('a\n\tb\u0000  c', 10)).toBe('a b c');
  });
});
