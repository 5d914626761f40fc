// What a storage key may be and how a stored file is served: shared by both stores and the /storage route.

/** Folders and names of letters, digits, `.`, `_` and `-`, none starting with a dot: no `..`, no hidden files. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isStorageKey = (key: string) => key.length <= 300 && KEY.test(key);

/** Refuses a key this API would never write (a bug, or a path from a request that was not checked). */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type a stored file is served with, by its extension (only pictures are stored). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The caching stored files are served with (their names never change); also set on S3 objects, for a CDN. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/** What a request is told when the store cannot be read or written (503, with Retry-After). */
export const STORAGE_UNAVAILABLE = 'Storage is not available, try again shortly';
