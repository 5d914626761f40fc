import {
  blogPosting,
  breadcrumbList,
  faqPage,
  itemList,
  lodgingBusiness,
  organization,
  webSite,
} from './jsonld';

const SITE = 'https://basera.example';

describe('JSON-LD builders', () => {
  it('numbers breadcrumbs and list items from 1, with absolute addresses', () => {
    const crumbs = breadcrumbList([
      { name: 'Home', url: `${SITE}/` },
      { name: 'PG in Bengaluru', url: `${SITE}/pg-in-bengaluru` },
    ]);
    expect(crumbs).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(crumbs.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, `${SITE}/`],
      [2, `${SITE}/pg-in-bengaluru`],
    ]);
    const list = itemList('PG in Bengaluru', [
      { name: 'A', url: `${SITE}/pgdetails/1` },
      { name: 'B', url: `${SITE}/pgdetails/2` },
    ]);
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      url: `${SITE}/pgdetails/2`,
      name: 'B',
    });
  });

  it('names only real web addresses as the organization’s pages, and its contact only when known', () => {
    const org = organization({
      siteUrl: SITE,
      description: 'Shared housing in India.',
      email: 'help@basera.example',
      phone: null,
      sameAs: ['https://facebook.com/basera', '', null, 'javascript:alert(1)'],
    });
    expect(org.sameAs).toEqual(['https://facebook.com/basera']);
    expect(org.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      areaServed: 'IN',
      email: 'help@basera.example',
    });
    const bare = organization({ siteUrl: SITE, description: 'x', sameAs: [] });
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('contactPoint');
    expect(webSite(SITE).potentialAction.target.urlTemplate).toBe(`${SITE}/PG?search={search_term_string}`);
  });

  it('leaves out what a listing does not have: no pin, no rating, no price', () => {
    const base = {
      url: `${SITE}/pgdetails/1`,
      name: 'Sunrise PG',
      description: null,
      image: null,
      street: null,
      locality: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: null,
      priceRange: null,
      lat: null,
      long: null,
      ratingAvg: null,
      ratingCount: 0,
      amenities: [],
    };
    const bare = lodgingBusiness(base);
    for (const key of ['geo', 'aggregateRating', 'priceRange', 'image', 'description', 'amenityFeature'])
      expect(bare).not.toHaveProperty(key);
    expect(bare.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Pune',
      addressRegion: 'Maharashtra',
      addressCountry: 'IN',
    });
    const full = lodgingBusiness({
      ...base,
      lat: 18.5,
      long: 73.8,
      ratingAvg: 4.26,
      ratingCount: 3,
      locality: 'Kothrud',
    });
    expect(full).toMatchObject({
      geo: { latitude: 18.5, longitude: 73.8 },
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
      address: { addressLocality: 'Kothrud, Pune' },
    });
  });

  it('writes articles and FAQs with their texts', () => {
    const post = blogPosting({
      url: `${SITE}/blogdetails/a`,
      headline: 'A',
      description: 'About A.',
      image: null,
      published: '2026-11-01T00:00:00.000Z',
      modified: '2026-11-01T00:00:00.000Z',
      siteUrl: SITE,
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A',
      datePublished: '2026-11-01T00:00:00.000Z',
    });
    expect(post).not.toHaveProperty('image');
    const faq = faqPage(`${SITE}/faq`, [{ question: 'Is it free?', answer: 'Yes.' }]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
    ]);
  });
});
