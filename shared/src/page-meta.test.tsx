import { render } from '@testing-library/react';
import { SITE_DESCRIPTION, usePageMeta } from './page-meta';

function Meta({ title, description }: { title: string | null; description?: string | null }) {
  usePageMeta(title, description);
  return null;
}

/** The document as the shell's server writes it for `path` (scripts/lib/page-html.mjs), `kind` its page kind. */
function serverWrote(path: string, kind: string, head: string) {
  document.documentElement.setAttribute('data-seo-path', path);
  document.documentElement.setAttribute('data-seo-kind', kind);
  document.head.innerHTML = head;
  window.history.replaceState({}, '', path);
}

const DETAIL_HEAD = [
  '<title data-seo="">Sunrise PG: PG in Koramangala, Bengaluru | Basera</title>',
  '<meta name="description" content="Girls PG from Rs. 8,500/month with food." data-seo="">',
  '<link rel="canonical" href="https://basera.example/pgdetails/60" data-seo="">',
  '<meta property="og:title" content="Sunrise PG" data-seo="">',
  '<script type="application/ld+json" data-seo="">{"@type":"LodgingBusiness"}</script>',
].join('');

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const navigate = (path: string) => window.history.pushState({}, '', path);

afterEach(() => {
  document.documentElement.removeAttribute('data-seo-path');
  document.documentElement.removeAttribute('data-seo-kind');
  document.head.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

describe('usePageMeta', () => {
  it('names a page the server wrote no head for', () => {
    window.history.replaceState({}, '', '/about');
    render(<Meta title="About Us" description="Who we are." />);
    expect(document.title).toBe('About Us | Basera');
    expect(description()).toBe('Who we are.');
  });

  it('keeps the title and description the server wrote for the page showing', () => {
    serverWrote('/pgdetails/60', 'details', DETAIL_HEAD);
    const { rerender } = render(<Meta title={null} />);
    // The page names itself once its data is in: the server's fuller title still stays.
    rerender(<Meta title="Sunrise PG" description="A PG." />);
    expect(document.title).toBe('Sunrise PG: PG in Koramangala, Bengaluru | Basera');
    expect(description()).toBe('Girls PG from Rs. 8,500/month with food.');
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(5);
  });

  it('removes the server’s head after a client-side navigation and writes the new page’s own', () => {
    serverWrote('/pgdetails/60', 'details', DETAIL_HEAD);
    const { rerender } = render(<Meta title="Sunrise PG" />);
    navigate('/pgdetails/61');
    rerender(<Meta title="Lotus Hostel" description="A hostel in Indiranagar." />);
    expect(document.title).toBe('Lotus Hostel | Basera');
    expect(description()).toBe('A hostel in Indiranagar.');
    // No canonical, Open Graph or JSON-LD of the first listing is left to describe the second one.
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(0);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-seo-path')).toBe(false);
    expect(document.documentElement.hasAttribute('data-seo-kind')).toBe(false);
  });

  it('gives a page without a description of its own the site’s, not the previous page’s', () => {
    serverWrote('/pgdetails/60', 'details', DETAIL_HEAD);
    const { rerender } = render(<Meta title="Sunrise PG" />);
    navigate('/user/wishlist');
    rerender(<Meta title="My shortlist" description={null} />);
    expect(document.title).toBe('My shortlist | Basera');
    expect(description()).toBe(SITE_DESCRIPTION);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('writes its own title again on coming back to the first page by the app', () => {
    serverWrote('/blog', 'blog', '<title data-seo="">Blog | Basera</title>');
    const { rerender } = render(<Meta title="Blog" />);
    navigate('/about');
    rerender(<Meta title="About Us" />);
    navigate('/blog');
    rerender(<Meta title="Blog: tips for your stay" />);
    expect(document.title).toBe('Blog: tips for your stay | Basera');
  });

  it('names a private page itself, keeping the server’s noindex until the visitor leaves it', () => {
    serverWrote(
      '/user/leads',
      'private',
      '<title data-seo="">Basera</title><meta name="robots" content="noindex" data-seo="">',
    );
    const { rerender } = render(<Meta title="Lead Inbox" description={null} />);
    expect(document.title).toBe('Lead Inbox | Basera');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    navigate('/pg');
    rerender(<Meta title="PG" description={null} />);
    expect(document.title).toBe('PG | Basera');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
