import { ENQUIRIES_PATH, LEADS_PATH, MAIL_QUIET_MINUTES } from '@basera/shared/schemas';
import type { ThreadRole } from '@basera/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db';
import type { MessageTransport } from '../messaging/transport';
import type { ThreadRow } from './threads';

export interface Notice {
  /** Who is told: the listing's owner, or the seeker. */
  to: ThreadRole;
  subject: string;
  /** What happened, in a line or two of plain text (a message's own words may follow). */
  text: string;
}

/**
 * Mails one side of a thread, through the app's transport (SMTP, or the dev outbox), at most once per thread and
 * side in MAIL_QUIET_MINUTES: a quick exchange becomes one mail, not one per line. The claim is one atomic
 * update, so two requests at once still send one mail. A failed send is logged: the message itself is stored.
 */
export async function notify(
  deps: { db: Queryable; transport: MessageTransport; siteUrl: string; log: FastifyBaseLogger },
  row: ThreadRow,
  notice: Notice,
): Promise<boolean> {
  const address = notice.to === 'owner' ? row.owner_email : row.seeker_email;
  if (!address) return false;
  const column = notice.to === 'owner' ? 'owner_mailed_at' : 'seeker_mailed_at';
  const { rows } = await deps.db.query(
    `UPDATE enquiry_threads SET ${column} = now()
      WHERE id = $1 AND (${column} IS NULL OR ${column} < now() - make_interval(mins => $2)) RETURNING id`,
    [row.id, MAIL_QUIET_MINUTES],
  );
  if (!rows.length) return false;
  const path = notice.to === 'owner' ? LEADS_PATH : ENQUIRIES_PATH;
  const name = notice.to === 'owner' ? row.owner_name : row.seeker_name;
  try {
    await deps.transport.send({
      channel: 'email',
      to: address,
      // One line: a listing name with line breaks must not shape the mail's headers.
      subject: notice.subject.replace(/\s+/g, ' '),
      text: [
        `Hello ${name ?? ''},`.replace(' ,', ','),
        '',
        notice.text,
        '',
        `Open the conversation: ${deps.siteUrl}${path}/${row.id}`,
        '',
        `You get at most one mail per conversation every ${MAIL_QUIET_MINUTES} minutes.`,
      ].join('\n'),
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, threadId: row.id }, 'enquiry mail failed');
    return false;
  }
}
