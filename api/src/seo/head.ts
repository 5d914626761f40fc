import { SHARE_IMAGE } from '@basera/shared/schemas';

/**
 * The head writer (issue 33): a page's <title>, description, canonical link, robots, Open Graph and Twitter tags
 * and JSON-LD, as the HTML the shell's server splices into <head>. Every element carries `data-seo=""`, so the
 * SPA can remove exactly these after a client-side navigation. Every text is escaped here: callers pass plain
 * text (a listing's name as its owner typed it), never HTML.
 */

export const SITE_NAME = 'Basera';
/** Titles past this are cut by search engines and chat previews. */
export const TITLE_MAX = 70;
/** Descriptions between these lengths show whole in search results. */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content and in a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/ld+json">`: every `<` (and `>`, `&`) as a \u escape, so no `</script>` or
 * `<!--` can end or change the script, whatever the data holds; U+2028/2029 too (old JavaScript parsers). Still
 * the same JSON to JSON.parse.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** White space folded, control characters dropped: text from the database as one line. */
export const oneLine = (text: string | null | undefined): string =>
  (text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word with "…" when cut. */
export function clip(text: string, max: number): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "{title} | Basera" within TITLE_MAX (the title cut, never the site's name); the site alone without one. */
export function pageTitle(title: string | null | undefined): string {
  const suffix = ` | ${SITE_NAME}`;
  const line = oneLine(title);
  return line ? `${clip(line, TITLE_MAX - suffix.length)}${suffix}` : SITE_NAME;
}

/**
 * A description from sentences of real data: as many whole sentences as fit DESCRIPTION_MAX, then `fallback`
 * sentences while it is shorter than DESCRIPTION_MIN; a single long sentence is cut at a word.
 */
export function description(sentences: Array<string | null | undefined | false>, fallback: string[] = []) {
  let out = '';
  const add = (sentence: string) => {
    const next = out ? `${out} ${sentence}` : sentence;
    // A first sentence longer than the whole is cut at a word rather than lost.
    if (next.length <= DESCRIPTION_MAX || !out) out = clip(next, DESCRIPTION_MAX);
  };
  for (const sentence of sentences) if (sentence) add(oneLine(sentence));
  for (const sentence of fallback) if (out.length < DESCRIPTION_MIN) add(oneLine(sentence));
  return out;
}

export interface ShareImage {
  url: string;
  alt: string;
  /** Known for the 1200 × 630 share pictures; left out for others. */
  width?: number;
  height?: number;
}

/** A share picture of SEO_API (listing or blog): 1200 × 630 JPEG. */
export const sharePicture = (url: string, alt: string): ShareImage => ({
  url,
  alt,
  width: SHARE_IMAGE.width,
  height: SHARE_IMAGE.height,
});

export interface HeadInput {
  /** The whole title, as pageTitle makes it. */
  title: string;
  description: string;
  /** Absolute; null on pages that have none (a 404). */
  canonical: string | null;
  robots: 'index' | 'noindex';
  /** Open Graph type; with `url` and the rest of the share tags only when the page has a canonical address. */
  ogType?: 'website' | 'article';
  image?: ShareImage | null;
  /** JSON-LD blocks (each its own script). */
  jsonLd?: object[];
  /** og:article times (ISO), for articles. */
  published?: string | null;
  modified?: string | null;
}

const ROBOTS = {
  // Large previews: a listing's photo is the point of a search result.
  index: 'index, follow, max-image-preview:large',
  // Links on a noindex page (a gone listing's suggestions) are still followed.
  noindex: 'noindex, follow',
} as const;

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" data-seo="">`;

/** The head's HTML: one element per line, every one with data-seo="". */
export function writeHead(input: HeadInput): string {
  const lines = [
    `<title data-seo="">${escapeHtml(input.title)}</title>`,
    meta('name', 'description', input.description),
    meta('name', 'robots', ROBOTS[input.robots]),
  ];
  if (input.canonical) {
    lines.push(`<link rel="canonical" href="${escapeHtml(input.canonical)}" data-seo="">`);
    lines.push(
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', 'en_IN'),
      meta('property', 'og:type', input.ogType ?? 'website'),
      meta('property', 'og:title', input.title),
      meta('property', 'og:description', input.description),
      meta('property', 'og:url', input.canonical),
    );
    if (input.published) lines.push(meta('property', 'article:published_time', input.published));
    if (input.modified) lines.push(meta('property', 'article:modified_time', input.modified));
    const image = input.image;
    if (image) {
      lines.push(meta('property', 'og:image', image.url));
      if (image.url.startsWith('https:')) lines.push(meta('property', 'og:image:secure_url', image.url));
      if (image.width && image.height)
        lines.push(
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        );
      lines.push(meta('property', 'og:image:alt', image.alt));
    }
    lines.push(
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', input.title),
      meta('name', 'twitter:description', input.description),
    );
    if (image)
      lines.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  }
  for (const block of input.jsonLd ?? [])
    lines.push(`<script type="application/ld+json" data-seo="">${jsonForScript(block)}</script>`);
  return lines.join('\n');
}
