import { type User, useAuthStore } from '@basera/shared';
import { LANDING_ROUTE } from '@basera/shared/rules';
import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { EARLY_ROUTES, earlyModuleFor, startRemotes, storedSession } from './early-route';
import { routeTable } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
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

  it('names, for every signed-in route, its module once the auth store holds a session, and the console only for an operator', () => {
    const user = { id: 7, fname: 'Ravi', lname: 'K', email: 'ravi@example.com', phone: '9876543210' } as User;
    // Signed in through the store itself, so the keys early-route.ts mirrors are the store's.
    useAuthStore.getState().setSession({ token: 'tok', user, usertype: 'Lister' });
    const lister = storedSession();
    expect(lister).toEqual({ signedIn: true, operator: false });
    for (const route of routeTable.filter((r) => r.auth)) {
      const path = route.roomTypeParam
        ? samplePath(route.path.replace(':roomType', 'Hostel'))
        : samplePath(route.path);
      expect([route.path, earlyModuleFor(path, lister)]).toEqual([route.path, route.module]);
    }
    expect(earlyModuleFor('/user/flat', lister)).toBe(undefined);
    expect(earlyModuleFor('/admin/listings', lister)).toBe(undefined);
    useAuthStore.getState().setSession({ token: 'tok', user, usertype: 'Admin' });
    expect(earlyModuleFor('/admin/listings', storedSession())).toBe('mf_admin/AdminApp');
    useAuthStore.getState().logout();
    expect(storedSession()).toEqual({ signedIn: false, operator: false });
  });

  it('leaves signed-in routes, the operator console and unknown paths alone without a session', () => {
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

  it("preloads a signed-in page's remote when this browser holds a session, and not without one", async () => {
    await startRemotes(answer(), '/user/leads');
    expect(preloadRemote).not.toHaveBeenCalled();
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('usertype', 'Lister');
    await startRemotes(answer(), '/user/leads');
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_lister', exposes: ['LeadsPage'] }]);
    localStorage.clear();
  });

  it('survives a remote that is down while preloading', async () => {
    (preloadRemote as jest.Mock).mockReturnValueOnce(Promise.reject(new Error('down')));
    await expect(startRemotes(answer(), '/pgdetails/40')).resolves.toEqual(registry);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_search', exposes: ['PropertyDetailPage'] },
    ]);
  });

  it('takes a registry with releases: registers the stable entry, and the release plugin picks per visitor', async () => {
    const releases = {
      mf_content: {
        entry: 'http://localhost:3005/releases/1.0.0+aaaaaaa/mf-manifest.json',
        release: '1.0.0+aaaaaaa',
        preview: {
          entry: 'http://localhost:3005/releases/2.0.0+bbbbbbb/mf-manifest.json',
          release: '2.0.0+bbbbbbb',
        },
      },
      mf_search: 'http://localhost:3002/mf-manifest.json',
    };
    const answer = Promise.resolve({ ok: true, status: 200, json: async () => releases } as Response);
    await expect(startRemotes(answer, '/about')).resolves.toEqual(releases);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_content', entry: releases.mf_content.entry },
      { name: 'mf_search', entry: releases.mf_search },
    ]);
    // Registered before the remotes, so that it sees each one register: it swaps in the preview's manifest.
    const [[plugins]] = (registerPlugins as jest.Mock).mock.calls;
    expect((registerPlugins as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(
      (registerRemotes as jest.Mock).mock.invocationCallOrder[0]!,
    );
    const remote = { name: 'mf_content', entry: releases.mf_content.entry };
    plugins[0].beforeRegisterRemote({ remote, origin: {} });
    expect(remote.entry).toBe(releases.mf_content.preview.entry);
    expect(window.__BASERA_RELEASES__?.mf_content).toEqual({ release: '2.0.0+bbbbbbb', channel: 'preview' });
  });
});
