import { cacheBusted, entryRetryPlugin } from './entry-retry';

const MANIFEST = 'http://localhost:3005/releases/1.0.0+aaaaaaa/mf-manifest.json';
// jsdom has no Response: the plugin reads only ok and status.
const ok = () => ({ ok: true, status: 200 }) as Response;
const missing = () => ({ ok: false, status: 404 }) as Response;

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('cacheBusted', () => {
  it('adds ?t=<now>, or replaces the one there', () => {
    expect(cacheBusted(MANIFEST, 42)).toBe(`${MANIFEST}?t=42`);
    expect(cacheBusted(`${MANIFEST}?a=1&t=1`, 42)).toBe(`${MANIFEST}?a=1&t=42`);
  });
});

describe('entryRetryPlugin: the manifest', () => {
  afterEach(() => setOnline(true));

  it('asks once more with ?t=<now> after a network failure or an error status', async () => {
    for (const first of [() => Promise.reject(new TypeError('Failed to fetch')), async () => missing()]) {
      const fetchMock = jest.fn().mockImplementationOnce(first).mockResolvedValueOnce(ok());
      const plugin = entryRetryPlugin({ fetch: fetchMock, now: () => 1234 });
      const response = await plugin.fetch?.(MANIFEST, {});
      expect((response as Response).status).toBe(200);
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MANIFEST, `${MANIFEST}?t=1234`]);
    }
  });

  it('does not ask again when the first answer is good', async () => {
    const fetchMock = jest.fn().mockResolvedValue(ok());
    await entryRetryPlugin({ fetch: fetchMock }).fetch?.(MANIFEST, {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the second failure through (the section then shows its Retry)', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(missing()).mockResolvedValueOnce(missing());
    await expect(entryRetryPlugin({ fetch: fetchMock }).fetch?.(MANIFEST, {})).rejects.toThrow(
      `Could not load ${MANIFEST}: HTTP 404`,
    );
    const failing = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(entryRetryPlugin({ fetch: failing }).fetch?.(MANIFEST, {})).rejects.toThrow(
      'Failed to fetch',
    );
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('offline, fails at once: the page waits for the network instead', async () => {
    setOnline(false);
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(entryRetryPlugin({ fetch: fetchMock }).fetch?.(MANIFEST, {})).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('entryRetryPlugin: the entry script', () => {
  afterEach(() => setOnline(true));
  const ENTRY = 'http://localhost:3005/releases/1.0.0+aaaaaaa/remoteEntry.js';
  const args = (getRemoteEntry: jest.Mock) => {
    const failed = Promise.reject(new Error('RUNTIME-008'));
    failed.catch(() => undefined);
    return {
      getRemoteEntry,
      origin: {} as never,
      remoteInfo: { name: 'mf_content', entry: ENTRY } as never,
      globalLoading: { [`mf_content:${ENTRY}`]: failed } as Record<string, Promise<void> | undefined>,
      uniqueKey: `mf_content:${ENTRY}`,
    };
  };

  it('loads it once more from ?t=<now>, in place of the failed download', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(async ({ getEntryUrl }) => {
      expect(getEntryUrl(ENTRY)).toBe(`${ENTRY}?t=99`);
      return exports;
    });
    const call = args(getRemoteEntry);
    await expect(entryRetryPlugin({ now: () => 99 }).loadEntryError?.(call)).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    // The failed download no longer stands for the remote's entry.
    expect(call.globalLoading[call.uniqueKey]).toBeUndefined();
  });

  it('lets the second failure through', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008 again'));
    await expect(entryRetryPlugin().loadEntryError?.(args(getRemoteEntry))).rejects.toThrow('again');
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('offline, does not try again', async () => {
    setOnline(false);
    const getRemoteEntry = jest.fn();
    await expect(entryRetryPlugin().loadEntryError?.(args(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });
});
