/** A fake API for component tests: routes by path to a handler returning [status, body]. */
type Handler = (body: Record<string, unknown>) => [number, unknown];

export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const fetchMock = jest.fn(async (input: string, init?: { body?: string }) => {
    const path = new URL(input).pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = routes[path];
    const [status, payload] = handler ? handler(body) : [404, { status: false, message: 'Not found' }];
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
