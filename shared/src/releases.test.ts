import { canaryBucket, inCanary, pickRelease, RELEASE_ID, type RemoteChannels } from './releases';

const channels: RemoteChannels = {
  entry: 'http://localhost:3005/releases/1.0.0+aaaaaaa/mf-manifest.json',
  release: '1.0.0+aaaaaaa',
  canary: {
    entry: 'http://localhost:3005/releases/2.0.0+bbbbbbb/mf-manifest.json',
    release: '2.0.0+bbbbbbb',
    percent: 10,
  },
};
const ids = Array.from({ length: 10_000 }, (_, i) => `visitor-${i}-${(i * 7919) % 104_729}`);

describe('canary buckets', () => {
  it('keeps a visitor in the same bucket on every call', () => {
    for (const id of ids.slice(0, 100))
      expect(canaryBucket(id, 'mf_search')).toBe(canaryBucket(id, 'mf_search'));
  });

  it.each([1, 10, 50, 90])('puts close to %i %% of 10,000 visitors in the canary', (percent) => {
    const share = ids.filter((id) => inCanary(id, 'mf_search', percent)).length / ids.length;
    expect(Math.abs(share * 100 - percent)).toBeLessThan(1.5);
  });

  it('gives nobody a 0 % canary and everybody a 100 % one', () => {
    expect(ids.some((id) => inCanary(id, 'mf_content', 0))).toBe(false);
    expect(ids.every((id) => inCanary(id, 'mf_content', 100))).toBe(true);
  });

  it('draws each remote apart: being in one canary says little about another', () => {
    const both = ids.filter((id) => inCanary(id, 'mf_search', 50) && inCanary(id, 'mf_content', 50));
    expect(Math.abs(both.length / ids.length - 0.25)).toBeLessThan(0.02);
  });
});

describe('pickRelease', () => {
  it('runs the stable release outside the canary and the canary inside it', () => {
    const picks = ids.slice(0, 1000).map((id) => pickRelease('mf_content', channels, id));
    expect(new Set(picks.map((pick) => pick.channel))).toEqual(new Set(['stable', 'canary']));
    for (const pick of picks)
      expect(pick.release).toBe(pick.channel === 'canary' ? '2.0.0+bbbbbbb' : '1.0.0+aaaaaaa');
  });

  it('lets a preview win over the canary and the stable release', () => {
    const preview = {
      entry: 'http://localhost:3005/releases/3.0.0+ccccccc/mf-manifest.json',
      release: '3.0.0+ccccccc',
    };
    for (const id of ids.slice(0, 200))
      expect(pickRelease('mf_content', { ...channels, preview }, id)).toEqual({
        ...preview,
        channel: 'preview',
      });
  });

  it('reads a plain manifest URL as a remote without releases', () => {
    expect(pickRelease('mf_auth', 'http://localhost:3001/mf-manifest.json', 'v')).toEqual({
      entry: 'http://localhost:3001/mf-manifest.json',
      release: null,
      channel: 'stable',
    });
  });
});

describe('RELEASE_ID', () => {
  it('takes a version with its build, and nothing else', () => {
    for (const id of ['1.4.0+3f2a9c1', '1.5.0-rc.1+3f2a9c1', '0.1.0+e2e.2'])
      expect(RELEASE_ID.test(id)).toBe(true);
    for (const id of ['1.4.0', '1.4+3f2a9c1', '../1.0.0+a', '1.0.0+a/b', '1.0.0+'])
      expect(RELEASE_ID.test(id)).toBe(false);
  });
});
