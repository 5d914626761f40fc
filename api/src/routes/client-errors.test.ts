import { testDatabaseKinds } from '../test/databases';
import { addressPerTest, useTestApp } from '../test/suite';
import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERRORS_PER_IP } from './client-errors';

const report = {
  kind: 'chunk',
  message: 'Loading chunk 812 failed.',
  stack: 'ChunkLoadError: Loading chunk 812 failed.\n    at http://localhost:3005/remoteEntry.js:1:2',
  url: '/pgdetails/40',
  builds: { shell: '2026-11-28T02:50:17.737Z', mf_content: '1.0.0+aaaaaaa' },
  releases: { mf_content: { release: '1.0.0+aaaaaaa', channel: 'canary' } },
};

describe.each(testDatabaseKinds)('POST /client-errors on %s', (kind) => {
  const t = useTestApp(kind);
  const address = addressPerTest(34);

  /** As navigator.sendBeacon sends it: JSON in a text/plain body (or as JSON when asked). */
  const post = async (body: unknown, contentType = 'text/plain;charset=UTF-8') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: address(),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  };

  it('takes a report signed out, from a beacon or as JSON, logs it at warn and answers 204', async () => {
    const warn = jest.spyOn(t.app.log, 'warn');
    try {
      expect(await post(report)).toMatchObject({ status: 204, body: null });
      expect(await post(report, 'application/json')).toMatchObject({ status: 204 });
      const { kind: _kind, stack: _stack, releases: _releases, ...minimal } = report;
      expect((await post({ ...minimal, kind: 'error' })).status).toBe(204);
      // One warn line per report, with its fields (the app logs nothing else at warn here).
      expect(warn).toHaveBeenCalledTimes(3);
      expect(warn.mock.calls[0]?.[0]).toEqual({ clientError: { ...report, userAgent: 'lightMyRequest' } });
      expect(warn.mock.calls[0]?.[1]).toBe('client error (chunk): Loading chunk 812 failed.');
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 422 with per-field errors for a report that does not fit', async () => {
    const res = await post({
      ...report,
      kind: 'crash',
      message: 'm'.repeat(501),
      stack: 's'.repeat(4001),
      url: '/PG?search=priya@example.in',
      builds: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`app${i}`, 'b'])),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['builds', 'kind', 'message', 'stack', 'url']);
    const long = await post({ ...report, builds: { shell: 'b'.repeat(81) }, url: `/${'p'.repeat(300)}` });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors).sort()).toEqual(['builds.shell', 'url']);
  });

  it('never answers 500 to junk', async () => {
    for (const junk of [
      'not json',
      '',
      'null',
      '[]',
      '42',
      '"text"',
      '{"kind":{"$gt":""}}',
      '{"builds":"x"}',
    ])
      expect([junk, (await post(junk)).status]).toEqual([junk, 422]);
    expect((await post('{"kind":', 'application/json')).status).toBe(400);
    expect((await post('x'.repeat(CLIENT_ERROR_BODY_LIMIT + 1))).status).toBe(413);
  });

  it(`answers 429 with Retry-After past ${CLIENT_ERRORS_PER_IP} reports from one address`, async () => {
    for (let i = 0; i < CLIENT_ERRORS_PER_IP; i++) expect((await post(report)).status).toBe(204);
    const refused = await post(report);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
