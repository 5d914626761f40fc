import type { TwilioSettings } from '../config';
import type { MessageTransport, OutgoingMessage } from './transport';

/** How long one request to Twilio may take before the send counts as failed (and is retried later). */
export const TWILIO_TIMEOUT_MS = 20_000;

/** Twilio refused the message. `permanent`: retrying cannot help (a bad number, a blocked recipient, bad keys). */
export class TwilioError extends Error {
  override name = 'TwilioError';
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** A stored phone in international form: 10 digits get the country code; a number with + stays as it is. */
export function internationalPhone(phone: string, countryCode: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `${countryCode}${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `${countryCode}${digits.slice(1)}`;
  return `+${digits}`;
}

/**
 * SMS and WhatsApp through Twilio's Messages REST API: one form-encoded POST per message with Basic auth
 * (POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json). WhatsApp numbers carry the `whatsapp:` prefix.
 */
export class TwilioTransport implements MessageTransport {
  constructor(
    private readonly settings: TwilioSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Whether this provider has a sender for the channel. */
  sends(channel: OutgoingMessage['channel']): boolean {
    if (channel === 'sms') return Boolean(this.settings.smsFrom);
    if (channel === 'whatsapp') return Boolean(this.settings.whatsappFrom);
    return false;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const { accountSid, authToken, apiUrl, countryCode } = this.settings;
    const from = message.channel === 'sms' ? this.settings.smsFrom : this.settings.whatsappFrom;
    if (message.channel === 'email' || !from)
      throw new TwilioError(0, null, `Twilio is not set up to send ${message.channel}`, true);
    const to = internationalPhone(message.to, countryCode);
    const prefix = message.channel === 'whatsapp' ? 'whatsapp:' : '';
    const body = new URLSearchParams({ To: `${prefix}${to}`, From: `${prefix}${from}`, Body: message.text });
    let res: Response;
    try {
      res = await this.fetchImpl(
        `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: body.toString(),
          signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new TwilioError(0, null, `Twilio unreachable: ${(error as Error).message}`, false);
    }
    if (res.ok) {
      await res.arrayBuffer().catch(() => undefined);
      return;
    }
    const detail = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    // 429 and 5xx pass; any other 4xx (a bad number, unverified sender, bad credentials) will not on a retry.
    const permanent = res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 408;
    throw new TwilioError(
      res.status,
      detail?.code ?? null,
      `Twilio answered ${res.status}${detail?.code ? ` (${detail.code})` : ''}: ${detail?.message ?? res.statusText}`,
      permanent,
    );
  }
}
