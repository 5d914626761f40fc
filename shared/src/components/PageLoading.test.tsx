import { render, screen } from '@testing-library/react';
import { styleAt } from '../testing';
import { PageLoading } from './PageLoading';

const painted = {
  path: '/pgdetails/40',
  src: 'http://api.test/storage/properties/property-17-1280.webp',
  srcSet:
    'http://api.test/storage/properties/property-17-320.webp 320w, http://api.test/storage/properties/property-17-1280.webp 1280w',
  sizes: '(min-width: 768px) 66vw, 100vw',
  title: 'Sunrise Co-living PG',
};

afterEach(() => {
  delete window.__baseraBoot;
  window.history.pushState({}, '', '/');
});

describe('PageLoading frames with the picture index.html painted', () => {
  it('keeps a detail page’s main photo and title where index.html painted them, from the same sources', () => {
    window.history.pushState({}, '', '/pgdetails/40');
    window.__baseraBoot = { picture: painted };
    render(<PageLoading frame="detail" />);
    const picture = screen.getByTestId('boot-picture');
    expect([
      picture.getAttribute('src'),
      picture.getAttribute('srcset'),
      picture.getAttribute('sizes'),
    ]).toEqual([painted.src, painted.srcSet, painted.sizes]);
    expect(screen.getByText('Sunrise Co-living PG')).toBeTruthy();
    // The gallery's main cell: 3:2 on phones, 420 px high beside the small photos from md.
    const cell = picture.parentElement!;
    expect(styleAt(cell, 'aspect-ratio', 360).replace(/\s/g, '')).toBe('3/2');
    expect(styleAt(cell, 'height', 1280)).toBe('420px');
  });

  it('shows a placeholder, not another page’s picture or title, on any other page', () => {
    window.history.pushState({}, '', '/pgdetails/41');
    window.__baseraBoot = { picture: painted };
    render(<PageLoading frame="detail" />);
    expect(screen.queryByTestId('boot-picture')).toBeNull();
    expect(screen.queryByText('Sunrise Co-living PG')).toBeNull();
  });

  it('puts the blog’s first picture in the first card of the grid, the others as placeholders', () => {
    const blog = { ...painted, path: '/blog', title: undefined, sizes: '100vw' };
    window.history.pushState({}, '', '/blog');
    window.__baseraBoot = { picture: blog };
    render(<PageLoading frame="cards" />);
    const cards = document.querySelectorAll('.MuiCard-root');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.querySelector('[data-testid="boot-picture"]')?.getAttribute('src')).toBe(blog.src);
    expect(cards[1]!.querySelector('[data-testid="boot-picture"]')).toBeNull();
    expect(styleAt(cards[0]!.firstElementChild!, 'aspect-ratio', 360).replace(/\s/g, '')).toBe('16/9');
  });
});

describe('the results frame', () => {
  it('keeps the first card’s photo in the card’s box: 16:9 on phones, 3:2 from md', () => {
    window.history.pushState({}, '', '/pg');
    window.__baseraBoot = { picture: { ...painted, path: '/pg', title: 'Find your stay' } };
    render(<PageLoading frame="results" />);
    const slot = screen.getByTestId('boot-picture').parentElement!;
    expect(styleAt(slot, 'aspect-ratio', 360).replace(/\s/g, '')).toBe('16/9');
    expect(styleAt(slot, 'aspect-ratio', 1280).replace(/\s/g, '')).toBe('3/2');
  });
});

describe('the title band of a page with a banner (contact, the policy pages)', () => {
  const banner = {
    path: '/contact',
    src: 'http://api.test/storage/content/page-banner-1280.webp',
    srcSet: '',
    sizes: '',
    title: 'Contact Us',
    banner: true,
  };

  it('paints the title over the banner index.html painted, from the same file', () => {
    window.history.pushState({}, '', '/contact');
    window.__baseraBoot = { picture: banner };
    render(<PageLoading />);
    const title = screen.getByText('Contact Us');
    const band = title.closest('[aria-hidden="true"]')!;
    expect(styleAt(band, 'background', 360)).toContain(`url(${banner.src})`);
  });

  it('keeps the brand colours on another page, and for a picture that is no banner', () => {
    window.history.pushState({}, '', '/privacy_policies');
    window.__baseraBoot = { picture: banner };
    render(<PageLoading />);
    expect(screen.queryByText('Contact Us')).toBeNull();
    expect(document.body.innerHTML).not.toContain('page-banner');
    window.history.pushState({}, '', '/contact');
    window.__baseraBoot = { picture: { ...banner, banner: undefined } };
    render(<PageLoading />);
    expect(document.body.innerHTML).not.toContain('page-banner');
  });
});
