/** The first `count` words of a text, with "..." when words were cut (blog titles and descriptions). */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/** The readable text of an HTML fragment (never run or inserted: parsed as an inert document). */
export function htmlToText(html: string): string {
  // Closing block tags become spaces, so that "</p><p>" does not glue two words together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template')) node.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** "28 Oct 2026" in Indian English. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
