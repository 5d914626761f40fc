// The anonymous visitor id that places a browser in or out of a remote's canary. Runs in the shell's entry:
// imports nothing shared (the constants come from `@basera/shared/releases`, a plain module bundled here).
import { VISITOR_ID_KEY } from '@basera/shared/releases';

/** A random id: crypto.randomUUID where the page is a secure context, else 128 random bits as hex. */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The page's localStorage, or null where it is blocked (private modes, a sandboxed frame, cookies off). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let pageOnly: string | undefined;

/**
 * This browser's visitor id: kept in localStorage (`basera_visitor`), made once. Where storage is blocked or
 * full, an id for this page only (the visitor may then land in another canary bucket on the next page load:
 * nothing better is possible without storage, and no cookie is set for it).
 */
export function visitorId(storage: Storage | null = localStore()): string {
  try {
    const stored = storage?.getItem(VISITOR_ID_KEY);
    if (stored && /^[0-9A-Za-z-]{8,64}$/.test(stored)) return stored;
    if (storage) {
      const id = randomId();
      storage.setItem(VISITOR_ID_KEY, id);
      return id;
    }
  } catch {
    // Blocked or full: below.
  }
  pageOnly ??= randomId();
  return pageOnly;
}
