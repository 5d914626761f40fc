import type { BrowserRegistry, PickedRelease } from '@basera/shared/releases';
import { createInstance } from '@module-federation/enhanced/runtime';
import { releasePlugin, stableEntry } from './plugin';

/** A localStorage stand-in: what one browser keeps between page loads. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const STABLE = 'http://localhost:3005/releases/1.0.0+aaaaaaa/mf-manifest.json';
const CANARY = 'http://localhost:3005/releases/2.0.0+bbbbbbb/mf-manifest.json';
const PREVIEW = 'http://localhost:3005/releases/2.1.0-rc.1+ccccccc/mf-manifest.json';
const registry: BrowserRegistry = {
  mf_content: {
    entry: STABLE,
    release: '1.0.0+aaaaaaa',
    canary: { entry: CANARY, release: '2.0.0+bbbbbbb', percent: 50 },
  },
  mf_search: 'http://localhost:3002/mf-manifest.json',
};

/** Registers the registry's remotes on a fresh plugin, as the shell's start-up does; returns the entries picked. */
function register(registryDoc: BrowserRegistry, storage: Storage | null) {
  const picks: Record<string, PickedRelease> = {};
  const plugin = releasePlugin(registryDoc, { storage, record: (name, picked) => (picks[name] = picked) });
  const remotes = Object.entries(registryDoc).map(([name, channels]) => ({
    name,
    entry: stableEntry(channels),
  }));
  for (const remote of remotes) plugin.beforeRegisterRemote?.({ remote, origin: {} as never });
  return { entries: Object.fromEntries(remotes.map((r) => [r.name, r.entry])), picks };
}

describe('releasePlugin', () => {
  beforeEach(() => {
    delete window.__BASERA_RELEASES__;
  });

  it('keeps a visitor on the same side of a 50 % canary on every page load, and puts about half on each', () => {
    let canaries = 0;
    for (let visitor = 0; visitor < 40; visitor++) {
      const storage = memoryStorage();
      const first = register(registry, storage);
      const second = register(registry, storage);
      expect(second.entries).toEqual(first.entries);
      expect([STABLE, CANARY]).toContain(first.entries.mf_content);
      if (first.entries.mf_content === CANARY) {
        canaries += 1;
        expect(first.picks.mf_content).toMatchObject({ release: '2.0.0+bbbbbbb', channel: 'canary' });
      } else expect(first.picks.mf_content).toMatchObject({ release: '1.0.0+aaaaaaa', channel: 'stable' });
    }
    // 40 visitors at 50 %: all on one side would be a pick that ignores the canary (chance 2 in 10^12).
    expect(canaries).toBeGreaterThan(5);
    expect(canaries).toBeLessThan(35);
  });

  it('gives a previewing browser its preview, whatever its canary bucket', () => {
    const withPreview: BrowserRegistry = {
      mf_content: {
        ...(registry.mf_content as object as Exclude<BrowserRegistry[string], string>),
        canary: { entry: CANARY, release: '2.0.0+bbbbbbb', percent: 100 },
        preview: { entry: PREVIEW, release: '2.1.0-rc.1+ccccccc' },
      },
    };
    const { entries, picks } = register(withPreview, memoryStorage());
    expect(entries.mf_content).toBe(PREVIEW);
    expect(picks.mf_content).toEqual({ entry: PREVIEW, release: '2.1.0-rc.1+ccccccc', channel: 'preview' });
  });

  it('takes a plain manifest URL as the stable entry of a remote without releases', () => {
    const { entries, picks } = register({ mf_search: 'http://localhost:3002/mf-manifest.json' }, null);
    expect(entries.mf_search).toBe('http://localhost:3002/mf-manifest.json');
    expect(picks.mf_search).toMatchObject({ release: null, channel: 'stable' });
  });

  it('records what the page runs in window.__BASERA_RELEASES__, through the federation runtime itself', () => {
    const storage = memoryStorage();
    const federation = createInstance({
      name: 'shell_releases_test',
      remotes: [],
      plugins: [releasePlugin(registry, { storage })],
    });
    federation.registerRemotes(
      Object.entries(registry).map(([name, channels]) => ({ name, entry: stableEntry(channels) })),
    );
    const registered = Object.fromEntries(
      federation.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : '']),
    );
    const content = window.__BASERA_RELEASES__?.mf_content;
    expect(registered.mf_content).toBe(content?.channel === 'canary' ? CANARY : STABLE);
    expect(window.__BASERA_RELEASES__).toEqual({
      mf_content:
        content?.channel === 'canary'
          ? { release: '2.0.0+bbbbbbb', channel: 'canary' }
          : { release: '1.0.0+aaaaaaa', channel: 'stable' },
      mf_search: { release: null, channel: 'stable' },
    });
    // The visitor id was made once and kept.
    expect(storage.getItem('basera_visitor')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('stores no visitor id where no canary needs one (signing out clears local storage; the site leaves it empty)', () => {
    const storage = memoryStorage();
    const withPreview: BrowserRegistry = {
      mf_content: {
        entry: STABLE,
        release: '1.0.0+aaaaaaa',
        canary: { entry: CANARY, release: '2.0.0+bbbbbbb', percent: 50 },
        preview: { entry: PREVIEW, release: '2.1.0-rc.1+ccccccc' },
      },
      mf_search: 'http://localhost:3002/mf-manifest.json',
      mf_auth: { entry: STABLE, release: '1.0.0+aaaaaaa' },
    };
    register(withPreview, storage);
    expect(storage.length).toBe(0);
    register(registry, storage);
    expect(storage.length).toBe(1);
  });

  it('still picks when storage is blocked (an id for this page only)', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const first = register(registry, blocked);
    const second = register(registry, blocked);
    expect([STABLE, CANARY]).toContain(first.entries.mf_content);
    expect(second.entries).toEqual(first.entries);
  });
});
