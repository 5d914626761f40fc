import { RATING_MESSAGES as M, REVIEW_PROMPT_MAX_DAYS, writeReviewPath } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { fixtureListing, makeUser, type TestUser, useListingSuite } from '../test/listing-fixtures';
import { promptDueAt, promptKey, promptWindow, sweepReviewPrompts } from './prompts';

const DAY = 86_400_000;
/** YYYY-MM-DD `days` from today (UTC calendar; tests pick the clock from it). */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('when the prompt is due', () => {
  it('is 10 AM India time the day after the visit', () => {
    expect(promptDueAt('2026-03-14').toISOString()).toBe('2026-03-15T04:30:00.000Z');
  });

  it('asks about the visits of the day before once its 10 AM has come, and none older than the limit', () => {
    // 9:59 AM in India on 15 March: the 14th is not due yet.
    expect(promptWindow(new Date('2026-03-15T04:29:00Z')).to).toBe('2026-03-13');
    expect(promptWindow(new Date('2026-03-15T04:30:00Z')).to).toBe('2026-03-14');
    // Late in the evening in India (after UTC midnight): still the 14th, not the 15th.
    expect(promptWindow(new Date('2026-03-15T20:00:00Z')).to).toBe('2026-03-14');
    expect(promptWindow(new Date('2026-03-15T04:30:00Z')).from).toBe(
      new Date(Date.parse('2026-03-15T00:00:00Z') - REVIEW_PROMPT_MAX_DAYS * DAY).toISOString().slice(0, 10),
    );
  });
});

describe.each(testDatabaseKinds)('the visit prompt sweep on %s', (kind) => {
  const t = useListingSuite(kind);
  let now = Date.now();
  beforeAll(() => {
    t.app.deps.clock = () => new Date(now);
  });

  const visit = async (
    propertyId: number,
    seeker: TestUser,
    date: string,
    state: 'confirmed' | 'requested' = 'confirmed',
  ) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO enquiry_threads (property_id, seeker_id, visit_date, visit_slot, visit_state)
       VALUES ($1, $2, $3, '16-18', $4) RETURNING id`,
      [propertyId, seeker.id, date, state],
    );
    return Number(rows[0]!.id);
  };
  const prompts = async (threadId: number) =>
    (
      await t.db.query<{ user_id: number; kind: string; subject: string; body: string }>(
        `SELECT user_id, kind, subject, body FROM notifications WHERE dedupe_key = $1 AND channel = 'email'`,
        [promptKey(threadId)],
      )
    ).rows;
  const promptedAt = async (threadId: number) =>
    (
      await t.db.query<{ review_prompted_at: Date | null }>(
        'SELECT review_prompted_at FROM enquiry_threads WHERE id = $1',
        [threadId],
      )
    ).rows[0]!.review_prompted_at;

  it('asks the seeker once, the day after the visit at 10 AM India time, with a link to the review form', async () => {
    const name = `Annapurna ${Date.now().toString(36)} Mess`;
    const id = await fixtureListing(t, { ownerId: t.lister.id, name });
    const seeker = await makeUser(t, 'Customer');
    const date = dayFrom(-1);
    const thread = await visit(id, seeker, date);

    // The evening of the visit and the next morning before 10: not yet.
    now = promptDueAt(date).getTime() - 60_000;
    await sweepReviewPrompts(t.app);
    expect(await prompts(thread)).toEqual([]);
    expect(await promptedAt(thread)).toBeNull();

    now = promptDueAt(date).getTime();
    expect(await sweepReviewPrompts(t.app)).toBeGreaterThanOrEqual(1);
    const [mail] = await prompts(thread);
    expect(mail).toMatchObject({ user_id: seeker.id, kind: 'review_prompt', subject: M.promptSubject(name) });
    expect(mail!.body).toContain(M.promptBody(name));
    expect(mail!.body).toContain(`${t.config.siteUrl}${writeReviewPath(id)}`);
    expect(new Date((await promptedAt(thread))!).getTime()).toBe(now);

    // Later passes send nothing more.
    now += DAY;
    await sweepReviewPrompts(t.app);
    expect(await prompts(thread)).toHaveLength(1);
  });

  it('skips a reviewed listing, an unconfirmed or future visit, a listing out of search and an old visit', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const paused = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive' });
    const date = dayFrom(-2);
    const reviewer = await makeUser(t, 'Customer');
    const reviewed = await visit(id, reviewer, date);
    await t.db.query(
      `INSERT INTO listing_reviews
         (property_id, author_id, basis, thread_id, rating, food_rating, cleanliness_rating, safety_rating,
          owner_rating, body, recommend)
       VALUES ($1, $2, 'visited', $3, 5, 5, 5, 5, 5, 'Very clean and the owner was helpful during the visit.', true)`,
      [id, reviewer.id, reviewed],
    );
    const unconfirmed = await visit(id, await makeUser(t, 'Customer'), date, 'requested');
    const future = await visit(id, await makeUser(t, 'Customer'), dayFrom(3));
    const outOfSearch = await visit(paused, await makeUser(t, 'Customer'), date);
    const old = await visit(id, await makeUser(t, 'Customer'), dayFrom(-REVIEW_PROMPT_MAX_DAYS - 2));
    // The owner's other account (the same phone) is not asked either.
    const twin = await makeUser(t, 'Customer');
    await t.db.query('UPDATE users SET phone = (SELECT phone FROM users WHERE id = $2) WHERE id = $1', [
      twin.id,
      t.lister.id,
    ]);
    const ownersTwin = await visit(id, twin, date);
    const control = await visit(id, await makeUser(t, 'Customer'), date);

    now = Date.now();
    await sweepReviewPrompts(t.app);
    for (const thread of [reviewed, unconfirmed, future, outOfSearch, old, ownersTwin]) {
      expect(await prompts(thread)).toEqual([]);
      expect(await promptedAt(thread)).toBeNull();
    }
    expect(await prompts(control)).toHaveLength(1);
  });
});
