import { EXPIRING_SOON_DAYS, indiaToday, visitDates } from '@basera/shared/schemas';
import type { ListerDashboard } from '@basera/shared/types';
import { setVisit } from '../../enquiries/threads';
import { testDatabaseKinds } from '../../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../../test/listing-fixtures';

describe.each(testDatabaseKinds)('the Lister dashboard on %s', (kind) => {
  const t = useListingSuite(kind);

  const dashboard = async (user: TestUser | null) => call(t, 'GET', '/lister/dashboard', user);
  const data = async (user: TestUser) => {
    const res = await dashboard(user);
    expect(res.status).toBe(200);
    return res.body.data as ListerDashboard;
  };
  const seekerNamed = async (fname: string, lname: string) => {
    const user = await makeUser(t, 'Customer');
    await t.db.query('UPDATE users SET fname = $2, lname = $3 WHERE id = $1', [user.id, fname, lname]);
    const phone = (await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [user.id]))
      .rows[0]!.phone;
    return { ...user, phone };
  };
  /** A thread straight in the database with a visit on `date` in `state` (the API refuses slots gone by). */
  const visitOn = async (
    propertyId: number,
    seeker: TestUser,
    date: string,
    slot: string,
    state = 'requested',
  ) => {
    const { rows } = await t.db.query<{ id: number }>(
      'INSERT INTO enquiry_threads (property_id, seeker_id) VALUES ($1, $2) RETURNING id',
      [propertyId, seeker.id],
    );
    const id = Number(rows[0]!.id);
    await setVisit(t.db, id, 'seeker', null, 'requested', date, slot);
    if (state !== 'requested')
      await t.db.query('UPDATE enquiry_threads SET visit_state = $2 WHERE id = $1', [id, state]);
    return id;
  };
  /** Moves the app's clock (null: back to the time now). */
  const setClock = (at: Date | null) => {
    t.app.deps.clock = at ? () => at : () => new Date();
  };
  afterEach(() => setClock(null));

  it('is for a signed-in Lister only: 401 signed out, 403 for a seeker', async () => {
    expect((await dashboard(null)).status).toBe(401);
    const seeker = await makeUser(t, 'Customer');
    const res = await dashboard(seeker);
    expect(res.status).toBe(403);
    expect(res.body.status).toBe(false);
  });

  it('answers an empty day for a Lister with nothing yet', async () => {
    const lister = await makeUser(t);
    expect(await data(lister)).toEqual({
      today_visits: [],
      upcoming_visits: [],
      unread_leads: 0,
      expiring_soon: [],
      drafts: [],
      last_30_days: { views: 0, calls: 0, enquiries: 0, visits: 0 },
    });
  });

  it("lists today's open visits with the seeker's name, phone and slot, earliest first; not other days or closed ones", async () => {
    const lister = await makeUser(t);
    const id = await fixtureListing(t, { ownerId: lister.id, name: 'Lotus Ladies PG' });
    const today = indiaToday();
    const tomorrow = indiaToday(new Date(Date.now() + 86_400_000));
    const priya = await seekerNamed('Priya', 'Nair');
    const meera = await seekerNamed('Meera', 'Rao');
    const late = await visitOn(id, priya, today, '18-20', 'confirmed');
    const early = await visitOn(id, meera, today, '09-11');
    await visitOn(id, await seekerNamed('Anu', 'K'), tomorrow, '11-13');
    await visitOn(id, await seekerNamed('Divya', 'S'), today, '14-16', 'declined');
    await visitOn(id, await seekerNamed('Kavya', 'M'), today, '16-18', 'cancelled');

    const answer = await data(lister);
    expect(answer.today_visits).toEqual([
      {
        thread_id: early,
        listing_name: 'Lotus Ladies PG',
        seeker_name: 'Meera Rao',
        seeker_phone: meera.phone,
        date: today,
        slot: '09-11',
        state: 'requested',
      },
      {
        thread_id: late,
        listing_name: 'Lotus Ladies PG',
        seeker_name: 'Priya Nair',
        seeker_phone: priya.phone,
        date: today,
        slot: '18-20',
        state: 'confirmed',
      },
    ]);

    // Today is India's day of the app's clock: a day later, tomorrow's visit is today's.
    setClock(new Date(Date.now() + 86_400_000));
    expect((await data(lister)).today_visits.map((visit) => visit.seeker_name)).toEqual(['Anu K']);
  });

  it('lists the open visits of the next seven days under "coming up", by day and slot, not today\'s', async () => {
    const lister = await makeUser(t);
    const id = await fixtureListing(t, { ownerId: lister.id, name: 'Neem Hostel' });
    const day = (n: number) => indiaToday(new Date(Date.now() + n * 86_400_000));
    const seeker = (name: string) => seekerNamed(name, 'S');
    await visitOn(id, await seeker('Today'), day(0), '11-13');
    await visitOn(id, await seeker('Seventh'), day(7), '09-11', 'rescheduled');
    await visitOn(id, await seeker('Eighth'), day(8), '09-11');
    await visitOn(id, await seeker('LateTomorrow'), day(1), '16-18', 'confirmed');
    await visitOn(id, await seeker('EarlyTomorrow'), day(1), '09-11');
    await visitOn(id, await seeker('Declined'), day(2), '09-11', 'declined');
    await visitOn(id, await seeker('Yesterday'), day(-1), '09-11');

    const answer = await data(lister);
    expect(answer.today_visits.map((visit) => visit.seeker_name)).toEqual(['Today S']);
    expect(
      answer.upcoming_visits.map((visit) => [visit.seeker_name, visit.date, visit.slot, visit.state]),
    ).toEqual([
      ['EarlyTomorrow S', day(1), '09-11', 'requested'],
      ['LateTomorrow S', day(1), '16-18', 'confirmed'],
      ['Seventh S', day(7), '09-11', 'rescheduled'],
    ]);
    expect(answer.upcoming_visits[0]).toMatchObject({
      listing_name: 'Neem Hostel',
      seeker_phone: expect.any(String),
    });
  });

  it('counts unread leads as the lead inbox does, and they go once the owner reads the thread', async () => {
    const lister = await makeUser(t);
    const id = await fixtureListing(t, { ownerId: lister.id });
    const seeker = await makeUser(t, 'Customer');
    const [, inTwoDays] = visitDates();
    const first = await call(t, 'POST', '/enquiries', seeker, { property_id: id, message: 'Is a bed free?' });
    expect(first.status).toBe(201);
    await call(t, 'POST', `/enquiries/${first.body.data.id}/messages`, seeker, { message: 'And food?' });
    await call(t, 'POST', `/enquiries/${first.body.data.id}/visit`, seeker, {
      action: 'request',
      date: inTwoDays,
      slot: '11-13',
    });

    const answer = await data(lister);
    const stats = await call(t, 'GET', '/leads/stats', lister);
    const inbox = stats.body.data.reduce((sum: number, row: { unread: number }) => sum + row.unread, 0);
    expect(answer.unread_leads).toBe(3);
    expect(answer.unread_leads).toBe(inbox);

    expect((await call(t, 'GET', `/enquiries/${first.body.data.id}`, lister)).status).toBe(200);
    expect((await data(lister)).unread_leads).toBe(0);
  });

  it('names live listings expiring within the window (soonest first) with where to renew, and drafts with the wizard', async () => {
    const lister = await makeUser(t);
    const soon = await fixtureListing(t, { ownerId: lister.id, name: 'Soon PG', expiresInDays: 2 });
    const edge = await fixtureListing(t, {
      ownerId: lister.id,
      type: 'Hostel',
      name: 'Edge Hostel',
      expiresInDays: EXPIRING_SOON_DAYS - 1,
    });
    await fixtureListing(t, { ownerId: lister.id, name: 'Far PG', expiresInDays: EXPIRING_SOON_DAYS + 2 });
    await fixtureListing(t, { ownerId: lister.id, name: 'Gone PG', expiresInDays: -1 });
    await fixtureListing(t, { ownerId: lister.id, name: 'Paused PG', status: 'inactive', expiresInDays: 3 });
    const roomDraft = await fixtureListing(t, {
      ownerId: lister.id,
      type: 'Room',
      status: 'draft',
      name: 'New Room',
    });
    const messDraft = await fixtureListing(t, {
      ownerId: lister.id,
      type: 'Mess',
      status: 'draft',
      name: 'New Mess',
    });
    await t.db.query(`UPDATE properties SET updated_at = now() - interval '2 days' WHERE id = $1`, [
      roomDraft,
    ]);

    const answer = await data(lister);
    expect(answer.expiring_soon).toEqual([
      {
        property_id: soon,
        listing_name: 'Soon PG',
        listing_type: 'PG',
        date: expect.any(String),
        href: `/user/view-all-listing?renew=${soon}`,
      },
      {
        property_id: edge,
        listing_name: 'Edge Hostel',
        listing_type: 'Hostel',
        date: expect.any(String),
        href: `/user/view-all-listing?renew=${edge}`,
      },
    ]);
    expect(Date.parse(answer.expiring_soon[0]!.date) - Date.now()).toBeGreaterThan(1.9 * 86_400_000);
    expect(answer.drafts).toEqual([
      {
        property_id: messDraft,
        listing_name: 'New Mess',
        listing_type: 'Mess',
        date: expect.any(String),
        href: `/user/mess/${messDraft}`,
      },
      {
        property_id: roomDraft,
        listing_name: 'New Room',
        listing_type: 'Room',
        date: expect.any(String),
        href: `/user/room/${roomDraft}`,
      },
    ]);

    // With the clock three days on, the one ending in two days has run out and the one at nine days is in.
    setClock(new Date(Date.now() + 3 * 86_400_000));
    expect((await data(lister)).expiring_soon.map((listing) => listing.listing_name)).toEqual([
      'Edge Hostel',
      'Far PG',
    ]);
  });

  it('counts the last 30 days: views and calls, threads started and visits requested', async () => {
    const lister = await makeUser(t);
    const a = await fixtureListing(t, { ownerId: lister.id });
    const b = await fixtureListing(t, { ownerId: lister.id });
    const today = indiaToday();
    const daysAgo = (n: number) => indiaToday(new Date(Date.now() - n * 86_400_000));
    await t.db.query(
      `INSERT INTO listing_daily_stats (property_id, day, views, calls) VALUES
         ($1, $3::date, 5, 1), ($1, $4::date, 7, 2), ($2, $3::date, 3, 0), ($1, $5::date, 100, 50)`,
      [a, b, today, daysAgo(29), daysAgo(30)],
    );
    const [, inTwoDays, inThreeDays] = visitDates();
    const one = await makeUser(t, 'Customer');
    const two = await makeUser(t, 'Customer');
    const three = await makeUser(t, 'Customer');
    // A visit request with the first message, one asked later in its thread, and a plain enquiry.
    expect(
      (
        await call(t, 'POST', '/enquiries', one, {
          property_id: a,
          visit: { date: inTwoDays, slot: '11-13' },
        })
      ).status,
    ).toBe(201);
    const asked = await call(t, 'POST', '/enquiries', two, { property_id: b, message: 'Hello, is it open?' });
    await call(t, 'POST', `/enquiries/${asked.body.data.id}/visit`, two, {
      action: 'request',
      date: inThreeDays,
      slot: '14-16',
    });
    await call(t, 'POST', '/enquiries', three, { property_id: a, message: 'Do you allow guests?' });
    // An old thread, its visit request 40 days ago: out of the window.
    const old = await makeUser(t, 'Customer');
    const oldThread = await visitOn(b, old, inTwoDays!, '09-11');
    await t.db.query(`UPDATE enquiry_threads SET created_at = now() - interval '40 days' WHERE id = $1`, [
      oldThread,
    ]);
    await t.db.query(
      `UPDATE enquiry_messages SET created_at = now() - interval '40 days' WHERE thread_id = $1`,
      [oldThread],
    );

    expect((await data(lister)).last_30_days).toEqual({ views: 15, calls: 3, enquiries: 3, visits: 2 });
  });

  it("never shows another Lister's visits, leads, listings, drafts or counts", async () => {
    const mine = await makeUser(t);
    const other = await makeUser(t);
    const theirs = await fixtureListing(t, { ownerId: other.id, name: 'Their PG', expiresInDays: 2 });
    await fixtureListing(t, { ownerId: other.id, status: 'draft', name: 'Their draft' });
    await visitOn(theirs, await seekerNamed('Ritu', 'P'), indiaToday(), '18-20', 'confirmed');
    await visitOn(
      theirs,
      await seekerNamed('Sana', 'Q'),
      indiaToday(new Date(Date.now() + 86_400_000)),
      '09-11',
    );
    await call(t, 'POST', '/enquiries', await makeUser(t, 'Customer'), {
      property_id: theirs,
      message: 'Hi',
    });
    await t.db.query(
      `INSERT INTO listing_daily_stats (property_id, day, views, calls) VALUES ($1, $2::date, 9, 4)`,
      [theirs, indiaToday()],
    );

    const seenByOther = await data(other);
    expect(seenByOther.today_visits).toHaveLength(1);
    expect(seenByOther.upcoming_visits).toHaveLength(1);
    expect(seenByOther.unread_leads).toBeGreaterThan(0);
    expect(seenByOther.last_30_days.views).toBe(9);

    expect(await data(mine)).toEqual({
      today_visits: [],
      upcoming_visits: [],
      unread_leads: 0,
      expiring_soon: [],
      drafts: [],
      last_30_days: { views: 0, calls: 0, enquiries: 0, visits: 0 },
    });
  });
});
