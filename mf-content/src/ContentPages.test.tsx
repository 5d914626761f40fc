import { gatedFetch, mockApi, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import FaqPage from './FaqPage';
import StaticPage from './StaticPage';

const banner = {
  banner_image: 'page-banner.jpg',
  banner_image_url: 'http://api/storage/content/page-banner.jpg',
};

/** The content API answering `path` with `data` in its envelope (`{ status: true, data }`, plus `extra`). */
const serve = (path: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  mockApi({ [path]: () => [200, { status: true, ...extra, data }] });

afterEach(() => jest.restoreAllMocks());

describe('AboutPage', () => {
  it('shows the banner, breadcrumbs, the About text, Our Mission and Our Vision', async () => {
    serve('/get-about-us', {
      page_title: 'About Us',
      about_us: '<p>Basera began in a Koramangala PG.</p><img src=x onerror="window.pwned()">',
      our_mission: 'Help every student find a room within a week.',
      our_vision: 'Shared housing chosen on honest information.',
      ...banner,
    });
    renderPage(<AboutPage />);
    expect(await screen.findByText('Basera began in a Koramangala PG.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy();
    expect(screen.getByText('Help every student find a room within a week.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(document.title).toBe('About Us | Basera');
  });
});

describe('ContactPage', () => {
  it('shows location, number, email and social links beside the form', async () => {
    serve('/get-contact-us', {
      banner_and_seo: banner,
      static_texts: { message_us: 'Message Us', get_in_touch: 'Get In Touch' },
      contact_details: {
        address: '80 Feet Road, Koramangala, Bengaluru',
        contact_number: '8045671234',
        email: 'support@basera.in',
        facebook: 'https://www.facebook.com/basera.in',
        instagram: null,
        twitter: 'https://twitter.com/basera_in',
        linkedin: '',
      },
    });
    renderPage(<ContactPage />);
    expect(await screen.findByText('80 Feet Road, Koramangala, Bengaluru')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Get In Touch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '8045671234' }).getAttribute('href')).toBe('tel:+918045671234');
    expect(screen.getByRole('link', { name: 'support@basera.in' }).getAttribute('href')).toBe(
      'mailto:support@basera.in',
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/basera.in',
    );
    expect(screen.getByRole('link', { name: 'X (Twitter)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Any Queries?' })).toBeTruthy();
  });

  it('keeps the line above the form while the details load, so the form does not move when they come', async () => {
    const api = gatedFetch(200, {
      status: true,
      data: {
        banner_and_seo: banner,
        static_texts: { message_us: 'Message Us', get_in_touch: 'Get In Touch' },
      },
    });
    renderPage(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Any Queries?' });
    const line = form.previousElementSibling!;
    expect(line.className).toContain('MuiTypography-overline');
    expect(line.textContent).toBe('');
    await act(async () => api.release());
    await waitFor(() => expect(line.textContent).toBe('Message Us'));
    expect(form.previousElementSibling).toBe(line);
  });

  it('keeps the form usable and offers Retry when the details fail to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/get-contact-us': () => [500, { status: false }] });
    renderPage(<ContactPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Any Queries?' })).toBeTruthy();
  });
});

describe('FaqPage', () => {
  it('lists the questions with the first one open', async () => {
    serve('/faqs', {
      faqs: [
        { id: 1, question: 'Is Basera free?', answer: 'Yes, for tenants.' },
        { id: 2, question: 'Who posts listings?', answer: 'Owners themselves.' },
        { id: 3, question: 'How do I book?', answer: 'Call the owner.' },
      ],
      ...banner,
    });
    renderPage(<FaqPage />);
    const first = await screen.findByRole('button', { name: 'Is Basera free?' });
    const second = screen.getByRole('button', { name: 'Who posts listings?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Yes, for tenants.')).toBeTruthy();
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
  });
});

describe('StaticPage', () => {
  it('shows a full-screen loader, then the title and the sanitized content', async () => {
    // Policy pages also say `success` (spec 02); the page reads `data` alone.
    serve(
      '/privacy-policy',
      {
        page_title: 'Privacy Policy',
        content: '<p>We never sell your data.</p><script>window.pwned()</script>',
        meta_description: 'What Basera collects.',
        ...banner,
      },
      { success: true },
    );
    renderPage(<StaticPage page="privacy-policy" />);
    expect(screen.getByLabelText('Loading page')).toBeTruthy();
    expect(await screen.findByText('We never sell your data.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByLabelText('Loading page')).toBeNull();
    expect(document.title).toBe('Privacy Policy | Basera');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'What Basera collects.',
    );
  });

  it('reads the page it is given from its own API path', async () => {
    const api = serve('/refund-and-cancellation-policy', {
      page_title: 'Refund & Cancellation Policy',
      content: '<p>Refunds</p>',
      ...banner,
    });
    renderPage(<StaticPage page="refund-and-cancellation-policy" />);
    expect(await screen.findByText('Refunds')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual(['/refund-and-cancellation-policy']);
  });

  it('offers Retry when the page fails to load, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    mockApi({
      '/help-center': () =>
        up
          ? [
              200,
              { status: true, data: { page_title: 'Help Center', content: '<p>Call us.</p>', ...banner } },
            ]
          : [503, { status: false }],
    });
    renderPage(<StaticPage page="help-center" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    up = true;
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(screen.getByText('Call us.')).toBeTruthy());
  });
});
