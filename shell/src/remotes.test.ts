import type { useAuthStore } from '@basera/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, preloadRoute } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const Page = () => null;

beforeEach(() => mockLoadRemote.mockReset());

describe('loadRemoteComponent', () => {
  it('loads a module once, however many sections ask for it', async () => {
    mockLoadRemote.mockResolvedValue({ default: Page });
    const [first, second] = await Promise.all([
      loadRemoteComponent('mf_content/FaqPage'),
      loadRemoteComponent('mf_content/FaqPage'),
    ]);
    expect(first).toBe(Page);
    expect(second).toBe(Page);
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so Retry asks the remote again', async () => {
    mockLoadRemote.mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemoteComponent('mf_content/AboutPage')).rejects.toThrow('remote down');
    await expect(loadRemoteComponent('mf_content/AboutPage')).resolves.toBe(Page);
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a module without a default export', async () => {
    mockLoadRemote.mockResolvedValue(null);
    await expect(loadRemoteComponent('mf_content/BlogListPage')).rejects.toThrow('is not available');
  });
});

describe('preloadRoute', () => {
  it("starts loading the route's page before React renders", () => {
    mockLoadRemote.mockResolvedValue({ default: Page });
    preloadRoute('/pgdetails/40');
    expect(mockLoadRemote).toHaveBeenCalledWith('mf_search/PropertyDetailPage');
  });

  it("starts the page's own data requests with the route's parameters once its code is there", async () => {
    const preload = jest.fn();
    mockLoadRemote.mockResolvedValue({ default: Page, preload });
    preloadRoute('/blogdetails/cheap-pg-tips');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockLoadRemote).toHaveBeenCalledWith('mf_content/BlogArticlePage');
    expect(preload).toHaveBeenCalledWith(
      { slug: 'cheap-pg-tips' },
      { pathname: '/blogdetails/cheap-pg-tips', search: '' },
    );
  });

  it("starts a landing page's load for its shape only", () => {
    mockLoadRemote.mockResolvedValue({ default: Page });
    preloadRoute('/pg-in-bengaluru/koramangala');
    expect(mockLoadRemote).toHaveBeenCalledWith('mf_search/LandingPage');
  });

  it('loads nothing for a path outside the route table, and survives a remote that is down', async () => {
    preloadRoute('/no-such-page');
    preloadRoute('/user/flat');
    expect(mockLoadRemote).not.toHaveBeenCalled();
    mockLoadRemote.mockRejectedValue(new Error('down'));
    expect(() => preloadRoute('/faq')).not.toThrow();
  });

  describe('the operator console (/admin)', () => {
    const user = { id: 1, fname: 'A', lname: 'B', email: 'a@b.in', phone: '9876543210', created_at: '' };
    /** A fresh page: this module's cache of loads empty, the auth store holding `usertype`'s session. */
    function freshPage(usertype: 'Customer' | 'Lister' | 'Admin' | null) {
      let page: { preloadRoute: typeof preloadRoute } | undefined;
      jest.isolateModules(() => {
        const shared = require('@basera/shared') as { useAuthStore: typeof useAuthStore };
        if (usertype) shared.useAuthStore.getState().setSession({ token: 't', user, usertype });
        page = require('./remotes');
      });
      return page!;
    }
    afterEach(() => localStorage.clear());

    it.each([
      ['a visitor', null],
      ['a Search User', 'Customer'],
      ['a Lister', 'Lister'],
    ] as const)('preloads the operator sign-in for %s, never the console', (_who, usertype) => {
      const page = freshPage(usertype);
      mockLoadRemote.mockResolvedValue({ default: Page });
      page.preloadRoute('/admin');
      page.preloadRoute('/admin/listings/4');
      expect(mockLoadRemote.mock.calls.map(([module]) => module)).toEqual(['mf_auth/OperatorLoginPage']);
    });

    it('preloads the console for a signed-in operator', () => {
      const page = freshPage('Admin');
      mockLoadRemote.mockResolvedValue({ default: Page });
      page.preloadRoute('/admin/reports');
      expect(mockLoadRemote.mock.calls.map(([module]) => module)).toEqual(['mf_admin/AdminApp']);
    });
  });
});
