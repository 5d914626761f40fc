import type { StaticPageSlug } from '@basera/shared/schemas';
import { writeBlock } from '../body';
import { description, oneLine, pageTitle, writeHead } from '../head';
import { breadcrumbList, faqPage } from '../jsonld';
import {
  homeCrumb,
  htmlParagraphs,
  htmlToText,
  type PageContext,
  type PageResult,
  readPublic,
  sitePicture,
  siteUrl,
} from './common';

/** Policy pages and the help center: the site's path -> the API's (and static_pages') slug. */
const STATIC_PATHS: Record<string, StaticPageSlug> = {
  '/privacy_policies': 'privacy-policy',
  '/term_and_condition': 'terms-and-conditions',
  '/cancelation': 'cancelation',
  '/refundpolicy': 'refund-and-cancellation-policy',
  '/refund-and-cancellation-policy': 'refund-and-cancellation-policy',
  '/helpcenter': 'help-center',
};
/** Two addresses of one page: the canonical one. */
const CANONICAL: Record<string, string> = { '/refundpolicy': '/refund-and-cancellation-policy' };

/** The SPA's own titles and descriptions of these pages (mf-content usePageMeta), where the data has none. */
const FALLBACK_TITLES: Record<StaticPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms & Conditions',
  cancelation: 'Cancellation Policy',
  'refund-and-cancellation-policy': 'Refund & Cancellation Policy',
  'help-center': 'Help Center',
};

export const CONTENT_PATHS = ['/about', '/contact', '/faq', ...Object.keys(STATIC_PATHS)];

interface ContentParts {
  title: string;
  sentences: Array<string | null>;
  fallback: string[];
  paragraphs: string[];
  apiPath: string;
  answer: unknown;
  banner: string | null;
  extraJsonLd?: object[];
}

interface Banner {
  banner_image_url?: string | null;
}

/** What each content page says, from its own read (that answer is also its boot data). */
async function partsOf(ctx: PageContext, path: string): Promise<ContentParts | null> {
  if (path === '/about') {
    const read = await readPublic<{
      data: Banner & { page_title: string; about_us: string; our_mission: string; our_vision: string };
    }>(ctx, '/get-about-us');
    if (read.status !== 200 || !read.body) return null;
    const data = read.body.data;
    return {
      title: oneLine(data.page_title) || 'About Us',
      sentences: [htmlToText(data.about_us)],
      fallback: ['Who we are and why Basera helps students and professionals find shared housing.'],
      paragraphs: [
        ...htmlParagraphs(data.about_us, 900),
        ...htmlParagraphs(data.our_mission, 300).map((text) => `Our mission: ${text}`),
        ...htmlParagraphs(data.our_vision, 300).map((text) => `Our vision: ${text}`),
      ],
      apiPath: '/get-about-us',
      answer: read.body,
      banner: data.banner_image_url ?? null,
    };
  }
  if (path === '/contact') {
    const read = await readPublic<{
      data: {
        banner_and_seo: Banner;
        static_texts: { get_in_touch: string };
        contact_details: { address?: string | null; contact_number?: string | null; email?: string | null };
      };
    }>(ctx, '/get-contact-us');
    if (read.status !== 200 || !read.body) return null;
    const { contact_details: details, static_texts: texts } = read.body.data;
    const reach = [
      details.email ? `Email ${details.email}` : null,
      details.contact_number ? `call ${details.contact_number}` : null,
    ].filter(Boolean);
    return {
      title: 'Contact Us',
      sentences: [
        'Call, email or message the Basera team.',
        reach.length ? `${reach.join(' or ')}.` : null,
        details.address ? `Address: ${oneLine(details.address)}.` : null,
      ],
      fallback: ['Questions about a listing, your account or a payment: we answer every message.'],
      paragraphs: [
        ...htmlParagraphs(texts.get_in_touch, 400),
        ...(details.email ? [`Email: ${details.email}`] : []),
        ...(details.contact_number ? [`Phone: ${details.contact_number}`] : []),
        ...(details.address ? [`Address: ${details.address}`] : []),
      ],
      apiPath: '/get-contact-us',
      answer: read.body,
      banner: read.body.data.banner_and_seo?.banner_image_url ?? null,
    };
  }
  if (path === '/faq') {
    const read = await readPublic<{ data: Banner & { faqs: Array<{ question: string; answer: string }> } }>(
      ctx,
      '/faqs',
    );
    if (read.status !== 200 || !read.body) return null;
    const faqs = read.body.data.faqs.map((faq) => ({
      question: oneLine(faq.question),
      answer: htmlToText(faq.answer),
    }));
    return {
      title: 'FAQ',
      sentences: [
        'Answers to common questions about finding and listing PGs, hostels, mess and rooms.',
        faqs.length ? `${faqs.length} questions answered.` : null,
      ],
      fallback: [],
      paragraphs: faqs.map((faq) => `${faq.question} ${faq.answer}`),
      apiPath: '/faqs',
      answer: read.body,
      banner: read.body.data.banner_image_url ?? null,
      extraJsonLd: faqs.length ? [faqPage(siteUrl(ctx, '/faq'), faqs)] : [],
    };
  }
  const slug = STATIC_PATHS[path];
  if (!slug) return null;
  const read = await readPublic<{
    data: Banner & { page_title: string; content: string; meta_description: string | null };
  }>(ctx, `/${slug}`);
  if (read.status !== 200 || !read.body) return null;
  const data = read.body.data;
  const title = oneLine(data.page_title) || FALLBACK_TITLES[slug];
  return {
    title,
    sentences: [data.meta_description, htmlToText(data.content)],
    fallback: [`${title} of Basera, the site for PGs, hostels, mess and room sharing in India.`],
    paragraphs: htmlParagraphs(data.content, 1500),
    apiPath: `/${slug}`,
    answer: read.body,
    banner: data.banner_image_url ?? null,
  };
}

/** About, contact, FAQ, the policy pages and the help center: titles and text from their content. */
export async function contentPage(ctx: PageContext): Promise<PageResult | null> {
  const parts = await partsOf(ctx, ctx.path);
  if (!parts) return null;
  const path = CANONICAL[ctx.path] ?? ctx.path;
  const url = siteUrl(ctx, path);
  const image = parts.banner ? { url: parts.banner, alt: parts.title } : await sitePicture(ctx);
  const head = writeHead({
    title: pageTitle(parts.title),
    description: description(parts.sentences, parts.fallback),
    canonical: url,
    robots: 'index',
    image,
    jsonLd: [breadcrumbList([homeCrumb(ctx), { name: parts.title, url }]), ...(parts.extraJsonLd ?? [])],
  });
  const body = writeBlock({
    h1: parts.title,
    crumbs: [
      { href: '/', text: 'Home' },
      { href: path, text: parts.title },
    ],
    paragraphs: parts.paragraphs,
  });
  return {
    kind: 'content',
    status: 200,
    robots: 'index',
    head,
    body,
    boot: { [parts.apiPath]: parts.answer },
  };
}
