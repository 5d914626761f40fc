/**
 * Test helpers for every front-end package (jest only, `@basera/shared/testing`): a fake API, a page rendered
 * the way the shell hosts it, a signed-in user, and the browser parts jsdom lacks.
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useAuthStore } from './auth-store';
import { AppProviders } from './providers';
import type { User, UserType } from './types';

/** Enquiry threads as the API answers them (`testThread('seeker' | 'owner', change)`), for the apps' tests. */
export { message as testMessage, testSummary, testThread, testVisit } from './enquiries/fixtures';
export { testReview, testSummary as testRatingSummary } from './ratings/fixtures';

type Handler = (body: Record<string, unknown>, query: URLSearchParams) => [number, unknown];

const answer = (status: number, payload: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(payload),
});

/**
 * A fake API: routes by path to a handler returning [status, body], and records every call so a test can
 * assert what the page sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ path: string; body: Record<string, unknown>; query: URLSearchParams }> = [];
  const fetchMock = jest.fn(async (input: string, init?: { body?: string }) => {
    const url = new URL(input);
    const path = url.pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body, query: url.searchParams });
    const handler = routes[path];
    const [status, payload] = handler
      ? handler(body, url.searchParams)
      : [404, { status: false, message: 'Not found' }];
    return answer(status, payload);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { calls, fetchMock };
}

/** States and cities as `/states` and `/cities/{id}` answer them: two states, a few cities each (for mockApi). */
export const placeRoutes: Record<string, Handler> = {
  '/states': () => [
    200,
    {
      status: true,
      data: [
        { id: 1, name: 'Karnataka' },
        { id: 2, name: 'Maharashtra' },
      ],
    },
  ],
  '/cities/1': () => [
    200,
    {
      status: true,
      data: [
        { id: 10, name: 'Bengaluru' },
        { id: 11, name: 'Belagavi' },
        { id: 12, name: 'Mysuru' },
      ],
    },
  ],
  '/cities/2': () => [200, { status: true, data: [{ id: 20, name: 'Pune' }] }],
};

/** A fetch that answers only when the test says so: lets a test see a busy label. */
export function gatedFetch(status: number, body: unknown) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    await gate;
    return answer(status, body);
  });
  return { calls, release: () => open() };
}

/** A registered user for tests. */
export const testUser: User = {
  id: 7,
  fname: 'Asha',
  lname: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  created_at: '2026-03-14T10:00:00.000Z',
  avatar_url: null,
};

export function signIn(usertype: UserType = 'Customer', user: User = testUser) {
  act(() => useAuthStore.getState().setSession({ token: 'tok', user, usertype }));
}

/**
 * jsdom has no matchMedia (MUI's useMediaQuery, swiper's breakpoints). Width queries answer as a window `wide`
 * px wide (true: 1280, false: 360), so `up('lg')` and `down('sm')` agree; any other query answers `wide`.
 */
export function stubMatchMedia(wide: boolean | number) {
  const width = typeof wide === 'number' ? wide : wide ? 1280 : 360;
  const holds = (query: string) => {
    const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    if (!widths.length) return Boolean(wide);
    return widths.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
  };
  window.matchMedia = ((query: string) => ({
    matches: holds(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export const CURRENT_PATH_TEST_ID = 'current-path';

function CurrentPath() {
  return <output data-testid={CURRENT_PATH_TEST_ID}>{useLocation().pathname}</output>;
}

/**
 * Renders a page at `url` (matched by `path`) as the shell hosts it: theme, toasts, a router, and a fresh
 * swr cache per test. `[data-testid=current-path]` shows where navigation went.
 */
export function renderPage(
  page: ReactElement,
  { url = '/', path = '*' }: { url?: string; path?: string } = {},
) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AppProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </AppProviders>
    </SWRConfig>,
  );
}

/** A media condition of the kind MUI's breakpoints write: `(min-width:576px)`, `(max-width:767.95px)`, `and`. */
function mediaMatches(condition: string, width: number): boolean {
  return condition.split(/\band\b/).every((part) => {
    const match = /(min|max)-width:\s*([\d.]+)px/.exec(part);
    if (!match) return !/width/.test(part);
    const value = Number(match[2]);
    return match[1] === 'min' ? width >= value : width <= value;
  });
}

/** The specificity of one selector, as one comparable number (ids, then classes and attributes, then elements). */
function specificity(selector: string): number {
  const plain = selector.replace(/\([^)]*\)/g, '');
  const ids = (plain.match(/#[\w-]+/g) ?? []).length;
  const classes = (plain.match(/(\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+)/g) ?? []).length;
  const elements = (plain.match(/(^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length;
  return ids * 10_000 + classes * 100 + elements;
}

/**
 * A CSS property of an element as a browser `width` px wide would compute it from the page's style sheets
 * (jsdom's getComputedStyle ignores media queries, so responsive values, xs included, never apply there).
 * The more specific rule wins, then the later one, as in the cascade; inline styles and !important are not
 * looked at.
 */
export function styleAt(element: Element, property: string, width: number): string {
  let value = '';
  let weight = -1;
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (mediaMatches(rule.conditionText ?? rule.media.mediaText, width)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule) {
        const declared = rule.style.getPropertyValue(property);
        if (!declared) continue;
        for (const selector of rule.selectorText.split(',')) {
          let matches = false;
          try {
            matches = element.matches(selector);
          } catch {
            // A selector jsdom cannot read (vendor pseudo-elements) matches nothing here.
          }
          if (matches && specificity(selector) >= weight) {
            weight = specificity(selector);
            value = declared;
          }
        }
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return value;
}
