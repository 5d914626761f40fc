/**
 * Runtime configuration. The shell reads it from `/config.json` at start-up (so a deployment can point at
 * another API without a rebuild) and stores it here; every remote reads the same singleton.
 */
export interface RuntimeConfig {
  /** Base of the provider API, without a trailing slash, e.g. http://localhost:4000/api */
  apiBase: string;
  /**
   * The results map's tile URL template (Leaflet's: {z}/{x}/{y}, optionally {s} and {r}); '' draws no tiles (a plain
   * background with the pins). Set by the static servers from MAP_TILE_URL; OpenStreetMap's tiles by default.
   */
  mapTiles?: string;
}

/** OpenStreetMap's standard tiles (its tile usage policy: light use, attribution "© OpenStreetMap contributors"). */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const fallback: RuntimeConfig = { apiBase: 'http://localhost:4000/api', mapTiles: DEFAULT_MAP_TILES };
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
