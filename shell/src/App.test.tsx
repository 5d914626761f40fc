import { setRemoteLoader } from '@basera/shared';
import { stubMatchMedia, styleAt } from '@basera/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { App } from './App';

// Remotes and the API that never answer: what a visitor sees during the first seconds of a slow connection.
beforeEach(() => {
  stubMatchMedia(false);
  // The layout scrolls to the top on navigation; jsdom has no scrolling.
  window.scrollTo = jest.fn() as never;
  setRemoteLoader(() => new Promise(() => {}));
  (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
});

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

describe('the layout while a page’s remote loads', () => {
  it('keeps the page area the viewport under the header, so the footer starts below the fold', async () => {
    renderAt('/blog');
    const main = screen.getByRole('main');
    expect(getComputedStyle(main).minHeight).toBe('calc(100vh - 64px)');
    // The footer comes after the page area, never inside it (once the browser is idle after the first screen).
    expect((await screen.findByRole('contentinfo')).previousElementSibling).toBe(main);
    const loading = within(main).getByRole('status', { name: 'Loading' });
    expect(getComputedStyle(loading).minHeight).toBe('calc(100vh - 64px)');
    // A title band where the page's header will be, not a spinner in a box that later collapses.
    expect(within(main).queryByRole('progressbar')).toBeNull();
    expect([360, 1280].map((width) => styleAt(loading.firstElementChild!, 'min-height', width))).toEqual([
      '129px',
      '191px',
    ]);
  });

  it('reserves the home banner on the home page', () => {
    renderAt('/');
    const loading = within(screen.getByRole('main')).getByRole('status', { name: 'Loading' });
    expect([360, 600, 1280].map((width) => styleAt(loading.firstElementChild!, 'height', width))).toEqual([
      '320px',
      '420px',
      '568px',
    ]);
  });
});

describe('the skip link', () => {
  it('is the first thing the keyboard reaches and moves focus to the page', () => {
    renderAt('/about');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    skip.focus();
    skip.click();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // The router's address is left alone (no #main).
    expect(window.location.pathname + window.location.hash).toBe('/about');
  });
});
