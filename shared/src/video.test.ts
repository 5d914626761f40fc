import { isAllowedVideo, toEmbedUrl, VIDEO_FRAME_SANDBOX, videoFrame } from './video';

describe('toEmbedUrl', () => {
  it('turns YouTube watch pages, short links and shorts into privacy-enhanced embed addresses', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(toEmbedUrl('youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(toEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(toEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(embed);
    expect(toEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(embed);
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe(`${embed}?start=42`);
  });

  it('turns Vimeo pages into the player address with do-not-track', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    // An unlisted video keeps its hash, without which it does not play.
    expect(toEmbedUrl('https://vimeo.com/76979871/abc123def0')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def0',
    );
  });

  it('refuses every other host, look-alike hosts and unusable values', () => {
    for (const address of [
      'https://example.com/tour.mp4',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://vimeo.com/about',
      'https://www.youtube.com/watch',
      '',
      null,
    ]) {
      expect([address, toEmbedUrl(address)]).toEqual([address, null]);
      expect(isAllowedVideo(address)).toBe(false);
    }
  });
});

describe('videoFrame', () => {
  it('gives a sandboxed frame without top navigation or popups, on the nocookie host', () => {
    const frame = videoFrame('https://youtu.be/dQw4w9WgXcQ', 'Video of Sunrise PG');
    expect(frame).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: 'Video of Sunrise PG',
      sandbox: 'allow-scripts allow-same-origin allow-presentation',
    });
    expect(VIDEO_FRAME_SANDBOX).not.toMatch(/allow-(top-navigation|popups|forms|modals|downloads)/);
  });

  it('gives no frame for a host outside the allow-list', () => {
    expect(videoFrame('https://example.com/tour.mp4', 'Video')).toBeNull();
  });
});
