import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, StartupError, type TwilioSettings } from '../config';
import { migrate } from '../db/migrate';
import { availableChannels } from '../notify/service';
import { openTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '../test/databases';
import { internationalPhone, TwilioError, TwilioTransport } from './twilio';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

interface Received {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

/** A stand-in for api.twilio.com on a local port: answers as Twilio does, by the number it is sent to. */
async function startTwilioServer() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form,
      });
      const json = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (form.To?.endsWith('0000000000'))
        return json(400, {
          code: 21211,
          message: "The 'To' number is not a valid phone number.",
          status: 400,
        });
      if (form.To?.endsWith('5555555555')) return json(503, { message: 'Service Unavailable', status: 503 });
      json(201, {
        sid: `SM${'1'.repeat(32)}`,
        status: 'queued',
        to: form.To,
        from: form.From,
        body: form.Body,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Twilio transport against a local HTTP server', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  let settings: TwilioSettings;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    settings = {
      accountSid: SID,
      authToken: 'secret-token',
      smsFrom: '+15005550006',
      whatsappFrom: '+14155238886',
      apiUrl: twilio.url,
      countryCode: '+91',
    };
  });
  afterAll(() => twilio.close());

  it('posts an SMS as a form to the Messages resource with Basic auth', async () => {
    const before = twilio.received.length;
    await new TwilioTransport(settings).send({
      channel: 'sms',
      to: '9876543210',
      subject: 'x',
      text: 'Hello & bye',
    });
    const [request] = twilio.received.slice(before);
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:secret-token`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+919876543210', From: '+15005550006', Body: 'Hello & bye' },
    });
  });

  it('sends WhatsApp with the whatsapp: prefix on both numbers', async () => {
    const before = twilio.received.length;
    await new TwilioTransport(settings).send({
      channel: 'whatsapp',
      to: '+91 98765 43210',
      subject: '',
      text: 'Hi',
    });
    expect(twilio.received.slice(before).map((r) => r.form)).toEqual([
      { To: 'whatsapp:+919876543210', From: 'whatsapp:+14155238886', Body: 'Hi' },
    ]);
  });

  it("reports Twilio's refusals: a bad number is permanent, an outage and no answer are not", async () => {
    const transport = new TwilioTransport(settings);
    const refused = await transport
      .send({ channel: 'sms', to: '0000000000', subject: '', text: 'x' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TwilioError);
    expect(refused).toMatchObject({ status: 400, code: 21211, permanent: true });
    const outage = await transport
      .send({ channel: 'sms', to: '5555555555', subject: '', text: 'x' })
      .catch((error: unknown) => error);
    expect(outage).toMatchObject({ status: 503, permanent: false });
    const closed = await startTwilioServer();
    await closed.close();
    const unreachable = await new TwilioTransport({ ...settings, apiUrl: closed.url })
      .send({ channel: 'sms', to: '9876543210', subject: '', text: 'x' })
      .catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ status: 0, permanent: false });
  });

  it('makes stored phones international', () => {
    expect(internationalPhone('9876543210', '+91')).toBe('+919876543210');
    expect(internationalPhone('09876543210', '+91')).toBe('+919876543210');
    expect(internationalPhone('+1 (415) 555-0100', '+91')).toBe('+14155550100');
  });
});

describe('TWILIO_* settings', () => {
  const base = { NODE_ENV: 'test' };
  it('offers in production only the channels a provider sends (email always), every channel in development', () => {
    const twilio = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't', TWILIO_SMS_FROM: '+15005550006' };
    expect(availableChannels(loadConfig({ NODE_ENV: 'production' }))).toEqual(['email']);
    expect(availableChannels(loadConfig({ NODE_ENV: 'production', ...twilio }))).toEqual(['email', 'sms']);
    expect(availableChannels(loadConfig(base))).toEqual(['email', 'sms', 'whatsapp']);
  });

  it('builds the provider from a full set, and says what is missing from a half set', () => {
    const config = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
    });
    expect(config.twilio).toEqual({
      accountSid: SID,
      authToken: 't',
      smsFrom: null,
      whatsappFrom: '+14155238886',
      apiUrl: 'https://api.twilio.com',
      countryCode: '+91',
    });
    expect(loadConfig(base).twilio).toBeNull();
    const fails = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(StartupError);
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(fails({ TWILIO_ACCOUNT_SID: SID, TWILIO_SMS_FROM: '+15005550006' })).toMatch(
      /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both/,
    );
    expect(fails({ TWILIO_SMS_FROM: '+15005550006' })).toMatch(/TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/);
    expect(fails({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't' })).toMatch(
      /TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM: set the sender number/,
    );
    expect(
      fails({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 't', TWILIO_SMS_FROM: '+15005550006' }),
    ).toMatch(/TWILIO_ACCOUNT_SID: must be a Twilio Account SID/);
    expect(fails({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't', TWILIO_SMS_FROM: '98765' })).toMatch(
      /TWILIO_SMS_FROM: must be a phone number in international form/,
    );
  });
});

describe.each(testDatabaseKinds)('a notice through Twilio, end to end (%s)', (kind) => {
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    twilio = await startTwilioServer();
    database = await openTestDatabase(kind);
    await migrate(database.db);
    const config = testConfig({
      twilio: {
        accountSid: SID,
        authToken: 'secret-token',
        smsFrom: '+15005550006',
        whatsappFrom: '+14155238886',
        apiUrl: twilio.url,
        countryCode: '+91',
      },
    });
    // The app's own transport from its settings: email to the outbox (no SMTP_URL), SMS and WhatsApp to Twilio.
    app = await buildApp({ config, db: database.db });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await twilio?.close();
  });

  it('sends SMS and WhatsApp through Twilio and email to the outbox, each once', async () => {
    const { rows } = await database.db.query<{ id: string }>(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash)
       VALUES ('Customer', 'Asha', 'Rao', 'asha.twilio@example.in', '9876500001', 'x') RETURNING id`,
    );
    const userId = Number(rows[0]!.id);
    await database.db.query(
      'INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, true, true, true)',
      [userId],
    );
    const notice = {
      userId,
      kind: 'visit' as const,
      key: `twilio:${userId}`,
      subject: 'Visit confirmed',
      text: 'The owner confirmed your visit.',
      short: 'Your visit is confirmed.',
      link: '/user/enquiries/7',
    };
    expect(await app.deps.notifier.notify(notice)).toEqual(['email', 'sms', 'whatsapp']);
    expect(await app.deps.notifier.drain()).toBe(3);
    expect(await app.deps.notifier.drain()).toBe(0);
    const forms = twilio.received.map((r) => r.form);
    expect(forms.map((f) => f.To)).toEqual(['+919876500001', 'whatsapp:+919876500001']);
    expect(forms[0]!.Body).toMatch(
      /^Basera: Your visit is confirmed\. http:\/\/\S+\/user\/enquiries\/7 Stop: \S+\/unsubscribe\/\S{12,}$/,
    );
    expect(forms[1]!.Body).toContain('Hello Asha,');
    const outbox = await database.db.query<{ channel: string }>(
      `SELECT channel FROM outbox WHERE recipient = 'asha.twilio@example.in'`,
    );
    expect(outbox.rows.map((r) => r.channel)).toEqual(['email']);
  });
});
