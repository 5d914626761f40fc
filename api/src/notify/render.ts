import type { NotifyChannel } from '@basera/shared/schemas';
import { SMS_MAX_CHARS } from '@basera/shared/schemas';

/** What a message's opt-out link stops, in words for its last line. */
export type OptOutScope = 'channel' | 'saved_search' | 'bed_alert';

export interface RenderInput {
  channel: NotifyChannel;
  /** The user's first name, for the greeting. */
  name: string;
  subject: string;
  text: string;
  short: string;
  /** Absolute link of the notice (site address + path). */
  link: string;
  /** Absolute opt-out link (`${siteUrl}/unsubscribe/${token}`). */
  optOutUrl: string;
  optOutScope: OptOutScope;
}

export interface Rendered {
  subject: string;
  body: string;
}

const CHANNEL_WORDS: Record<NotifyChannel, string> = {
  email: 'emails',
  sms: 'text messages',
  whatsapp: 'WhatsApp messages',
};

/** The last line of an email or WhatsApp message: what the link stops, and the link. */
function optOutLine(input: RenderInput): string {
  switch (input.optOutScope) {
    case 'saved_search':
      return `To stop alerts for this saved search: ${input.optOutUrl}`;
    case 'bed_alert':
      return `To stop this bed alert: ${input.optOutUrl}`;
    default:
      return `To stop ${CHANNEL_WORDS[input.channel]} from Basera: ${input.optOutUrl}`;
  }
}

/** One line for a header: a listing name with line breaks must not shape the mail's headers. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The message as it is sent: email and WhatsApp with a greeting, the notice's text, its absolute link and the
 * opt-out line; SMS as one line of GSM-7 characters that fits SMS_MAX_CHARS with the link and the opt-out.
 */
export function renderMessage(input: RenderInput): Rendered {
  const subject = oneLine(input.subject);
  if (input.channel === 'sms') return { subject, body: smsLine(input.short, input.link, input.optOutUrl) };
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : 'Hello,';
  const body = [greeting, '', input.text.trim(), '', `Open: ${input.link}`, '', optOutLine(input)].join('\n');
  return { subject, body };
}

/** Characters GSM-7's basic set lacks, spelled in ones it has (an SMS with any other is cut to 70 characters). */
const GSM_SPELLINGS: Record<string, string> = {
  '₹': 'Rs.',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '\u00a0': ' ',
};
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of GSM-7's extension table: each takes two of the 160. */
const GSM_EXTENDED = '^{}\\[~]|€';

/** Text in GSM-7 characters only: common typography spelled plainly, anything else dropped. */
export function toGsm(text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    const spelled = GSM_SPELLINGS[char] ?? char;
    for (const c of spelled) if (GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c)) out += c;
  }
  return out;
}

/** An SMS's length in GSM-7 septets (extension characters count twice). */
export function gsmLength(text: string): number {
  let length = 0;
  for (const c of text) length += GSM_EXTENDED.includes(c) ? 2 : 1;
  return length;
}

/** Cuts text to at most `max` septets, ending in "..." when it had to cut. */
function cut(text: string, max: number): string {
  if (gsmLength(text) <= max) return text;
  if (max < 4) return '';
  let out = '';
  for (const c of text) {
    if (gsmLength(out + c) > max - 3) break;
    out += c;
  }
  // At a word's end when one is near, not in the middle of a name or a number.
  const space = out.lastIndexOf(' ');
  if (space > 0 && out.length - space <= 12) out = out.slice(0, space);
  return `${out.trimEnd().replace(/[,;:.-]+$/, '')}...`;
}

/**
 * "Basera: <short> <link> Stop: <opt-out>", within SMS_MAX_CHARS: only `short` is trimmed, never the links.
 * With very long links the "Basera: " prefix goes first, then the short text.
 */
export function smsLine(short: string, link: string, optOutUrl: string): string {
  const tail = ` ${link} Stop: ${optOutUrl}`;
  const text = toGsm(short).trim();
  for (const prefix of ['Basera: ', '']) {
    const room = SMS_MAX_CHARS - gsmLength(prefix) - gsmLength(tail);
    if (room >= 10) return `${prefix}${cut(text, room)}${tail}`;
  }
  return `${cut(text, Math.max(0, SMS_MAX_CHARS - gsmLength(tail) - 1))} ${tail.trimStart()}`.trim();
}
