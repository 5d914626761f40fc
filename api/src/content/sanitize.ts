import createDOMPurify from 'dompurify';
import type * as Jsdom from 'jsdom';

/**
 * The site's rule for server HTML (mf-content/src/SafeHtml.tsx): DOMPurify with the html and svg profiles, so
 * scripts, event handlers (onclick, onerror...) and javascript: links go, inline SVG icons stay. The API applies
 * the same rule when an operator saves an article or a page, so what is stored is what the site shows, and no
 * other reader of the API ever receives a script.
 */
export const SAFE_HTML_PROFILES = { html: true, svg: true } as const;

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Operator HTML as the site would render it (built on first use: jsdom takes a moment to start). */
export function sanitizeHtml(html: string): string {
  // jsdom is loaded here, not with the module: loading it costs ~0.4 s of CPU, which every process importing
  // the app paid (each API test file, every CLI run) though only an operator's save ever sanitizes.
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { USE_PROFILES: SAFE_HTML_PROFILES }).trim();
}
