import { SMS_MAX_CHARS } from '@basera/shared/schemas';
import { gsmLength, renderMessage, smsLine, toGsm } from './render';

const link = 'http://localhost:3000/user/enquiries/1234';
const optOut = 'http://localhost:3000/unsubscribe/AbCdEfGhIjKl';

describe('SMS lines', () => {
  it('keep a short text whole, with both links', () => {
    expect(smsLine('Your visit is confirmed.', link, optOut)).toBe(
      `Basera: Your visit is confirmed. ${link} Stop: ${optOut}`,
    );
  });

  it('cut a long text at a word, never the links, within SMS_MAX_CHARS', () => {
    const line = smsLine(
      'Visit confirmed: Sunrise Girls PG, Koramangala, Tue 1 Dec 10:00–11:00 (₹8,500/month). Owner: Ravi 9876543210',
      link,
      optOut,
    );
    expect(gsmLength(line)).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(line).toMatch(/^Basera: Visit confirmed: Sunrise Girls PG, Koramangala, Tue 1\.\.\. /);
    expect(line.endsWith(`${link} Stop: ${optOut}`)).toBe(true);
  });

  it('write GSM-7 only (a rupee sign or a curly quote would make it a 70-character SMS)', () => {
    expect(toGsm('₹8,500 “AC” room — Priya’s')).toBe('Rs.8,500 "AC" room - Priya\'s');
    expect(toGsm('नमस्ते Asha')).toBe(' Asha');
    expect(gsmLength('a{b}€')).toBe(8);
  });

  it('drop the prefix, then the text, before ever cutting a long link', () => {
    const longLink = `http://localhost:3000/${'x'.repeat(80)}`;
    const line = smsLine('Your visit is confirmed for tomorrow morning at ten.', longLink, optOut);
    expect(line.startsWith('Basera: ')).toBe(false);
    expect(line).toContain(longLink);
    expect(line).toContain(optOut);
    expect(gsmLength(line)).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });
});

describe('email and WhatsApp bodies', () => {
  it('greet, tell, link and say what the opt-out stops', () => {
    const base = {
      name: 'Priya',
      subject: 'Visit\nconfirmed:  Sunrise PG',
      text: 'The owner confirmed your visit.',
      short: '',
      link,
      optOutUrl: optOut,
    };
    const email = renderMessage({ ...base, channel: 'email', optOutScope: 'channel' });
    expect(email.subject).toBe('Visit confirmed: Sunrise PG');
    expect(email.body).toBe(
      `Hello Priya,\n\nThe owner confirmed your visit.\n\nOpen: ${link}\n\nTo stop emails from Basera: ${optOut}`,
    );
    const alert = renderMessage({ ...base, channel: 'whatsapp', optOutScope: 'saved_search' });
    expect(alert.body.endsWith(`To stop alerts for this saved search: ${optOut}`)).toBe(true);
  });
});
