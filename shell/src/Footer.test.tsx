import type { GeneralSettings } from '@basera/shared';
import { AppProviders } from '@basera/shared/providers';
import { MemoryRouter } from '@basera/shared/router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Footer } from './Footer';

const SETTINGS_URL = 'http://localhost:4000/api/general-settings';

const settings: GeneralSettings = {
  about: 'Find PG rooms, hostels and mess services near you.',
  facebook: 'https://facebook.com/basera',
  instagram: 'https://instagram.com/basera',
  twitter: 'https://x.com/basera',
  linkedin: 'https://linkedin.com/company/basera',
  address: '12 Park Street, Kolkata',
  contact_number: '+91 98300 00000',
  email: 'hello@basera.test',
};

function reply(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
}

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

function renderFooter() {
  const utils = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AppProviders>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </AppProviders>
    </SWRConfig>,
  );
  const footer = utils.container.querySelector('footer');
  if (!footer) throw new Error('no <footer> rendered');
  return { ...utils, footer };
}

function serve(general_settings: GeneralSettings) {
  fetchMock.mockResolvedValue(reply(200, { status: true, general_settings }));
}

const SOCIAL = ['Facebook', 'Instagram', 'Twitter', 'LinkedIn'];

describe('Footer', () => {
  it('reads the general settings from /general-settings', async () => {
    serve(settings);
    renderFooter();
    await screen.findByText('hello@basera.test');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(SETTINGS_URL);
  });

  it('with a facebook value, shows the social links and the contact details', async () => {
    serve(settings);
    const { footer } = renderFooter();

    const email = await screen.findByText('hello@basera.test');
    expect(email.closest('a')?.getAttribute('href')).toBe('mailto:hello@basera.test');
    expect(screen.getByText('+91 98300 00000').closest('a')?.getAttribute('href')).toBe(
      'tel:+91 98300 00000',
    );
    expect(screen.getByText('12 Park Street, Kolkata')).toBeTruthy();
    expect(screen.getByText(settings.about as string)).toBeTruthy();

    const hrefs = Object.fromEntries(
      SOCIAL.map((label) => [label, within(footer).getByRole('link', { name: label }).getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Facebook: 'https://facebook.com/basera',
      Instagram: 'https://instagram.com/basera',
      Twitter: 'https://x.com/basera',
      LinkedIn: 'https://linkedin.com/company/basera',
    });
  });

  it('leaves out a social link whose address is not set', async () => {
    serve({ ...settings, linkedin: null });
    renderFooter();

    expect(await screen.findByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
  });

  it('with facebook null, shows no social links at all', async () => {
    serve({ ...settings, facebook: null });
    renderFooter();

    // Settings arrived (the email shows), yet no social link.
    await screen.findByText('hello@basera.test');
    for (const label of SOCIAL) expect(screen.queryByRole('link', { name: label })).toBeNull();
  });

  it('has every footer link of the spec with the right address', async () => {
    serve(settings);
    const { footer } = renderFooter();
    await screen.findByText('hello@basera.test');

    const hrefs = Array.from(footer.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    for (const path of [
      '/',
      '/about',
      '/pg',
      '/hostel',
      '/mess',
      '/contact',
      '/privacy_policies',
      '/refund-and-cancellation-policy',
      '/term_and_condition',
      '/faq',
      '/blog',
      '/helpcenter',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(screen.getByText('Home').getAttribute('href')).toBe('/');
    expect(screen.getByText('Privacy Policy').getAttribute('href')).toBe('/privacy_policies');
    expect(screen.getByText('Help Center').getAttribute('href')).toBe('/helpcenter');
  });

  it('shows the copyright line', async () => {
    serve(settings);
    renderFooter();
    await screen.findByText('hello@basera.test');
    expect(screen.getByText('© Basera. All rights reserved.')).toBeTruthy();
  });

  it('still shows its links and copyright when the settings cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { footer } = renderFooter();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('© Basera. All rights reserved.')).toBeTruthy();
    expect(within(footer).getByText('Contact Us').getAttribute('href')).toBe('/contact');
    for (const label of SOCIAL) expect(screen.queryByRole('link', { name: label })).toBeNull();
  });
});
