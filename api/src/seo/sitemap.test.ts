import { parseSitemapName, sitemapIndexXml, sitemapNames, urlsetXml } from './sitemap';

describe('sitemap names and XML', () => {
  it('numbers places and listings always, static and blog only past the limit, and lists no empty kind', () => {
    expect(sitemapNames({ static: 14, places: 173, listings: 163, blog: 8 })).toEqual([
      'static',
      'places-1',
      'listings-1',
      'blog',
    ]);
    expect(sitemapNames({ static: 14, places: 0, listings: 20_001, blog: 8 }, 10_000)).toEqual([
      'static',
      'listings-1',
      'listings-2',
      'listings-3',
      'blog',
    ]);
    expect(sitemapNames({ static: 3, places: 4, listings: 10_000, blog: 3 }, 2)).toEqual([
      'static-1',
      'static-2',
      'places-1',
      'places-2',
      ...Array.from({ length: 5000 }, (_, i) => `listings-${i + 1}`),
      'blog-1',
      'blog-2',
    ]);
  });

  it('reads a name back; other shapes are not names', () => {
    expect(parseSitemapName('listings-12')).toEqual({ kind: 'listings', part: 12 });
    expect(parseSitemapName('static')).toEqual({ kind: 'static', part: 1 });
    for (const name of ['listings-0', 'listings-01', 'users', 'places-1-2', 'blog-'])
      expect([name, parseSitemapName(name)]).toEqual([name, null]);
  });

  it('writes URLs on the site origin, escaped, with a lastmod only when there is one', () => {
    expect(
      urlsetXml('https://b.example', [
        { path: '/pg-in-pune', lastmod: '2026-11-27T10:00:00.000Z' },
        { path: '/blogdetails/a&b', lastmod: null },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://b.example/pg-in-pune</loc><lastmod>2026-11-27T10:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://b.example/blogdetails/a&amp;b</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndexXml('https://b.example', ['static'])).toContain(
      '<sitemap><loc>https://b.example/sitemaps/static.xml</loc></sitemap>',
    );
  });
});
