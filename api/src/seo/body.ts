import { escapeHtml, oneLine, SITE_NAME } from './head';

/**
 * The crawlable block (issue 33): what a crawler that runs no script, or a person with JavaScript off, reads on a
 * page: the site's name linking home, the page's <h1>, its key facts, a few sentences and plain <a href> links
 * (listings, neighbouring localities, the way back), and the footer's links. The shell's server puts it in #root
 * after the boot frame; with JavaScript on it is never painted (`.js .seo-block { display: none }`) and the
 * page's own render replaces it. Callers pass plain text; every text and address is escaped here.
 */

export interface BlockLink {
  /** A site path ("/pgdetails/60") or an absolute address. */
  href: string;
  text: string;
  /** A short note after the link ("Rs. 8,500/month"). */
  note?: string | null;
}

export interface BlockSection {
  heading: string;
  links: BlockLink[];
}

export interface BlockInput {
  h1: string;
  /** The way here from home (Home / PG in Bengaluru / ...); the last one is this page, not a link. */
  crumbs?: BlockLink[];
  /** Key facts, one line each ("27 PGs", "Rs. 6,500 – Rs. 18,000 a month"). */
  facts?: string[];
  paragraphs?: string[];
  /** Lists of links; an empty one is left out. */
  sections?: BlockSection[];
}

/** The footer's links: the pages every page links to. */
export const FOOTER_LINKS: BlockLink[] = [
  { href: '/about', text: 'About' },
  { href: '/contact', text: 'Contact' },
  { href: '/faq', text: 'FAQ' },
  { href: '/blog', text: 'Blog' },
];

/** Only site paths and http(s) addresses become links (never javascript: or data:). */
const safeHref = (href: string) => (/^\/(?!\/)|^https?:\/\//i.test(href) ? href : '/');

const link = ({ href, text }: BlockLink) =>
  `<a href="${escapeHtml(safeHref(href))}">${escapeHtml(oneLine(text))}</a>`;

const item = (entry: BlockLink) =>
  `<li>${link(entry)}${entry.note ? ` <span>${escapeHtml(oneLine(entry.note))}</span>` : ''}</li>`;

export function writeBlock(input: BlockInput): string {
  const parts = [`<header class="seo-site">${link({ href: '/', text: SITE_NAME })}</header>`];
  const crumbs = input.crumbs ?? [];
  if (crumbs.length) {
    const items = crumbs.map((crumb, index) =>
      index === crumbs.length - 1
        ? `<li aria-current="page">${escapeHtml(oneLine(crumb.text))}</li>`
        : `<li>${link(crumb)}</li>`,
    );
    parts.push(`<nav class="seo-crumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`);
  }
  parts.push(`<h1>${escapeHtml(oneLine(input.h1))}</h1>`);
  const facts = (input.facts ?? []).map(oneLine).filter(Boolean);
  if (facts.length)
    parts.push(`<ul class="seo-facts">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`);
  for (const paragraph of input.paragraphs ?? [])
    if (oneLine(paragraph)) parts.push(`<p>${escapeHtml(oneLine(paragraph))}</p>`);
  for (const section of input.sections ?? []) {
    if (!section.links.length) continue;
    parts.push(
      `<section><h2>${escapeHtml(oneLine(section.heading))}</h2><ul>${section.links.map(item).join('')}</ul></section>`,
    );
  }
  parts.push(
    `<footer class="seo-footer"><nav aria-label="${escapeHtml(SITE_NAME)}">${FOOTER_LINKS.map(link).join(' ')}</nav></footer>`,
  );
  return `<div class="seo-block" data-seo-block>${parts.join('')}</div>`;
}
