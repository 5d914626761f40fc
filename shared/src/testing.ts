/**
 * A fake API for component tests (jest only): routes by path to a handler returning [status, body],
 * and records every call so a test can assert what the form sent.
 */
type Handler = (body: Record<string, unknown>, query: URLSearchParams) => [number, unknown];

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
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(payload),
    };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { calls, fetchMock };
}
