import { CONTACT_API_MESSAGES, contactMessageSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { parse, TooManyRequestsError } from '../http/errors';

/** Messages one client address may send per window: enough for a person, too few to flood the inbox. */
export const CONTACT_MESSAGES_PER_IP = 5;
export const CONTACT_WINDOW_SECONDS = 600;

/** POST /message: the contact form. Stored first, then mailed to the business's address. */
export async function contentMessageRoutes(app: FastifyInstance) {
  const { db, transport, throttle } = app.deps;

  app.post('/message', async (request) => {
    const input = parse(contactMessageSchema, request.body);
    // Only valid messages count: a visitor fixing typos is never locked out.
    const { count, resetIn } = await throttle.hit(`contact-ip:${request.ip}`, CONTACT_WINDOW_SECONDS);
    if (count > CONTACT_MESSAGES_PER_IP) {
      const minutes = Math.max(1, Math.ceil(resetIn / 60));
      throw new TooManyRequestsError(CONTACT_API_MESSAGES.throttled(minutes), resetIn);
    }

    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO contact_messages (name, phone_no, email, city, message, client_ip)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [input.name, input.phone_no, input.email, input.city, input.message, request.ip],
    );
    const id = Number(rows[0]!.id);

    const settings = await db.query<{ email: string | null }>(
      'SELECT email FROM general_settings WHERE id = 1',
    );
    const businessEmail = settings.rows[0]?.email;
    if (businessEmail) {
      try {
        await transport.send({
          channel: 'email',
          to: businessEmail,
          // One line: a name with line breaks must not shape the mail's headers.
          subject: `Contact form: ${input.name} (${input.city})`.replace(/\s+/g, ' '),
          text: [
            `New message #${id} from the Basera contact form.`,
            '',
            `Name: ${input.name}`,
            `Phone: ${input.phone_no}`,
            `Email: ${input.email}`,
            `City: ${input.city}`,
            '',
            input.message,
          ].join('\n'),
        });
        await db.query('UPDATE contact_messages SET emailed_at = now() WHERE id = $1', [id]);
      } catch (error) {
        // The message is stored and can be read from the table: the visitor need not send it again.
        request.log.error({ err: error, contactMessageId: id }, 'contact message email failed');
      }
    }
    return { status: true, message: CONTACT_API_MESSAGES.sent };
  });
}
