import { CURRENT_PATH_TEST_ID } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeContentApi, invalid, listOf, messageUnder, renderContent } from '../test-support';
import { slugify } from './BlogEditor';

const blog = {
  id: 12,
  slug: 'moving-to-pune',
  title: 'Moving to Pune',
  description: '<p>Start near your college.</p>',
  image: null,
  image_url: null,
  published: false,
  created_at: '2026-03-14T10:00:00.000Z',
};

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const preview = () => screen.getByRole('article', { name: 'Preview' });

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('BlogEditor', () => {
  it('makes the address from the title and previews the body with the site sanitising rules', async () => {
    fakeContentApi({ 'GET /admin/content/blogs': listOf([]) });
    renderContent('/admin/content/blog/new');
    type(/^Title/, 'Moving to Pune? Read this');
    expect(field(/^Address \(slug\)/).value).toBe('moving-to-pune-read-this');
    type(
      /^Body \(HTML\)/,
      '<h2>Rent</h2><p onclick="steal()">Fair <a href="javascript:alert(1)">rates</a></p><script>alert(1)</script>',
    );
    const shown = within(preview());
    expect(shown.getByRole('heading', { name: 'Moving to Pune? Read this' })).toBeTruthy();
    expect(shown.getByRole('heading', { name: 'Rent' })).toBeTruthy();
    const html = screen.getByTestId('html-preview').innerHTML;
    expect(html).toContain('<h2>Rent</h2>');
    expect(html).not.toMatch(/script|onclick|javascript:/);
    // Typed by hand, the address no longer follows the title.
    type(/^Address \(slug\)/, 'pune-guide');
    type(/^Title/, 'Moving to Pune');
    expect(field(/^Address \(slug\)/).value).toBe('pune-guide');
  });

  it('saves what was typed as a draft, then opens the saved article', async () => {
    const api = fakeContentApi({
      'POST /admin/content/blogs': [
        201,
        { status: true, message: 'Article created', data: { ...blog, id: 31 } },
      ],
      'GET /admin/content/blogs/31': [200, { status: true, data: { ...blog, id: 31 } }],
    });
    renderContent('/admin/content/blog/new');
    type(/^Title/, 'Moving to Pune');
    type(/^Body \(HTML\)/, '<p>Start near your college.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeTruthy();
    expect(await screen.findByText('Article created')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/admin/content/blogs',
        body: {
          title: 'Moving to Pune',
          slug: 'moving-to-pune',
          description: '<p>Start near your college.</p>',
          image: null,
          published: false,
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/admin/content/blog/31'),
    );
    expect(screen.getByRole('heading', { name: 'Edit article' })).toBeTruthy();
  });

  it('shows a taken address under its field and keeps everything typed', async () => {
    fakeContentApi({
      'POST /admin/content/blogs': invalid('slug', 'Another article already uses this slug'),
    });
    renderContent('/admin/content/blog/new');
    type(/^Title/, 'Moving to Pune');
    type(/^Body \(HTML\)/, '<p>Long text I wrote for an hour.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(field(/^Address \(slug\)/).getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(field(/^Address \(slug\)/))).toBe('Another article already uses this slug');
    expect(field(/^Body \(HTML\)/).value).toBe('<p>Long text I wrote for an hour.</p>');
    expect(field(/^Title/).value).toBe('Moving to Pune');
  });

  it('checks the fields before sending anything', async () => {
    const api = fakeContentApi({});
    renderContent('/admin/content/blog/new');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.getByText('Write the text of the article')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('offline, says so and keeps the text for the next try', async () => {
    fakeContentApi({ 'GET /admin/content/blogs/12': [200, { status: true, data: blog }] });
    renderContent('/admin/content/blog/12');
    await waitFor(() => expect(field(/^Title/).value).toBe('Moving to Pune'));
    type(/^Body \(HTML\)/, '<p>New paragraph</p>');
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const offline = "You're offline. Check your connection and try again.";
    await waitFor(() => expect(screen.getAllByText(offline).length).toBe(2)); // above the button, and a toast
    expect(field(/^Body \(HTML\)/).value).toBe('<p>New paragraph</p>');
  });

  it('saves an edited article, then publishes it', async () => {
    const api = fakeContentApi({
      'GET /admin/content/blogs/12': [200, { status: true, data: blog }],
      'PUT /admin/content/blogs/12': ({ body }) => [
        200,
        { status: true, message: 'Article saved', data: { ...blog, ...(body as object) } },
      ],
      'POST /admin/content/blogs/12/publish': [
        200,
        {
          status: true,
          message: 'Article published',
          data: { ...blog, title: 'Pune, 2026', published: true },
        },
      ],
    });
    renderContent('/admin/content/blog/12', true);
    await waitFor(() => expect(field(/^Title/).value).toBe('Moving to Pune'));
    expect(screen.getByText('Draft')).toBeTruthy();
    type(/^Title/, 'Pune, 2026');
    // The address of a saved article stays as it was.
    expect(field(/^Address \(slug\)/).value).toBe('moving-to-pune');
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Article published')).toBeTruthy();
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /admin/content/blogs/12',
      'POST /admin/content/blogs/12/publish',
    ]);
    // Only the changed field: another operator's edit of the body meanwhile is kept.
    expect(api.writes()[0]?.body).toEqual({ title: 'Pune, 2026' });

    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and unpublish' })).toBeTruthy();
  });
});

describe('slugify', () => {
  it.each([
    ['Moving to Pune?', 'moving-to-pune'],
    ['  Café — ghar  ', 'cafe-ghar'],
    ['---', ''],
  ])('%j -> %j', (title, slug) => expect(slugify(title)).toBe(slug));
});
