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

  it('loads at once above the fold, and answers a click', () => {
    const onClick = jest.fn();
    render(<LazyImage src="/a.jpg" alt="Banner" width={1600} height={568} eager onClick={onClick} />);
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image.getAttribute('loading')).toBe('eager');
    fireEvent.click(image);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
