import { settingsUpdateSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../../admin/guard';
import type { Queryable } from '../../../db';
import { parse } from '../../../http/errors';
import { auditContent, changedFields, iso } from './common';

const FIELDS = [
  'email',
  'contact_number',
  'address',
  'about',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
] as const;
type SettingsRow = Record<(typeof FIELDS)[number], string | null> & { updated_at: Date | string | null };

const out = (row: SettingsRow) => ({
  ...Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? null])),
  updated_at: iso(row.updated_at),
});

/**
 * The business's general settings (the one general_settings row): what the footer (/general-settings), the
 * contact page (/get-contact-us) and the business notices (contact form, thread reports) read. Neither is
 * cached by the API, so a change shows at the next read.
 */
export async function contentSettingsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const select = `SELECT ${FIELDS.join(', ')}, updated_at FROM general_settings WHERE id = 1`;
  const load = async (q: Queryable, lock = false) => {
    const { rows } = await q.query<SettingsRow>(`${select}${lock ? ' FOR UPDATE' : ''}`);
    return (
      rows[0] ??
      ({ ...Object.fromEntries(FIELDS.map((field) => [field, null])), updated_at: null } as SettingsRow)
    );
  };

  app.get('/admin/content/settings', adminOnly, async () => ({ status: true, data: out(await load(db)) }));

  app.put('/admin/content/settings', adminOnly, async (request) => {
    const input: Record<string, unknown> = { ...parse(settingsUpdateSchema, request.body) };
    const row = await db.transaction(async (tx) => {
      // A fresh database without the seed has no row yet: the first save makes it.
      await tx.query('INSERT INTO general_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
      const current = await load(tx, true);
      const fields = changedFields(current, input);
      if (!fields.length) return current;
      const { rows } = await tx.query<SettingsRow>(
        `UPDATE general_settings SET ${fields.map((field, index) => `${field} = $${index + 1}`).join(', ')},
                updated_at = now()
          WHERE id = 1 RETURNING ${FIELDS.join(', ')}, updated_at`,
        fields.map((field) => input[field]),
      );
      await auditContent(tx, request, 'content.update', 'settings', 1, { fields });
      return rows[0]!;
    });
    return { status: true, message: 'Settings saved', data: out(row) };
  });
}
