import { loadConfig } from '../config';
import { testDatabaseKinds } from '../test/databases';
import { useTestApp } from '../test/suite';

/** Issue 27, point 7: headers, the API's own 400 for a broken URL, a dev outbox for this machine only. */
describe.each(testDatabaseKinds)('safer defaults on %s', (kind) => {
  const t = useTestApp(kind, { devOutbox: true });

  it('sends a permissions policy and cross-origin-opener-policy, and HSTS only over HTTPS', async () => {
    for (const url of ['/api/states', '/api/health', '/api/no-such-route']) {
      const plain = await t.app.inject(url);
      expect([url, plain.headers['cross-origin-opener-policy']]).toEqual([url, 'same-origin']);
      const policy = String(plain.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=(self)', 'payment=()'])
        expect([url, policy]).toEqual([url, expect.stringContaining(feature)]);
      expect([url, plain.headers['strict-transport-security']]).toEqual([url, undefined]);
      const tls = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect([url, tls.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000']);
    }
  });

  it('answers a URL with broken percent-encoding in its own 400 shape', async () => {
    for (const url of ['/api/properties/%E0%A4%A', '/api/get-property-details-by-id/%E0%A4%A', '/api/%']) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        400,
        { status: false, message: 'The address is not a valid URL.' },
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('shows the dev outbox to this machine only', async () => {
    const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/dev/outbox?to=asha@example.in', remoteAddress, headers });
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect([local, (await read(local)).statusCode]).toEqual([local, 200]);
    const refused = await read('192.168.1.20');
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { status: false, message: 'The dev outbox answers only this machine.' },
    ]);
    // Through a proxy on this machine, for someone else.
    expect((await read('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await read('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
  });
});

it('listens on this machine only unless HOST says otherwise', () => {
  expect(loadConfig({}).host).toBe('127.0.0.1');
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
});
