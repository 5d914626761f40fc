/**
 * Runtime configuration. The shell reads it from `/config.json` at start-up (so a deployment can point at
 * another API without a rebuild) and stores it here; every remote reads the same singleton.
 */
export interface RuntimeConfig {
  /** Base of the provider API, without a trailing slash, e.g. http://localhost:4000/api */
  apiBase: string;
}

const fallback: RuntimeConfig = { apiBase: 'http://localhost:4000/api' };
let current: RuntimeConfig = fallback;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config, apiBase: (config.apiBase ?? current.apiBase).replace(/\/+$/, '') };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Fetches `/config.json` from the page's origin; keeps the defaults when it is missing. */
export async function loadRuntimeConfig(
  url = '/config.json',
  /** The same request, already started by the page (the shell's index.html starts it before any script). */
  started?: Promise<Response>,
): Promise<RuntimeConfig> {
  try {
    const response = await (started ?? fetch(url, { cache: 'no-store' }));
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // No config file: the defaults serve local development.
  }
  return current;
}
