import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('removes scripts, event handlers and javascript: links from server HTML', () => {
    const html =
      '<h2>Title</h2><p onclick="steal()">Text <a href="javascript:steal()">link</a></p>' +
      '<script>steal()</script><img src="x.jpg" onerror="steal()"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<img src="x.jpg">');
  });

  it('keeps the inline SVG icons of the why-choose-us points', () => {
    const { container } = render(
      <SafeHtml html={'<svg viewBox="0 0 24 24" onload="steal()"><path d="M12 1 3 5z"/></svg>'} />,
    );
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('onload')).toBeNull();
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M12 1 3 5z');
  });
});
