import type { Queryable } from '../db';

/** Basera's own business details, shown in the footer and on the contact page. */
export const DEMO_SETTINGS = {
  about:
    'Basera helps students and working professionals find safe, affordable shared housing across India: PG rooms, ' +
    'hostels, mess services and room sharing, listed directly by their owners. Compare, shortlist and call owners ' +
    'without paying a broker.',
  facebook: 'https://www.facebook.com/basera.in',
  instagram: 'https://www.instagram.com/basera.in',
  twitter: 'https://twitter.com/basera_in',
  linkedin: 'https://www.linkedin.com/company/basera-in',
  address: '3rd Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  contact_number: '8045671234',
  email: 'support@basera.in',
};

export async function seedGeneralSettings(db: Queryable): Promise<void> {
  const s = DEMO_SETTINGS;
  await db.query(
    `INSERT INTO general_settings (id, about, facebook, instagram, twitter, linkedin, address, contact_number, email)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8)`,
    [s.about, s.facebook, s.instagram, s.twitter, s.linkedin, s.address, s.contact_number, s.email],
  );
}
