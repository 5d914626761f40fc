import { useEffect } from 'react';

export const SITE_NAME = 'Basera';

/** The site-wide description (shared/build/index.html has the same), for a page that gives none of its own. */
export const SITE_DESCRIPTION =
  'Basera: find and list PG rooms, hostels, mess services and room sharing across India.';

/**
 * Whether the head in the document is the one the shell's server wrote for the page showing (issue 33): the
 * server marks <html> with the path it wrote it for (data-seo-path) and the page's kind (data-seo-kind), and
 * every element of that head with data-seo. There the server's title and description stay (they say more than
 * the page's own: "Sunrise PG: PG in Koramangala, Bengaluru | Basera"), except on a private page, whose server
 * title is only "Basera". After a client-side navigation to another path those elements describe another page:
 * they are removed, with the marks, once, and the site description is put back for pages without their own.
 */
function serverHeadShowing(): boolean {
  const root = document.documentElement;
  const path = root.getAttribute('data-seo-path');
  if (path === null) return false;
  if (path === window.location.pathname) return root.getAttribute('data-seo-kind') !== 'private';
  root.removeAttribute('data-seo-path');
  root.removeAttribute('data-seo-kind');
  for (const element of document.head.querySelectorAll('[data-seo]')) element.remove();
  setDescription(SITE_DESCRIPTION);
  return false;
}

function setDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/**
 * Sets the document title ("{title} | Basera") and the meta description for the page being shown, unless the
 * server wrote the head for this very page (then its title and description stay).
 */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (serverHeadShowing()) return;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    if (description) setDescription(description);
  }, [title, description]);
}
