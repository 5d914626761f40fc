// Test helpers of the content editor (jest only): a fake content API that knows methods and multipart bodies,
// and the editor rendered inside the console's routes as the shell mounts it.
import { useAuthStore } from '@basera/shared';
import { renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act } from '@testing-library/react';
import ContentPage from './ContentPage';

export type Reply = [status: number, body: unknown];
export interface Call {
  method: string;
  path: string;
  /** A JSON body parsed; a multipart body as its FormData. */
  body: Record<string, unknown> | FormData | null;
}
type Handler = (call: Call) => Reply;

/**
 * Answers `METHOD /path` (the API base removed) from `routes`; anything else is a 404. Every call is recorded.
 * A handler may be a list: each call takes the next answer (the last one repeats).
 */
export function fakeContentApi(routes: Record<string, Handler | Reply | Reply[]>) {
  const calls: Call[] = [];
  const seen = new Map<string, number>();
  globalThis.fetch = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : null;
    const call = { method, path, body };
    calls.push(call);
    const key = `${method} ${path}`;
    const route = routes[key] ?? routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    let reply: Reply = [404, { status: false, message: 'Not found' }];
    if (typeof route === 'function') reply = route(call);
    else if (route && Array.isArray(route[0])) {
      const list = route as Reply[];
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      reply = list[Math.min(n, list.length - 1)]!;
    } else if (route) reply = route as Reply;
    const [status, payload] = reply;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(payload),
    } as Response;
  }) as unknown as typeof fetch;
  return {
    calls,
    /** The calls other than reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

/** A list answer as the content API gives it. */
export const listOf = <T,>(data: T[]): Reply => [
  200,
  { status: true, data, total: data.length, page: 1, per_page: 20 },
];
/** A 422 with one field's message. */
export const invalid = (field: string, message: string): Reply => [
  422,
  { status: false, message, errors: { [field]: [message] } },
];

/** The content editor at `url`, for a signed-in operator, at phone width unless `wide`. */
export function renderContent(url: string, wide = false) {
  stubMatchMedia(wide);
  act(() => useAuthStore.getState().logout());
  signIn('Admin');
  return renderPage(<ContentPage />, { url, path: '/admin/content/*' });
}

/** The message under a form field (its helper text, as screen readers hear it with the field). */
export function messageUnder(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
