import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db';
import { TwilioTransport } from './twilio';

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An email address, or a phone number (SMS and WhatsApp). */
  to: string;
  subject: string;
  text: string;
  /** Email only: extra headers (List-Unsubscribe and List-Unsubscribe-Post on notifications). */
  headers?: Record<string, string>;
}

/** How the API sends email, SMS and WhatsApp. Routes depend on this interface only. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg?: string): void;
}

/**
 * Development default: messages go to the `outbox` table (readable at GET /api/dev/outbox) and to the log.
 * With no SMS provider configured, SMS always go here.
 */
export class OutboxTransport implements MessageTransport {
  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
      message.channel,
      message.to,
      message.subject,
      message.text,
    ]);
    this.log?.info(
      { outbox: { channel: message.channel, to: message.to, subject: message.subject } },
      message.text,
    );
  }
}

/** Real email through SMTP_URL (smtp://user:pass@host:port); SMS and WhatsApp go to the fallback transport. */
export class SmtpTransport implements MessageTransport {
  private readonly mailer: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly smsFallback: MessageTransport,
  ) {
    this.mailer = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') return this.smsFallback.send(message);
    await this.mailer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }
}

/** Each channel to its own transport: email to SMTP or the outbox, SMS and WhatsApp to Twilio or the outbox. */
export class ChannelTransport implements MessageTransport {
  constructor(private readonly routes: Record<MessageChannel, MessageTransport>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.routes[message.channel].send(message);
  }
}

/**
 * The app's transport from settings: SMTP_URL for email, TWILIO_* for SMS and WhatsApp; a channel with no
 * provider writes to the outbox table (GET /api/dev/outbox with DEV_OUTBOX=1) and the log.
 */
export function createTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & Partial<Pick<Config, 'twilio'>>,
  db: Db,
  log?: Logger,
): MessageTransport {
  const outbox = new OutboxTransport(db, log);
  const email = config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom, outbox) : outbox;
  const twilio = config.twilio ? new TwilioTransport(config.twilio) : null;
  return new ChannelTransport({
    email,
    sms: twilio?.sends('sms') ? twilio : outbox,
    whatsapp: twilio?.sends('whatsapp') ? twilio : outbox,
  });
}

/** The channels a real provider sends (not the outbox table): what production can offer its users. */
export function providedChannels(config: Pick<Config, 'smtpUrl' | 'twilio'>): MessageChannel[] {
  return [
    ...(config.smtpUrl ? (['email'] as const) : []),
    ...(config.twilio?.smsFrom ? (['sms'] as const) : []),
    ...(config.twilio?.whatsappFrom ? (['whatsapp'] as const) : []),
  ];
}
