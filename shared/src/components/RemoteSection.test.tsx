import { act, fireEvent, render, screen } from '@testing-library/react';
import { styleAt } from '../testing';
import { PageLoading } from './PageLoading';
import { RemoteSection, setRemoteLoader, UNAVAILABLE_TEXT } from './RemoteSection';

const loadMock = jest.fn();

function Greeting({ page }: { page?: unknown }) {
  return <p>Remote page for {String(page)}</p>;
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  loadMock.mockReset();
  setRemoteLoader(loadMock);
  // React and the boundary report the expected load failure on console.error.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('RemoteSection', () => {
  it('shows the Retry fallback when the remote fails, and the remote after Retry', async () => {
    loadMock
      .mockRejectedValueOnce(new Error('mf_content/StaticPage is not available'))
      .mockResolvedValueOnce(Greeting as never);

    render(<RemoteSection module="mf_content/StaticPage" props={{ page: 'privacy-policy' }} />);

    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();
    expect(UNAVAILABLE_TEXT).toBe('This section is temporarily unavailable');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText(/Remote page for/)).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });

    expect((await screen.findByText(/Remote page for/)).textContent).toBe('Remote page for privacy-policy');
    expect(screen.queryByText(UNAVAILABLE_TEXT)).toBeNull();
    // A rejected lazy() would stay rejected: the second render must have loaded the remote again.
    expect(loadMock).toHaveBeenCalledTimes(2);
    expect(loadMock).toHaveBeenLastCalledWith('mf_content/StaticPage');
  });

  it('keeps showing the fallback while the remote stays down, and recovers later', async () => {
    loadMock
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(Greeting as never);

    render(<RemoteSection module="mf_content/StaticPage" props={{ page: 'help-center' }} />);
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect((await screen.findByText(/Remote page for/)).textContent).toBe('Remote page for help-center');
    expect(loadMock).toHaveBeenCalledTimes(3);
  });

  it('keeps a route page’s place while its remote loads: the viewport under the header, banner or title band', () => {
    loadMock.mockReturnValue(new Promise(() => {}));
    const { unmount } = render(
      <RemoteSection module="mf_content/HomePage" fallback={<PageLoading frame="banner" />} />,
    );
    const home = screen.getByRole('status', { name: 'Loading' });
    expect(home.getAttribute('aria-busy')).toBe('true');
    // The footer after it starts below the fold until the page is there.
    expect(getComputedStyle(home).minHeight).toBe('calc(100vh - 64px)');
    // The home banner's height at each width, then the title band of other pages.
    const band = (element: Element, width: number) => styleAt(element.firstElementChild!, 'height', width);
    expect([360, 600, 1280].map((width) => band(home, width))).toEqual(['320px', '420px', '568px']);
    unmount();
    render(<RemoteSection module="mf_content/BlogListPage" fallback={<PageLoading />} />);
    const blog = screen.getByRole('status', { name: 'Loading' });
    expect(getComputedStyle(blog).minHeight).toBe('calc(100vh - 64px)');
    const minBand = (width: number) => styleAt(blog.firstElementChild!, 'min-height', width);
    expect([360, 1280].map(minBand)).toEqual(['129px', '191px']);
  });

  it('shows the banner picture index.html painted in the home page’s loading frame, with the same sources', () => {
    loadMock.mockReturnValue(new Promise(() => {}));
    const hero = {
      path: '/',
      src: 'http://api.test/storage/content/banner-1-1280.webp',
      srcSet:
        'http://api.test/storage/content/banner-1-320.webp 320w, http://api.test/storage/content/banner-1-1280.webp 1280w',
      sizes: '100vw',
    };
    const { unmount } = render(<PageLoading frame="banner" />);
    expect(screen.getByTestId('banner-frame').querySelector('img')).toBeNull();
    unmount();
    window.__baseraBoot = { picture: hero };
    try {
      render(<PageLoading frame="banner" />);
      const picture = screen.getByTestId('banner-frame').querySelector('img')!;
      expect([
        picture.getAttribute('src'),
        picture.getAttribute('srcset'),
        picture.getAttribute('sizes'),
      ]).toEqual([hero.src, hero.srcSet, hero.sizes]);
    } finally {
      delete window.__baseraBoot;
    }
  });

  it('keeps a section’s height while its remote loads', () => {
    loadMock.mockReturnValue(new Promise(() => {}));
    render(<RemoteSection module="mf_content/StaticPage" props={{ page: 'help-center' }} />);
    const busy = screen.getByLabelText('Loading').closest('[aria-busy="true"]') as HTMLElement;
    expect(getComputedStyle(busy).minHeight).toBe('320px');
  });

  it('shows a loading state, then the page, and reuses a successful load', async () => {
    let resolve: (component: never) => void = () => {};
    loadMock.mockReturnValueOnce(
      new Promise((r) => {
        resolve = r as typeof resolve;
      }),
    );

    const first = render(<RemoteSection module="mf_content/StaticPage" props={{ page: 'cancelation' }} />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();

    await act(async () => {
      resolve(Greeting as never);
    });
    expect((await screen.findByText(/Remote page for/)).textContent).toBe('Remote page for cancelation');
    first.unmount();

    render(<RemoteSection module="mf_content/StaticPage" props={{ page: 'help-center' }} />);
    expect(screen.getByText(/Remote page for/).textContent).toBe('Remote page for help-center');
    expect(loadMock).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
