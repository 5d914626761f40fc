// What the shell's index.html starts before any script has loaded (shared/build/index.html): the runtime files,
// and on home the public /get-home answer and the first banner picture it paints into its static frame. Pages
// pick these up here instead of asking again, and loading frames show the same picture so nothing flickers.

/** The banner picture index.html painted, as its <img> has it. */
export interface BootHero {
  src: string;
  srcSet: string;
  sizes: string;
}

export interface BootState {
  remotes?: Promise<Response>;
  config?: Promise<Response>;
  /** Parsed bodies of public API reads, by API path ('/get-home'). */
  data?: Record<string, Promise<unknown>>;
  hero?: BootHero;
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
  const data = boot()?.data;
  const started = data?.[path];
  if (!data || !started) return undefined;
  delete data[path];
  return started as Promise<T>;
}

/** The first banner picture index.html painted on home, if it did. */
export function bootHero(): BootHero | undefined {
  const hero = boot()?.hero;
  return hero?.src ? hero : undefined;
}
