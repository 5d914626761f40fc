// Only the share menu (its own chunk) copies: kept apart from share-link.ts, which every card loads.

/**
 * Puts `text` on the clipboard: the Clipboard API where there is one (secure pages), else the old way, a
 * selected off-screen field and `execCommand('copy')` (plain http, older browsers). False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the old way below.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(field);
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}
