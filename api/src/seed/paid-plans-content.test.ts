import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/databases';
import { FAQS, PAID_PLAN_FAQS, STATIC_PAGES } from './content-text';

const MIGRATION = '021_paid_plans_content.sql';

/** The two policy pages as seeded before issue 31 (the text migration 021 recognises and replaces). */
const BEFORE = {
  'refund-and-cancellation-policy': {
    meta: 'Refunds for Basera listing plans, and what to do about deposits paid to owners.',
    content: [
      '<p>Searching and listing on Basera is free. This policy covers the optional paid listing plans for owners, and explains deposits paid to owners, which Basera never holds.</p>',
      '<h2>Listing plans</h2>',
      '<ul><li>Cancel within 48 hours of purchase, before the listing goes live: full refund.</li><li>A plan bought twice by mistake: the duplicate is refunded in full.</li><li>After the listing has gone live: no refund for the current period, and the plan does not renew.</li></ul>',
      '<p>Refunds go back to the original payment method within 7 working days of approval. Write to support@basera.in with the payment reference.</p>',
      '<h2>Rent and deposits</h2>',
      '<p>Rent, deposits and mess fees are paid to owners, not to Basera, and are refunded by them according to your agreement. If an owner refuses a refund that the agreement promises, tell us: we will contact the owner and may remove the listing, though we cannot refund money we never received.</p>',
      '<h2>Fraud</h2>',
      '<p>Basera never asks tenants for money. If someone took a payment claiming to act for Basera, report it to us and to the cyber crime helpline 1930.</p>',
    ].join('\n'),
  },
  cancelation: {
    meta: 'How cancelling a listing, a subscription or a visit works on Basera.',
    content: [
      '<p>Basera does not take bookings or rent, so a room booking is always cancelled with the owner directly, on the terms of your agreement with them. This page covers what you can cancel with us.</p>',
      '<h2>Listings</h2>',
      '<p>Owners can deactivate a listing at any time from My Account, then View All Listing. It disappears from search at once and can be reactivated later with its photos and details intact.</p>',
      '<h2>Paid listing plans</h2>',
      '<p>Where an owner has bought a paid listing plan, it can be cancelled within 48 hours of purchase for a full refund if the listing has not yet gone live. After that, the plan runs until the end of its period and is not renewed.</p>',
      '<h2>Visits</h2>',
      '<p>If you arranged a visit with an owner and cannot make it, please call or message them. It keeps the slot free for someone else and keeps owners answering Basera enquiries quickly.</p>',
      '<h2>Your account</h2>',
      '<p>To close your account, write to support@basera.in from the account email. We remove it and its listings within 30 days.</p>',
    ].join('\n'),
  },
};
type Slug = keyof typeof BEFORE;

const seeded = (slug: Slug) => STATIC_PAGES.find((page) => page.slug === slug)!;

/** Runs migration 021 again on `db`, through the migrator, as on a database made before it. */
async function rerun(db: Db) {
  await db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
  expect(await migrate(db)).toEqual([MIGRATION]);
}

const pageOf = async (db: Db, slug: Slug) =>
  (
    await db.query<{ content: string; meta_description: string }>(
      'SELECT content, meta_description FROM static_pages WHERE slug = $1',
      [slug],
    )
  ).rows[0]!;
const faqsOf = async (db: Db) =>
  (
    await db.query<{ question: string; answer: string; position: number; active: boolean }>(
      'SELECT question, answer, position, active FROM faqs ORDER BY position, id',
    )
  ).rows;

/** A database seeded before issue 31: the old policy texts, no plan FAQs. */
async function asBefore(db: Db) {
  for (const [slug, page] of Object.entries(BEFORE))
    await db.query('UPDATE static_pages SET content = $2, meta_description = $3 WHERE slug = $1', [
      slug,
      page.content,
      page.meta,
    ]);
  await db.query('DELETE FROM faqs WHERE question = ANY ($1::text[])', [
    PAID_PLAN_FAQS.map((f) => f.question),
  ]);
}

/**
 * Issue 31's words on existing databases (migration 021): the refund and cancellation policies and three FAQs
 * say what is free and what is paid, exactly as the seed of a new database does; an operator's edits are kept.
 */
describe.each(testDatabaseKinds)('the paid plans content on %s', (kind) => {
  let seededDb: TestDatabase;
  beforeAll(async () => {
    seededDb = await openTestDatabase(kind, 'seeded');
  }, 120_000);
  afterAll(() => seededDb.close());

  it('seeds a new database with the new words once (the migration adds nothing to an empty database)', async () => {
    const db = seededDb.db;
    for (const slug of Object.keys(BEFORE) as Slug[])
      expect(await pageOf(db, slug)).toEqual({
        content: seeded(slug).content,
        meta_description: seeded(slug).meta_description,
      });
    const faqs = await faqsOf(db);
    expect(faqs.map((f) => f.question)).toEqual(FAQS.map((f) => f.question));
    for (const faq of PAID_PLAN_FAQS) expect(faqs.filter((f) => f.question === faq.question)).toHaveLength(1);

    const empty = await openTestDatabase(kind, 'migrated');
    try {
      await rerun(empty.db);
      expect(await faqsOf(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('rewrites the policies still as seeded and adds the FAQs after the others, as the seed says them', async () => {
    const db = seededDb.db;
    await asBefore(db);
    const before = await faqsOf(db);
    await rerun(db);
    for (const slug of Object.keys(BEFORE) as Slug[])
      expect(await pageOf(db, slug)).toEqual({
        content: seeded(slug).content,
        meta_description: seeded(slug).meta_description,
      });
    const after = await faqsOf(db);
    expect(after.slice(0, before.length)).toEqual(before);
    const maxBefore = Math.max(...before.map((f) => f.position));
    expect(after.slice(before.length)).toEqual(
      PAID_PLAN_FAQS.map((faq, index) => ({ ...faq, position: maxBefore + index + 1, active: true })),
    );

    // Twice changes nothing.
    await rerun(db);
    expect(await faqsOf(db)).toEqual(after);
  });

  it("leaves an operator's edited policy, meta description and FAQ alone", async () => {
    const db = seededDb.db;
    await asBefore(db);
    const edited = BEFORE['refund-and-cancellation-policy'].content.replace(
      '7 working days',
      '5 working days',
    );
    await db.query(
      `UPDATE static_pages SET content = $1, meta_description = 'Our refund rules.' WHERE slug = 'refund-and-cancellation-policy'`,
      [edited],
    );
    // The cancellation page: content untouched, only its meta description edited.
    await db.query(
      `UPDATE static_pages SET meta_description = 'Cancelling with us.' WHERE slug = 'cancelation'`,
    );
    // The operator wrote their own answer to one question and hid it.
    await db.query(
      `INSERT INTO faqs (question, answer, position, active) VALUES ($1, 'Yes, always.', 0, false)`,
      ['is listing my property free?'],
    );

    await rerun(db);
    expect(await pageOf(db, 'refund-and-cancellation-policy')).toEqual({
      content: edited,
      meta_description: 'Our refund rules.',
    });
    expect(await pageOf(db, 'cancelation')).toEqual({
      content: seeded('cancelation').content,
      meta_description: 'Cancelling with us.',
    });
    const faqs = await faqsOf(db);
    expect(faqs.filter((f) => f.question.toLowerCase() === 'is listing my property free?')).toEqual([
      { question: 'is listing my property free?', answer: 'Yes, always.', position: 0, active: false },
    ]);
    for (const faq of PAID_PLAN_FAQS.slice(1))
      expect(faqs.filter((f) => f.question === faq.question)).toHaveLength(1);
  });
});
