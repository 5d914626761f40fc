import { fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './LazyImage';

describe('LazyImage', () => {
  it('reserves its size and waits until it nears the screen', () => {
    render(<LazyImage src="/a.jpg" alt="Sunrise PG" width={480} height={320} />);
    const image = screen.getByRole('img', { name: 'Sunrise PG' });
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('320');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('loads the page’s largest picture at once and first, at the width the screen needs', () => {
    render(
      <LazyImage
        src="/a-640.webp"
        srcSet="/a-320.webp 320w, /a-640.webp 640w, /a-1280.webp 1280w"
        sizes="100vw"
        alt="Banner"
        width={1600}
        height={568}
        priority
      />,
    );
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('srcset')).toBe('/a-320.webp 320w, /a-640.webp 640w, /a-1280.webp 1280w');
    expect(image.getAttribute('sizes')).toBe('100vw');
    // Its box is reserved before the picture arrives.
    expect(getComputedStyle(image).aspectRatio.replace(/\s/g, '')).toBe('1600/568');
  });

  it('leaves other pictures at the normal priority', () => {
    render(<LazyImage src="/a.jpg" alt="Room" width={480} height={320} eager />);
    expect(screen.getByRole('img', { name: 'Room' }).getAttribute('fetchpriority')).toBeNull();
  });

  it('loads at once above the fold, and answers a click', () => {
    const onClick = jest.fn();
    render(<LazyImage src="/a.jpg" alt="Banner" width={1600} height={568} eager onClick={onClick} />);
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image.getAttribute('loading')).toBe('eager');
    fireEvent.click(image);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
