import { NOTIFY_MESSAGES as M, SAVED_SEARCHES_MAX } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import {
  call,
  fixtureListing,
  makeUser,
  type TestUser,
  uniqueWord,
  useListingSuite,
} from '../test/listing-fixtures';
import { alertsSettled, digestDueAt } from './alerts';
import { sweepAlerts } from './sweeper';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('saved searches and alerts on %s', (kind) => {
  const t = useListingSuite(kind);
  let seeker: TestUser;
  let other: TestUser;
  let admin: TestUser;
  /** The app's clock, moved by the tests. */
  let now = Date.now();
  const at = (ms: number) => {
    now = ms;
  };
  beforeAll(async () => {
    seeker = await makeUser(t, 'Customer');
    other = await makeUser(t, 'Customer');
    admin = await makeUser(t, 'Admin');
    t.app.deps.clock = () => new Date(now);
  });
  beforeEach(() => at(Date.now()));

  const save = (body: object, user: TestUser = seeker) => call(t, 'POST', '/saved-searches', user, body);
  const patch = (id: number, body: object, user: TestUser = seeker) =>
    t.app
      .inject({
        method: 'PATCH',
        url: `/api/saved-searches/${id}`,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      .then((res) => ({ status: res.statusCode, body: res.json() }));
  const list = async (user: TestUser = seeker) => (await call(t, 'GET', '/saved-searches', user)).body.data;
  /** A listing of the Lister's, approved and subscribed but switched off: activating it publishes it. */
  const hidden = (locality: string) =>
    fixtureListing(t, { ownerId: t.lister.id, status: 'inactive', locality });
  /** Publishes a listing the way a Lister does (activate), then waits for its alerts. */
  const publish = async (id: number) => {
    const res = await call(t, 'POST', '/property-status', t.lister, { id, status: 'active' });
    expect(res.status).toBe(200);
    await alertsSettled(t.app);
  };
  const notices = async (user: TestUser, kind = 'saved_search') =>
    (
      await t.db.query<{ dedupe_key: string; subject: string; body: string }>(
        `SELECT dedupe_key, subject, body FROM notifications WHERE user_id = $1 AND kind = $2 AND channel = 'email'
          ORDER BY id`,
        [user.id, kind],
      )
    ).rows;

  it('saves, lists, renames, pauses and deletes; only the owner; 409 for the same search', async () => {
    const word = uniqueWord('Savepur');
    expect((await call(t, 'POST', '/saved-searches', null, { name: 'x', url: '/pg' })).status).toBe(401);
    const saved = await save({ name: 'PGs in town', url: `/pg?location=${word}&page=3` });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe(M.searchSaved);
    expect(saved.body.data).toMatchObject({
      name: 'PGs in town',
      url: `/pg?location=${word}`,
      alert: 'instant',
      paused: false,
      new_matches: 0,
    });
    const id = saved.body.data.id as number;
    const again = await save({ name: 'Again', url: `/pg?location=${word}` });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.searchExists);
    // Another user may save the same search; neither sees the other's.
    expect((await save({ name: 'Mine', url: `/pg?location=${word}` }, other)).status).toBe(201);
    expect((await list()).map((s: { id: number }) => s.id)).toContain(id);
    expect((await list(other)).map((s: { id: number }) => s.id)).not.toContain(id);

    expect((await patch(id, { name: 'Stolen' }, other)).status).toBe(404);
    expect((await call(t, 'DELETE', `/saved-searches/${id}`, other)).status).toBe(404);
    const renamed = await patch(id, { name: 'Near college', paused: true, alert: 'daily' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(M.searchUpdated);
    expect(renamed.body.data).toMatchObject({ name: 'Near college', paused: true, alert: 'daily' });
    const removed = await call(t, 'DELETE', `/saved-searches/${id}`, seeker);
    expect(removed.body.message).toBe(M.searchDeleted);
    expect((await list()).map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await patch(id, { name: 'Gone' })).status).toBe(404);
  });

  it('answers 422 per field', async () => {
    const bad = await save({ name: '', url: 'pg', alert: 'weekly' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['alert', 'name', 'url']);
    expect(bad.body.errors.name).toEqual([M.nameRequired]);
    const long = await save({ name: 'x'.repeat(61), url: '/pg' });
    expect(long.body.errors).toEqual({ name: [M.nameTooLong] });
    // A URL whose filters do not read is no search.
    const filters = await save({ name: 'Odd', url: '/pg?min_price=abc' });
    expect(filters.status).toBe(422);
    expect(Object.keys(filters.body.errors)).toEqual(['url']);
    const id = (await save({ name: 'Fine', url: `/pg?location=${uniqueWord('Fieldpur')}` })).body.data.id;
    const empty = await patch(id, { name: ' ', paused: 'yes' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['name', 'paused']);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches a user`, async () => {
    const user = await makeUser(t, 'Customer');
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1)
      await t.db.query(`INSERT INTO saved_searches (user_id, name, url) VALUES ($1, $2, $3)`, [
        user.id,
        `S${i}`,
        `/pg?location=limit${i}`,
      ]);
    const res = await save({ name: 'One more', url: '/pg?location=limitx' }, user);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.tooManySearches);
  });

  it('counts new matches through the search filters until the search is opened', async () => {
    const word = uniqueWord('Countpur');
    const id = (await save({ name: 'Count', url: `/pg?location=${word}`, alert: 'daily' })).body.data.id;
    // A hostel there is not a PG: the route's type is part of the search.
    const pg = await hidden(word);
    const hostel = await fixtureListing(t, {
      ownerId: t.lister.id,
      status: 'inactive',
      locality: word,
      type: 'Hostel',
    });
    const elsewhere = await hidden(uniqueWord('Elsewhere'));
    at(now + MINUTE);
    for (const listing of [pg, hostel, elsewhere]) await publish(listing);
    const mine = (await list()).find((s: { id: number }) => s.id === id);
    expect(mine.new_matches).toBe(1);
    const seen = await patch(id, { seen: true });
    expect(seen.body.data.new_matches).toBe(0);
    // A keyword search counts too (its words read as the results page's search reads them).
    const keyword = (await save({ name: 'Words', url: `/search_pg?search=${word}` })).body.data;
    expect(keyword.new_matches).toBe(0);
  });

  it('alerts an instant search within seconds of a matching publication, at most once an hour', async () => {
    const user = await makeUser(t, 'Customer');
    const word = uniqueWord('Instpur');
    const search = (await save({ name: 'Instant', url: `/PG?location=${word}` }, user)).body.data;
    const first = await hidden(word);
    const unrelated = await hidden(uniqueWord('Otherpur'));
    const second = await hidden(word);
    const third = await hidden(word);
    at(now + MINUTE);
    await publish(unrelated);
    expect(await notices(user)).toEqual([]);
    await publish(first);
    const one = await notices(user);
    expect(one).toHaveLength(1);
    expect(one[0]!.dedupe_key).toMatch(new RegExp(`^saved_search:${search.id}:`));
    expect(one[0]!.body).toContain(`/pgdetails/${first}`);
    expect(one[0]!.body).toMatch(/unsubscribe\//);
    // Within the hour: nothing more, even with a sweep.
    at(now + 10 * MINUTE);
    await publish(second);
    at(now + 20 * MINUTE);
    await publish(third);
    await sweepAlerts(t.app);
    expect(await notices(user)).toHaveLength(1);
    // The hour passed: the sweep tells both at once, linking to the saved results.
    at(now + 31 * MINUTE);
    await sweepAlerts(t.app);
    const both = await notices(user);
    expect(both).toHaveLength(2);
    expect(both[1]!.subject).toBe('2 new matches for "Instant"');
    expect(both[1]!.body).toContain(`/PG?location=${word}`);
    await sweepAlerts(t.app);
    expect(await notices(user)).toHaveLength(2);
  });

  it('tells nothing while paused, and resumes from then on', async () => {
    const user = await makeUser(t, 'Customer');
    const word = uniqueWord('Pausepur');
    const id = (await save({ name: 'Paused', url: `/pg?location=${word}` }, user)).body.data.id;
    await patch(id, { paused: true }, user);
    const during = await hidden(word);
    at(now + MINUTE);
    await publish(during);
    await sweepAlerts(t.app);
    expect(await notices(user)).toEqual([]);
    at(now + MINUTE);
    await patch(id, { paused: false }, user);
    await sweepAlerts(t.app);
    expect(await notices(user)).toEqual([]);
    // Still counted as a new match in My Account.
    expect((await list(user))[0].new_matches).toBe(1);
    const after = await hidden(word);
    at(now + MINUTE);
    await publish(after);
    expect(await notices(user)).toHaveLength(1);
  });

  it("an alert's opt-out link pauses its search, signed out", async () => {
    const user = await makeUser(t, 'Customer');
    const word = uniqueWord('Optpur');
    const id = (await save({ name: 'Opt out', url: `/pg?location=${word}` }, user)).body.data.id;
    const listing = await hidden(word);
    at(now + MINUTE);
    await publish(listing);
    const [told] = await notices(user);
    const token = /unsubscribe\/([A-Za-z0-9_-]+)/.exec(told!.body)![1];
    const res = await call(t, 'POST', `/unsubscribe/${token}`, null);
    expect(res.status).toBe(200);
    const mine = (await list(user)).find((s: { id: number }) => s.id === id);
    expect(mine.paused).toBe(true);
  });

  it('publishes on an operator approval too', async () => {
    const user = await makeUser(t, 'Customer');
    const word = uniqueWord('Approvepur');
    await save({ name: 'Approved', url: `/pg?location=${word}` }, user);
    const id = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending', locality: word });
    at(now + MINUTE);
    const res = await call(t, 'POST', `/admin/listings/${id}/approve`, admin, { from: 'pending' });
    expect(res.status).toBe(200);
    await alertsSettled(t.app);
    const told = await notices(user);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`/pgdetails/${id}`);
  });

  it('sends one daily digest at the digest hour, India time', async () => {
    const user = await makeUser(t, 'Customer');
    const word = uniqueWord('Digestpur');
    const due = digestDueAt(new Date(Date.now() + 86_400_000)).getTime();
    at(due - 3 * 60 * MINUTE);
    const id = (await save({ name: 'Daily', url: `/pg?location=${word}`, alert: 'daily' }, user)).body.data
      .id;
    const a = await hidden(word);
    const b = await hidden(word);
    at(due - 2 * 60 * MINUTE);
    await publish(a);
    at(due - 60 * MINUTE);
    await publish(b);
    await sweepAlerts(t.app);
    expect(await notices(user)).toEqual([]);
    at(due + MINUTE);
    await sweepAlerts(t.app);
    const digest = await notices(user);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('Today: 2 new matches for "Daily"');
    expect(digest[0]!.dedupe_key).toMatch(new RegExp(`^saved_search:${id}:digest:`));
    at(due + 60 * MINUTE);
    await sweepAlerts(t.app);
    // Tomorrow, with nothing new: no digest.
    at(due + 24 * 60 * MINUTE + MINUTE);
    await sweepAlerts(t.app);
    expect(await notices(user)).toHaveLength(1);
  });

  it('tells a waiting seeker once when a full listing frees a bed', async () => {
    const user = await makeUser(t, 'Customer');
    const beds = (free: number) => [
      { sharing: 'Double' as const, total_beds: 2, free_beds: free, available_from: '2020-01-01' },
    ];
    const full = await fixtureListing(t, { ownerId: t.lister.id, beds: beds(0) });
    const roomy = await fixtureListing(t, { ownerId: t.lister.id, beds: beds(1) });
    const hiddenOne = await fixtureListing(t, { ownerId: t.lister.id, beds: beds(0), status: 'inactive' });
    const path = (id: number) => `/listings/${id}/bed-alert`;
    expect((await call(t, 'PUT', path(full), null)).status).toBe(401);
    expect((await call(t, 'PUT', path(hiddenOne), user)).status).toBe(404);
    expect((await call(t, 'PUT', path(roomy), user)).status).toBe(422);
    expect((await call(t, 'GET', path(full), user)).body.data).toEqual({ on: false });
    const on = await call(t, 'PUT', path(full), user);
    expect(on.body).toMatchObject({ message: M.bedAlertOn, data: { on: true } });
    expect((await call(t, 'GET', path(full), user)).body.data).toEqual({ on: true });
    // Someone who turned it off hears nothing.
    const quitter = await makeUser(t, 'Customer');
    await call(t, 'PUT', path(full), quitter);
    expect((await call(t, 'DELETE', path(full), quitter)).body.data).toEqual({ on: false });

    const update = (free: number) =>
      call(t, 'POST', '/property-beds', t.lister, { id: full, beds: beds(free) });
    expect((await update(0)).status).toBe(200);
    await alertsSettled(t.app);
    expect(await notices(user, 'bed_free')).toEqual([]);
    expect((await update(1)).status).toBe(200);
    await alertsSettled(t.app);
    const told = await notices(user, 'bed_free');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`/pgdetails/${full}`);
    expect((await call(t, 'GET', path(full), user)).body.data).toEqual({ on: false });
    // Full again, then free again: the alert was done, nothing more.
    await update(0);
    await update(1);
    await alertsSettled(t.app);
    await sweepAlerts(t.app);
    expect(await notices(user, 'bed_free')).toHaveLength(1);
    expect(await notices(quitter, 'bed_free')).toEqual([]);
  });
});
