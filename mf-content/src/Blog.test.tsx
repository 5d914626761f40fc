import { gatedFetch, mockApi, renderPage, styleAt } from '@basera/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import BlogArticlePage from './BlogArticlePage';
import BlogListPage from './BlogListPage';
import { blogs } from './fixtures';

const blogApi = () =>
  mockApi({
    '/all-blog': () => [200, { status: true, data: blogs }],
    ...Object.fromEntries(
      blogs.map((blog) => [
        `/blog-details/${blog.slug}`,
        () => [200, { status: true, data: blog }] as [number, unknown],
      ]),
    ),
  });

describe('BlogListPage', () => {
  it('shows a card per article with the title cut at 12 words and the text at 30', async () => {
    blogApi();
    renderPage(<BlogListPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(blogs.length);
    const first = cards[0]!;
    const title = within(first).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe(
      'title1 title2 title3 title4 title5 title6 title7 title8 title9 title10 title11 title12...',
    );
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/blogdetails/article-1');
    // The HTML body becomes plain text: heading and paragraph words, 30 in all.
    const summary = within(first).getByText(/^Heading 1 word1/);
    expect(summary.textContent?.replace('...', '').split(' ')).toHaveLength(30);
    expect(summary.textContent?.endsWith('word28...')).toBe(true);
    const readMore = within(first).getByRole('link', { name: /^Read more/ });
    expect(readMore.getAttribute('href')).toBe('/blogdetails/article-1');
    // Its text names the article (hidden from sight): a search engine reads "Read More: {title}", not "Read More".
    expect(readMore.textContent).toBe(`Read More: ${blogs[0]!.title}`);
  });
});

describe('BlogListPage pictures', () => {
  const pictureOf = (card: HTMLElement) => card.querySelector('img')!;

  it('loads the first card’s picture at once and first, the others when they near the screen', async () => {
    blogApi();
    renderPage(<BlogListPage />);
    const [first, ...others] = (await screen.findAllByRole('article')).map(pictureOf);
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    for (const picture of others) {
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('fetchpriority')).toBeNull();
    }
  });

  it('offers each picture in its three widths, and one of a single size (older data) as it is', async () => {
    blogApi();
    renderPage(<BlogListPage />);
    const pictures = (await screen.findAllByRole('article')).map(pictureOf);
    expect(pictures[0]!.getAttribute('src')).toBe('http://api/storage/content/blog-1-1280.webp');
    expect(pictures[0]!.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `http://api/storage/content/blog-1-${w}.webp ${w}w`).join(', '),
    );
    expect(pictures[0]!.getAttribute('sizes')).toBe(
      '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
    );
    // The picture keeps its 16:9 box before it arrives.
    expect([pictures[0]!.getAttribute('width'), pictures[0]!.getAttribute('height')]).toEqual([
      '1200',
      '675',
    ]);
    const older = pictures[7]!;
    expect(older.getAttribute('src')).toBe('http://api/storage/content/blog-8.jpg');
    expect(older.getAttribute('srcset')).toBeNull();
  });

  it('holds the cards’ places with card-shaped placeholders while the list loads', async () => {
    const api = gatedFetch(200, { status: true, data: blogs });
    renderPage(<BlogListPage />);
    const grid = document.querySelector('[aria-busy="true"]')!;
    const cards = grid.querySelectorAll('.MuiCard-root');
    expect(cards).toHaveLength(3);
    // Each placeholder has the card's 16:9 picture over its text.
    const picture = cards[1]!.firstElementChild!;
    expect(styleAt(picture, 'aspect-ratio', 360).replace(/\s/g, '')).toBe('16/9');
    expect(picture.querySelector('.MuiSkeleton-root')).not.toBeNull();
    await act(async () => api.release());
    expect(await screen.findAllByRole('article')).toHaveLength(blogs.length);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('BlogArticlePage while it loads', () => {
  it('holds at least a screen on phones, so Trending Topics (after the article there) starts below the fold', () => {
    gatedFetch(200, { status: true, data: blogs[0] });
    renderPage(<BlogArticlePage />, { url: '/blogdetails/article-1', path: '/blogdetails/:slug' });
    const placeholder = screen.getByLabelText('Loading');
    expect(styleAt(placeholder, 'min-height', 360)).toBe('100vh');
    expect(styleAt(placeholder, 'min-height', 1280)).toBe('0');
  });
});

describe('BlogArticlePage', () => {
  it('shows the article and up to 6 other articles as Trending Topics, titles cut at 8 words', async () => {
    blogApi();
    renderPage(<BlogArticlePage />, { url: '/blogdetails/article-3', path: '/blogdetails/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: blogs[2]!.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Heading 3' })).toBeTruthy();
    // The cover is the page's largest picture: at once, first, in the width the screen needs.
    const cover = document.querySelector('article img')!;
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.getAttribute('srcset')).toContain('blog-3-640.webp 640w');
    const trending = screen.getByRole('complementary', { name: 'Trending Topics' });
    const links = await within(trending).findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.map((l) => l.getAttribute('href'))).not.toContain('/blogdetails/article-3');
    expect(links[1]!.textContent).toBe('Article 2 about shared housing in India for...');
  });

  it('swaps the article when a trending topic is clicked', async () => {
    blogApi();
    renderPage(<BlogArticlePage />, { url: '/blogdetails/article-3', path: '/blogdetails/:slug' });
    await screen.findByRole('heading', { level: 1, name: blogs[2]!.title });
    const trending = screen.getByRole('complementary', { name: 'Trending Topics' });
    fireEvent.click(await within(trending).findByRole('link', { name: /^Article 4 / }));
    expect(await screen.findByRole('heading', { level: 1, name: blogs[3]!.title })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/blogdetails/article-4');
    const now = within(screen.getByRole('complementary', { name: 'Trending Topics' })).getAllByRole('link');
    expect(now.map((l) => l.getAttribute('href'))).toContain('/blogdetails/article-3');
    expect(now.map((l) => l.getAttribute('href'))).not.toContain('/blogdetails/article-4');
  });

  it('says so when the article does not exist', async () => {
    blogApi();
    renderPage(<BlogArticlePage />, { url: '/blogdetails/nope', path: '/blogdetails/:slug' });
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/blog');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
