import type { GeneralSettings } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';

export async function generalSettingsRoutes(app: FastifyInstance) {
  app.get('/general-settings', async () => {
    const { rows } = await app.deps.db.query<GeneralSettings>(
      `SELECT about, facebook, instagram, twitter, linkedin, address, contact_number, email
         FROM general_settings WHERE id = 1`,
    );
    const empty: GeneralSettings = {
      about: null,
      facebook: null,
      instagram: null,
      twitter: null,
      linkedin: null,
      address: null,
      contact_number: null,
      email: null,
    };
    return { status: true, general_settings: rows[0] ?? empty };
  });
}
