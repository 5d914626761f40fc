import { toEmbedUrl } from './video';

describe('toEmbedUrl', () => {
  it('turns a watch page into an embed address', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });
  it('turns a short link with a start time into an embed address', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42',
    );
  });
  it('keeps an embed address and refuses empty or broken values', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('')).toBeNull();
    expect(toEmbedUrl(null)).toBeNull();
    expect(toEmbedUrl('https://www.youtube.com/watch')).toBeNull();
  });
});
