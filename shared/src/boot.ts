// What the shell's index.html starts before any script has loaded (shared/build/index.html): the runtime files,
// and on the pages whose largest picture it paints into its static frame (home, a detail page, the blog) the
// public API answer it took that picture from. Pages pick these up here instead of asking again, and loading
// frames show the same picture so nothing flickers.

/** Reads `path` with `read`, unless index.html already asked for it: then its answer, once (the API if it failed). */
export function bootOr<T>(path: string, read: (path: string) => Promise<T>): Promise<T> {
  return takeBootData<T>(path)?.catch(() => read(path)) ?? read(path);
}

/** The picture index.html painted, as its <img> has it, and the page it painted it for. */
export interface BootPicture {
  /** The URL path of that page: another page must not show this picture. */
  path: string;
  src: string;
  srcSet: string;
  sizes: string;
  /** The title it wrote in the page's title band (a listing's name), if any. */
  title?: string;
  /** True when the picture is the title band's background (PageHeader's banner: about, contact, FAQ, the policy pages). */
  banner?: boolean;
  /** Results: true when the page has a row of chips under its search line (a type's, a keyword search's words). */
  chips?: boolean;
}

export interface BootState {
  remotes?: Promise<Response>;
  config?: Promise<Response>;
  /** Parsed bodies of public API reads, by API path ('/get-home'). */
  data?: Record<string, Promise<unknown>>;
  /** The answers among them the server wrote into the page (#boot-data), as values: no wait for a promise. */
  served?: Record<string, unknown>;
  picture?: BootPicture;
  /**
   * A signed-in page's first reads, asked for with the visitor's token before any script (index.html): the
   * responses by API path, unread.
   */
  signedIn?: { token: string; responses: Record<string, Promise<Response>> };
}

declare global {
  interface Window {
    __baseraBoot?: BootState;
  }
}

const boot = (): BootState | undefined => (typeof window === 'undefined' ? undefined : window.__baseraBoot);

/**
 * The answer index.html already asked for at `path`, once: the first read uses it, later reads (a retry, a
 * revalidation) ask the API. Undefined when the page did not start one.
 */
export function takeBootData<T>(path: string): Promise<T> | undefined {
  const state = boot();
  if (state?.served) takeOnce(state.served, path);
  return state?.data && (takeOnce(state.data, path) as Promise<T> | undefined);
}

/**
 * The answer the server wrote into the page at `path`, as a value, once (as takeBootData, which then has
 * nothing for it). Undefined when it wrote none, or the page took it already.
 */
export function takeServedData<T>(path: string): T | undefined {
  const state = boot();
  const served = state?.served && (takeOnce(state.served, path) as T | undefined);
  if (served !== undefined && state?.data) takeOnce(state.data, path);
  return served;
}

/** The entry of `started` for the read `path` (its query keys in any order), removed: each is used once. */
function takeOnce<T>(started: Record<string, T>, path: string): T | undefined {
  const key = path in started ? path : Object.keys(started).find((one) => sameRead(one, path));
  if (key === undefined) return undefined;
  const entry = started[key];
  delete started[key];
  return entry;
}

/**
 * One API read written two ways: the same path and the same query, its keys in any order (the server writes a
 * landing page's search in its own order, the page in its filters' order).
 */
function sameRead(a: string, b: string): boolean {
  const [pathA, queryA = ''] = a.split('?');
  const [pathB, queryB = ''] = b.split('?');
  if (pathA !== pathB) return false;
  const sorted = (query: string) => {
    const params = new URLSearchParams(query);
    params.sort();
    return params.toString();
  };
  return sorted(queryA) === sorted(queryB);
}

/** The picture index.html painted, while the page it painted it for is the one showing. */
export function bootPicture(): BootPicture | undefined {
  const picture = boot()?.picture;
  return picture?.src && picture.path === window.location.pathname ? picture : undefined;
}

/**
 * The response index.html already asked for at `path` with this very token (a signed-in page's first read), once.
 * Undefined for any other path or token (signed out or in again since): the caller asks the API itself.
 */
export function takeSignedInRead(path: string, token: string | null): Promise<Response> | undefined {
  const own = boot()?.signedIn;
  if (!own || !token || own.token !== token) return undefined;
  return takeOnce(own.responses, path);
}
