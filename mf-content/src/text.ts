/** The readable text of an HTML fragment (never run or inserted: parsed as an inert document). */
export function htmlToText(html: string): string {
  // Closing block tags become spaces, so that "</p><p>" does not glue two words together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template')) node.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
