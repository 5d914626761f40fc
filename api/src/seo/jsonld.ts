import { SITE_NAME } from './head';

/**
 * schema.org JSON-LD builders (issue 33): plain objects, serialized by the head writer (head.ts jsonForScript).
 * Every address in them is absolute. Fields without data are left out rather than filled with guesses.
 */

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

/** Home -> ... -> this page. */
export const breadcrumbList = (crumbs: Crumb[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/** A list of pages (listings, articles) in the order the page shows them. */
export const itemList = (name: string, items: Crumb[]) => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  name,
  numberOfItems: items.length,
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    url: item.url,
    name: item.name,
  })),
});

export interface OrganizationInput {
  siteUrl: string;
  description: string;
  email?: string | null;
  phone?: string | null;
  /** The business's social pages (general settings). */
  sameAs: Array<string | null | undefined>;
}

export const organization = (input: OrganizationInput) => {
  const sameAs = input.sameAs.filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)));
  const contact = input.email || input.phone;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.siteUrl}/#organization`,
    name: SITE_NAME,
    url: `${input.siteUrl}/`,
    description: input.description,
    ...(sameAs.length ? { sameAs } : {}),
    ...(contact
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            areaServed: 'IN',
            ...(input.email ? { email: input.email } : {}),
            ...(input.phone ? { telephone: input.phone } : {}),
          },
        }
      : {}),
  };
};

/** The site, with its search (the results page's keyword search: /PG?search=...). */
export const webSite = (siteUrl: string) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  '@id': `${siteUrl}/#website`,
  name: SITE_NAME,
  url: `${siteUrl}/`,
  inLanguage: 'en-IN',
  publisher: { '@id': `${siteUrl}/#organization` },
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/PG?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

export interface ArticleInput {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  published: string;
  modified: string;
  siteUrl: string;
}

export const blogPosting = (input: ArticleInput) => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  mainEntityOfPage: input.url,
  url: input.url,
  headline: input.headline,
  description: input.description,
  ...(input.image ? { image: [input.image] } : {}),
  datePublished: input.published,
  dateModified: input.modified,
  inLanguage: 'en-IN',
  author: { '@type': 'Organization', name: SITE_NAME, url: `${input.siteUrl}/` },
  publisher: { '@type': 'Organization', name: SITE_NAME, url: `${input.siteUrl}/` },
});

export interface LodgingInput {
  url: string;
  name: string;
  description: string | null;
  image: string | null;
  street: string | null;
  locality: string | null;
  city: string;
  state: string;
  postalCode: string | null;
  /** "Rs. 8,500 a month onwards". */
  priceRange: string | null;
  lat: number | null;
  long: number | null;
  ratingAvg: number | null;
  ratingCount: number;
  amenities: string[];
}

/** A listing as a place to stay: where, from what price, its photo, its rating once reviewed. */
export const lodgingBusiness = (input: LodgingInput) => ({
  '@context': CONTEXT,
  '@type': 'LodgingBusiness',
  '@id': `${input.url}#listing`,
  name: input.name,
  url: input.url,
  ...(input.description ? { description: input.description } : {}),
  ...(input.image ? { image: [input.image] } : {}),
  address: {
    '@type': 'PostalAddress',
    ...(input.street ? { streetAddress: input.street } : {}),
    addressLocality: input.locality ? `${input.locality}, ${input.city}` : input.city,
    addressRegion: input.state,
    ...(input.postalCode ? { postalCode: input.postalCode } : {}),
    addressCountry: 'IN',
  },
  ...(input.priceRange ? { priceRange: input.priceRange, currenciesAccepted: 'INR' } : {}),
  ...(input.lat !== null && input.long !== null
    ? { geo: { '@type': 'GeoCoordinates', latitude: input.lat, longitude: input.long } }
    : {}),
  ...(input.ratingCount > 0 && input.ratingAvg !== null
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Number(input.ratingAvg.toFixed(1)),
          reviewCount: input.ratingCount,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {}),
  ...(input.amenities.length
    ? {
        amenityFeature: input.amenities.map((name) => ({
          '@type': 'LocationFeatureSpecification',
          name,
          value: true,
        })),
      }
    : {}),
});

/** Questions and their answers as plain text. */
export const faqPage = (url: string, faqs: Array<{ question: string; answer: string }>) => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  url,
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
});
