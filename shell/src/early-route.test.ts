import { LANDING_ROUTE } from '@basera/shared';
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { EARLY_ROUTES, earlyModuleFor, startRemotes } from './early-route';
import { routeTable } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

/** A path the route matches: each :param filled with a sample value, optional params left out. */
const samplePath = (path: string) =>
  // The landing route's guard takes only a landing page's shape.
  path === LANDING_ROUTE
    ? '/pg-in-bengaluru/koramangala'
    : path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, 'x1') || '/';

describe('EARLY_ROUTES', () => {
  it('names, for every public route of the route table, the module the route table names', () => {
    for (const route of routeTable.filter((r) => !r.auth && !r.operator)) {
      expect([route.path, earlyModuleFor(samplePath(route.path))]).toEqual([route.path, route.module]);
    }
  });

  it('leaves signed-in routes, the operator console and unknown paths alone', () => {
    for (const route of routeTable.filter((r) => r.auth))
      expect(earlyModuleFor(samplePath(route.path))).toBe(undefined);
    // Before any script knows who is signed in: the console's remote must not start downloading.
    for (const path of ['/admin', '/admin/listings', '/admin/users/3'])
      expect(earlyModuleFor(path)).toBe(undefined);
    expect(earlyModuleFor('/no-such-page')).toBe(undefined);
    expect(EARLY_ROUTES.length).toBeGreaterThan(0);
  });
});

describe('startRemotes', () => {
  const registry = { mf_content: 'http://localhost:3005/mf-manifest.json' };
  const answer = (ok = true) =>
    Promise.resolve({ ok, status: ok ? 200 : 500, json: async () => registry } as Response);
  beforeEach(() => jest.clearAllMocks());

  it("registers the remotes and preloads the route's remote with its page", async () => {
    await expect(startRemotes(answer(), '/blog')).resolves.toEqual(registry);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_content', entry: registry.mf_content }]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_content', exposes: ['BlogListPage'] }]);
  });

  it('gives an empty registry when /remotes.json cannot be read, so every section offers Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startRemotes(answer(false), '/')).resolves.toEqual({});
    await expect(startRemotes(Promise.reject(new Error('offline')), '/')).resolves.toEqual({});
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('survives a remote that is down while preloading', async () => {
    (preloadRemote as jest.Mock).mockReturnValueOnce(Promise.reject(new Error('down')));
    await expect(startRemotes(answer(), '/pgdetails/40')).resolves.toEqual(registry);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_search', exposes: ['PropertyDetailPage'] },
    ]);
  });
});
