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

  it('loads nothing for a path outside the route table, and survives a remote that is down', async () => {
    preloadRoute('/no-such-page');
    expect(mockLoadRemote).not.toHaveBeenCalled();
    mockLoadRemote.mockRejectedValue(new Error('down'));
    expect(() => preloadRoute('/faq')).not.toThrow();
  });
});
