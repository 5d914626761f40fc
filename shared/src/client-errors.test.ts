import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_PAGE,
  clientErrorReport,
  createClientErrorReporter,
  reportClientError,
} from './client-errors';
import { setRuntimeConfig } from './config';
import { clientErrorReportSchema } from './schemas';

const page = () => ({
  path: '/pgdetails/40',
  builds: { shell: '2026-11-28T02:50:17.737Z', mf_content: '1.0.0+aaaaaaa' },
  releases: { mf_content: { release: '1.0.0+aaaaaaa', channel: 'canary' as const } },
});

function reporter() {
  const send = jest.fn<void, [string, string]>();
  const sent = () => send.mock.calls.map(([, body]) => JSON.parse(body));
  return {
    send,
    sent,
    ...createClientErrorReporter({ send, page, endpoint: () => 'http://api.test/api/client-errors' }),
  };
}

describe('client error reports', () => {
  it('carries the kind, message, stack, builds and releases of the page, to the API', () => {
    const { report, send, sent } = reporter();
    const error = new TypeError("Cannot read properties of undefined (reading 'photos')");
    expect(report('boundary', error)).toBe(true);
    expect(send.mock.calls[0]?.[0]).toBe('http://api.test/api/client-errors');
    expect(sent()[0]).toEqual({
      kind: 'boundary',
      message: error.message,
      stack: error.stack,
      url: '/pgdetails/40',
      builds: page().builds,
      releases: page().releases,
    });
  });

  it('sends the path only: a query or fragment may hold personal data', () => {
    const report = clientErrorReport('error', new Error('x'), {
      path: '/PG?search=priya%40example.in&phone=9876543210#top',
    });
    expect(report.url).toBe('/PG');
    expect(JSON.stringify(report)).not.toMatch(/priya|9876543210/);
  });

  it(`sends at most ${CLIENT_ERRORS_PER_PAGE} reports a page, one per message`, () => {
    const { report, send } = reporter();
    expect(report('error', new Error('same'))).toBe(true);
    expect(report('rejection', new Error('same'))).toBe(false);
    for (let i = 0; i < 10; i++) report('error', new Error(`error ${i}`));
    expect(send).toHaveBeenCalledTimes(CLIENT_ERRORS_PER_PAGE);
  });

  it("trims every field to the API's limits: what it sends, the API's schema accepts", () => {
    const huge = new Error('m'.repeat(5000));
    huge.stack = 's'.repeat(50_000);
    const builds = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`app_${i}_${'n'.repeat(100)}`, 'b'.repeat(200)]),
    );
    const report = clientErrorReport('chunk', huge, { path: `/${'p'.repeat(1000)}`, builds });
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(report.url).toHaveLength(CLIENT_ERROR_LIMITS.url);
    expect(Object.keys(report.builds)).toHaveLength(CLIENT_ERROR_LIMITS.builds);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
    // Not only Errors are thrown.
    for (const thrown of ['plain text', { message: 'an object' }, 42, null, undefined, { a: 1 }]) {
      expect(clientErrorReportSchema.safeParse(clientErrorReport('rejection', thrown, page())).success).toBe(
        true,
      );
    }
  });

  it('goes by navigator.sendBeacon to the configured API, else by fetch with keepalive', () => {
    setRuntimeConfig({ apiBase: 'http://api.test/api/' });
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const fetchMock = jest.fn(() => Promise.resolve({} as Response));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      expect(reportClientError('error', new Error('first of this page'))).toBe(true);
      expect(beacon).toHaveBeenCalledWith('http://api.test/api/client-errors', expect.any(String));
      expect(fetchMock).not.toHaveBeenCalled();
      beacon.mockReturnValue(false); // the browser's beacon queue is full
      reportClientError('error', new Error('second of this page'));
      expect(fetchMock).toHaveBeenCalledWith(
        'http://api.test/api/client-errors',
        expect.objectContaining({ method: 'POST', keepalive: true }),
      );
    } finally {
      globalThis.fetch = realFetch;
      Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    }
  });
});
