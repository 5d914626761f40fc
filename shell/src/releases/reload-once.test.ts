import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkReloadDecision,
  isChunkLoadError,
  NETWORK_SETTLE_MS,
  type ReloadEnvironment,
  reloadAfterChunkError,
  steadilyOnline,
} from './reload-once';

/** What webpack rejects with when a chunk's script 404s. */
function chunkLoadError(chunk = '812') {
  const error = new Error(`Loading chunk ${chunk} failed.\n(missing: http://localhost:3005/812.1a2b3c4d.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    length: 0,
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** One tab: its sessionStorage outlives its reloads. */
function tab(options: Partial<ReloadEnvironment> = {}) {
  const storage = memoryStorage();
  let now = 1_000_000;
  const reload = jest.fn();
  const env: ReloadEnvironment = {
    storage: () => storage,
    online: () => true,
    path: () => '/blog',
    now: () => now,
    reload,
    ...options,
  };
  return { env, reload, storage, pass: (ms: number) => (now += ms) };
}

describe('isChunkLoadError', () => {
  it("knows webpack's ChunkLoadError, a CSS chunk's and one wrapped as a cause", () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/12.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('remote failed', { cause: chunkLoadError() }))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 remoteEntry.js'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads once, and a second ChunkLoadError after that reload does not reload again', () => {
    const { env, reload, storage } = tab();
    expect(reloadAfterChunkError(chunkLoadError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '{}')).toEqual({ '/blog': 1_000_000 });
    // The reloaded page meets the same missing chunk (the file is really gone): it shows its Retry instead.
    expect(reloadAfterChunkError(chunkLoadError(), env)).toBe(false);
    expect(reloadAfterChunkError(chunkLoadError('900'), env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again for a later deploy, and for another page', () => {
    const { env, reload, pass } = tab();
    reloadAfterChunkError(chunkLoadError(), env);
    expect(reloadAfterChunkError(chunkLoadError(), { ...env, path: () => '/faq' })).toBe(true);
    pass(CHUNK_RELOAD_WINDOW_MS + 1);
    expect(reloadAfterChunkError(chunkLoadError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads offline: the offline handling waits for the network', () => {
    const { env, reload, storage } = tab({ online: () => false });
    expect(reloadAfterChunkError(chunkLoadError(), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('never reloads for a chunk that failed just before the network came back: only once it has been back a while', () => {
    const start = Date.now();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    const { env, reload } = tab({ online: () => steadilyOnline(start + 1_000) });
    expect(reloadAfterChunkError(chunkLoadError(), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    env.online = () => steadilyOnline(start + NETWORK_SETTLE_MS + 1_000);
    expect(reloadAfterChunkError(chunkLoadError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without a sessionStorage to record it in (it could loop)', () => {
    const reload = jest.fn();
    const missing = tab({ storage: () => null, reload });
    expect(reloadAfterChunkError(chunkLoadError(), missing.env)).toBe(false);
    const blocked = tab({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      reload,
    });
    expect(reloadAfterChunkError(chunkLoadError(), blocked.env)).toBe(false);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(reloadAfterChunkError(chunkLoadError(), tab({ storage: () => full, reload }).env)).toBe(false);
    const forgetful = memoryStorage();
    forgetful.setItem = () => undefined;
    expect(reloadAfterChunkError(chunkLoadError(), tab({ storage: () => forgetful, reload }).env)).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves other errors alone', () => {
    const { env, reload } = tab();
    expect(reloadAfterChunkError(new Error('Server error. Please try again later.'), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('chunkReloadDecision', () => {
  it('drops marks older than the window', () => {
    const now = 10 * CHUNK_RELOAD_WINDOW_MS;
    const decision = chunkReloadDecision(chunkLoadError(), {
      online: true,
      path: '/',
      now,
      reloads: { '/old': 1, '/recent': now - 1000 },
    });
    expect(decision).toEqual({ reload: true, reloads: { '/': now, '/recent': now - 1000 } });
  });
});
