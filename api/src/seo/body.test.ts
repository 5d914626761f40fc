import { JSDOM } from 'jsdom';
import { FOOTER_LINKS, writeBlock } from './body';

const HOSTILE = `</script><script>alert(1)</script> "Sunrise" & 'Moon'`;

const parse = (html: string) => {
  const doc = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`).window
    .document;
  return doc.querySelector('#root')!;
};

describe('crawlable block writer', () => {
  const html = writeBlock({
    h1: HOSTILE,
    crumbs: [
      { href: '/', text: 'Home' },
      { href: '/pg-in-bengaluru', text: 'PG in Bengaluru' },
      { href: '/pgdetails/1', text: HOSTILE },
    ],
    facts: ['PG for girls in Koramangala, Bengaluru', '', 'From Rs. 8,500/month'],
    paragraphs: [`A calm PG <b>near</b> the metro.`],
    sections: [
      {
        heading: 'More PG listings in Koramangala',
        links: [
          { href: '/pgdetails/2', text: `Moon "PG"`, note: 'from Rs. 7,000/month' },
          { href: 'javascript:alert(1)', text: 'Bad link' },
        ],
      },
      { heading: 'Empty', links: [] },
    ],
  });
  const root = parse(html);

  it('is one div.seo-block[data-seo-block] with no script, style or picture', () => {
    expect(root.children.length).toBe(1);
    const block = root.firstElementChild!;
    expect(block.className).toBe('seo-block');
    expect(block.hasAttribute('data-seo-block')).toBe(true);
    expect(block.querySelectorAll('script, style, img, iframe').length).toBe(0);
  });

  it('keeps hostile text as text in the heading, the crumbs and the links', () => {
    expect(root.querySelector('h1')!.textContent).toBe(HOSTILE);
    expect(root.querySelector('[aria-current="page"]')!.textContent).toBe(HOSTILE);
    expect(root.querySelector('p:not(.seo-site)')?.textContent).toContain('A calm PG <b>near</b> the metro.');
    expect(root.querySelector('b')).toBeNull();
    const moon = [...root.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/pgdetails/2')!;
    expect(moon.textContent).toBe('Moon "PG"');
    expect(moon.parentElement!.textContent).toBe('Moon "PG" from Rs. 7,000/month');
  });

  it('links home with the site name first, then only plain site links; never javascript:', () => {
    const links = [...root.querySelectorAll('a')];
    expect(links[0]!.textContent).toBe('Basera');
    expect(links[0]!.getAttribute('href')).toBe('/');
    for (const a of links) expect(a.getAttribute('href')).toMatch(/^\//);
    expect(links.find((a) => a.textContent === 'Bad link')!.getAttribute('href')).toBe('/');
  });

  it('lists the facts (empty ones left out), sections with links only, and the footer links', () => {
    expect([...root.querySelectorAll('.seo-facts li')].map((li) => li.textContent)).toEqual([
      'PG for girls in Koramangala, Bengaluru',
      'From Rs. 8,500/month',
    ]);
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'More PG listings in Koramangala',
    ]);
    const footer = [...root.querySelectorAll('.seo-footer a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(footer).toEqual(FOOTER_LINKS.map((link) => [link.text, link.href]));
    expect(footer.map(([text]) => text)).toEqual(['About', 'Contact', 'FAQ', 'Blog']);
  });
});
