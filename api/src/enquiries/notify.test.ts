import {
  MAIL_QUIET_MINUTES,
  NOTIFY_CHANNELS,
  REMINDER_BEFORE_HOURS,
  SMS_MAX_CHARS,
  slotStart,
  visitDates,
} from '@basera/shared/schemas';
import { createNotifier } from '../notify/service';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../test/listing-fixtures';
import { listingAddress, mapLink, reminderTimes } from './notify';

describe('reminder times, address and map link', () => {
  it('reminds the evening before at 7 PM India time and two hours before the slot', () => {
    const { evening, before } = reminderTimes('2026-12-01', '11-13');
    expect(evening.toISOString()).toBe('2026-11-30T13:30:00.000Z');
    expect(before.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(before.getTime()).toBe(
      slotStart('2026-12-01', '11-13').getTime() - REMINDER_BEFORE_HOURS * 3_600_000,
    );
    // The first of a month: the evening before is the last day of the one before.
    expect(reminderTimes('2027-03-01', '09-11').evening.toISOString()).toBe('2027-02-28T13:30:00.000Z');
  });

  const place = {
    building_name: 'Lake View Residency',
    address_line_1: '12, 4th Cross',
    address_line_2: null,
    landmark: 'Forum Mall',
    locality: 'Koramangala',
    city_name: 'Bengaluru',
    postal_code: '560034',
  };
  it('writes the address as one line and links a map search at the point, or at the address', () => {
    expect(listingAddress(place)).toBe(
      'Lake View Residency, 12, 4th Cross, Near Forum Mall, Koramangala, Bengaluru 560034',
    );
    expect(mapLink({ ...place, lat: 12.9352, long: 77.6245 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.9352%2C77.6245',
    );
    const byAddress = new URL(mapLink({ ...place, lat: null, long: null }));
    expect(byAddress.searchParams.get('query')).toBe(listingAddress(place));
  });
});

interface NoticeRow {
  kind: string;
  channel: string;
  dedupe_key: string;
  subject: string;
  body: string;
  send_after: Date;
  state: string;
  created_at: Date;
}

describe.each(testDatabaseKinds)('who hears about a thread, on %s', (kind) => {
  const t = useListingSuite(kind);
  const [, , inTwoDays, inThreeDays, inFourDays] = visitDates();

  const person = async (type: 'Customer' | 'Lister', fname: string, lname: string) => {
    const user = await makeUser(t, type);
    await t.db.query('UPDATE users SET fname = $2, lname = $3 WHERE id = $1', [user.id, fname, lname]);
    // Every channel on: email, SMS and WhatsApp.
    await t.db.query(
      'INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, true, true, true)',
      [user.id],
    );
    return user;
  };
  const contactOf = async (user: TestUser) =>
    (
      await t.db.query<{ email: string; phone: string }>('SELECT email, phone FROM users WHERE id = $1', [
        user.id,
      ])
    ).rows[0]!;
  const notices = async (user: TestUser, kind?: string) =>
    (
      await t.db.query<NoticeRow>(
        `SELECT kind, channel, dedupe_key, subject, body, send_after, state, created_at FROM notifications
          WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
        [user.id, kind ?? null],
      )
    ).rows;
  /** What reached the user's email address and phone (the dev outbox), after the notifier delivered. */
  const outbox = async (user: TestUser) => {
    await t.app.deps.notifier.drain();
    const { email, phone } = await contactOf(user);
    return (
      await t.db.query<{ channel: string; recipient: string; subject: string; body: string }>(
        'SELECT channel, recipient, subject, body FROM outbox WHERE recipient IN ($1, $2) ORDER BY id',
        [email, phone],
      )
    ).rows;
  };
  const setup = async () => {
    const owner = await person('Lister', 'Ravi', 'Shetty');
    const seeker = await person('Customer', 'Meera', 'Nair');
    const id = await fixtureListing(t, { ownerId: owner.id, name: 'Lakeview Hostel' });
    await t.db.query(
      `UPDATE properties SET address_line_1 = '12, 4th Cross', landmark = 'Forum Mall', postal_code = '560034',
              lat = 12.9352, long = 77.6245 WHERE id = $1`,
      [id],
    );
    return { owner, seeker, id };
  };
  const threadIdOf = async (seeker: TestUser, id: number) => {
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM enquiry_threads WHERE property_id = $1 AND seeker_id = $2',
      [id, seeker.id],
    );
    return Number(rows[0]!.id);
  };
  const move = (user: TestUser, thread: number, body: Record<string, unknown>) =>
    call(t, 'POST', `/enquiries/${thread}/visit`, user, body);
  const byChannel = (rows: Array<{ channel: string }>) => rows.map((row) => row.channel).sort();
  const ALL = [...NOTIFY_CHANNELS].sort();

  afterEach(() => {
    t.app.deps.clock = () => new Date();
  });

  it('tells the owner of a new lead at once on every channel, with the seeker’s name and number', async () => {
    const { owner, seeker, id } = await setup();
    const started = Date.now();
    const sent = await call(t, 'POST', '/enquiries', seeker, {
      property_id: id,
      message: 'Is a bed free now?',
    });
    expect(sent.status).toBe(201);
    const lead = await notices(owner);
    expect(byChannel(lead)).toEqual(ALL);
    expect(new Set(lead.map((row) => row.dedupe_key))).toEqual(new Set([`lead:${sent.body.data.id}`]));
    expect(lead.every((row) => row.send_after.getTime() <= Date.now())).toBe(true);
    const arrived = await outbox(owner);
    expect(byChannel(arrived)).toEqual(ALL);
    const email = arrived.find((row) => row.channel === 'email')!;
    expect(email.subject).toBe('New enquiry for Lakeview Hostel');
    expect(email.body).toContain('Meera Nair asked about Lakeview Hostel.');
    expect(email.body).toContain('Is a bed free now?');
    expect(email.body).toContain(`Call Meera Nair: ${(await contactOf(seeker)).phone}`);
    expect(email.body).toContain(`/user/leads/${sent.body.data.id}`);
    const sms = arrived.find((row) => row.channel === 'sms')!;
    expect(sms.body.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(sms.body).toContain('New lead: Meera Nair');
    expect(Date.now() - started).toBeLessThan(30_000);
    // The seeker, who wrote, hears nothing.
    expect(await notices(seeker)).toEqual([]);
  });

  it('tells the other side of every visit move once, at once, on each channel they chose', async () => {
    const { owner, seeker, id } = await setup();
    const first = await call(t, 'POST', '/enquiries', seeker, { property_id: id, message: 'Hello' });
    const thread = first.body.data.id as number;
    const visits = async (user: TestUser) => notices(user, 'visit');
    /** One move: the other side gets one notice per channel under one new key, the mover none. */
    const expectTold = async (
      mover: TestUser,
      told: TestUser,
      act: () => Promise<{ status: number }>,
      state: string,
    ) => {
      const [moverBefore, toldBefore] = [(await visits(mover)).length, (await visits(told)).length];
      expect((await act()).status).toBe(200);
      const fresh = (await visits(told)).slice(toldBefore);
      expect(byChannel(fresh)).toEqual(ALL);
      const keys = new Set(fresh.map((row) => row.dedupe_key));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(new RegExp(`^visit:${thread}:${state}:\\d+$`));
      expect(fresh.every((row) => row.send_after.getTime() <= Date.now())).toBe(true);
      expect((await visits(mover)).length).toBe(moverBefore);
      return fresh;
    };

    await expectTold(
      seeker,
      owner,
      () => move(seeker, thread, { action: 'request', date: inTwoDays, slot: '11-13' }),
      'requested',
    );
    // The same request again (a retried tap): no second move, nobody told twice.
    const retry = await move(seeker, thread, { action: 'request', date: inTwoDays, slot: '11-13' });
    expect(retry.status).toBe(200);
    expect((await visits(owner)).length).toBe(3);
    const confirmed = await expectTold(
      owner,
      seeker,
      () => move(owner, thread, { action: 'confirm', date: inTwoDays, slot: '11-13' }),
      'confirmed',
    );
    expect(confirmed[0]!.subject).toBe('Visit confirmed: Lakeview Hostel');
    expect(confirmed.find((row) => row.channel === 'email')!.body).toContain(
      'https://www.google.com/maps/search/?api=1&query=12.9352%2C77.6245',
    );
    await expectTold(
      owner,
      seeker,
      () => move(owner, thread, { action: 'reschedule', date: inThreeDays, slot: '16-18' }),
      'rescheduled',
    );
    await expectTold(
      seeker,
      owner,
      () => move(seeker, thread, { action: 'request', date: inThreeDays, slot: '16-18' }),
      'requested',
    );
    await expectTold(owner, seeker, () => move(owner, thread, { action: 'decline' }), 'declined');
    await expectTold(
      seeker,
      owner,
      () => move(seeker, thread, { action: 'request', date: inFourDays, slot: '09-11' }),
      'requested',
    );
    await expectTold(
      owner,
      seeker,
      () => move(owner, thread, { action: 'confirm', date: inFourDays, slot: '09-11' }),
      'confirmed',
    );
    await expectTold(seeker, owner, () => move(seeker, thread, { action: 'cancel' }), 'cancelled');

    // Delivered: each visit notice once per channel, SMS within one segment.
    const seekerGot = (await outbox(seeker)).filter((row) => /^Visit /.test(row.subject));
    expect(seekerGot).toHaveLength(4 * NOTIFY_CHANNELS.length);
    expect(
      seekerGot.filter((row) => row.channel === 'sms').every((row) => row.body.length <= SMS_MAX_CHARS),
    ).toBe(true);
    expect(byChannel(seekerGot.filter((row) => row.subject === 'Visit declined: Lakeview Hostel'))).toEqual(
      ALL,
    );
    // Delivering again sends nothing twice.
    const delivered = (await outbox(seeker)).length;
    await t.app.deps.notifier.drain();
    expect((await outbox(seeker)).length).toBe(delivered);
    const ownerVisits = await visits(owner);
    expect(ownerVisits.every((row) => row.state === 'sent')).toBe(true);
  });

  it('makes one mail of a chat burst in the window, and a visit move right after it still goes out', async () => {
    const { owner, seeker, id } = await setup();
    const booked = await call(t, 'POST', '/enquiries', seeker, {
      property_id: id,
      visit: { date: inTwoDays, slot: '14-16' },
    });
    const thread = booked.body.data.id as number;
    // The lead was one visit notice on every channel, not a lead and a visit.
    expect(byChannel(await notices(owner))).toEqual(ALL);
    expect((await notices(owner))[0]!.dedupe_key).toMatch(new RegExp(`^visit:${thread}:requested:\\d+$`));

    for (const line of ['Yes, come over.', 'Bring an ID.', 'Gate 2.'])
      expect((await call(t, 'POST', `/enquiries/${thread}/messages`, owner, { message: line })).status).toBe(
        200,
      );
    const chat = await notices(seeker, 'message');
    // Email only, once in the window, with the first line.
    expect(chat.map((row) => row.channel)).toEqual(['email']);
    expect(chat[0]!.body).toContain('Yes, come over.');
    expect(chat[0]!.body).toContain(`at most one mail per conversation every ${MAIL_QUIET_MINUTES} minutes`);

    const confirm = await move(owner, thread, { action: 'confirm', date: inTwoDays, slot: '14-16' });
    expect(confirm.status).toBe(200);
    expect(byChannel(await notices(seeker, 'visit'))).toEqual(ALL);
    const got = await outbox(seeker);
    expect(got.filter((row) => row.subject === 'New message about Lakeview Hostel')).toHaveLength(1);
    expect(byChannel(got.filter((row) => row.subject === 'Visit confirmed: Lakeview Hostel'))).toEqual(ALL);

    // The seeker's lines right after their lead are read in the thread (the lead opened the window) ...
    await call(t, 'POST', `/enquiries/${thread}/messages`, seeker, { message: 'Thanks!' });
    expect(await notices(owner, 'message')).toEqual([]);
    // ... and once the window has passed, the next line is mailed again.
    await t.db.query(
      `UPDATE enquiry_threads SET owner_mailed_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [thread, MAIL_QUIET_MINUTES + 1],
    );
    await call(t, 'POST', `/enquiries/${thread}/messages`, seeker, { message: 'See you.' });
    expect((await notices(owner, 'message')).map((row) => row.channel)).toEqual(['email']);
  });

  it('reminds both sides of a confirmed visit the evening before and two hours before, with the address and map', async () => {
    const { owner, seeker, id } = await setup();
    const booked = await call(t, 'POST', '/enquiries', seeker, {
      property_id: id,
      visit: { date: inFourDays, slot: '11-13' },
    });
    const thread = booked.body.data.id as number;
    expect((await move(owner, thread, { action: 'confirm', date: inFourDays, slot: '11-13' })).status).toBe(
      200,
    );
    const { evening, before } = reminderTimes(inFourDays!, '11-13');
    for (const user of [seeker, owner]) {
      const reminders = await notices(user, 'visit_reminder');
      expect(reminders).toHaveLength(2 * NOTIFY_CHANNELS.length);
      expect(byChannel(reminders.filter((row) => row.send_after.getTime() === evening.getTime()))).toEqual(
        ALL,
      );
      expect(byChannel(reminders.filter((row) => row.send_after.getTime() === before.getTime()))).toEqual(
        ALL,
      );
      const email = reminders.find(
        (row) => row.channel === 'email' && row.send_after.getTime() === evening.getTime(),
      )!;
      expect(email.subject).toBe('Visit tomorrow: Lakeview Hostel, 11 AM – 1 PM');
      expect(email.body).toContain('Address: 12, 4th Cross, Near Forum Mall');
      expect(email.body).toContain('560034');
      expect(email.body).toContain('Map: https://www.google.com/maps/search/?api=1&query=12.9352%2C77.6245');
    }
    expect((await notices(seeker, 'visit_reminder'))[0]!.body).toContain("Owner's phone: 9876543210");
    expect((await notices(owner, 'visit_reminder'))[0]!.body).toContain(
      `Their phone: ${(await contactOf(seeker)).phone}`,
    );
    // Not due yet: delivering now sends none of them.
    await t.app.deps.notifier.drain();
    expect((await notices(seeker, 'visit_reminder')).every((row) => row.state === 'pending')).toBe(true);

    // A notifier whose clock reaches each time delivers that reminder then, and not before.
    let at = new Date(evening.getTime() - 60_000);
    const later = createNotifier({
      config: t.app.deps.config,
      db: t.db,
      transport: t.transport,
      clock: () => at,
      log: t.app.log,
    });
    const stateOf = async () => {
      const out: Record<'evening' | 'before', string[]> = { evening: [], before: [] };
      for (const user of [seeker, owner])
        for (const row of await notices(user, 'visit_reminder'))
          out[row.send_after.getTime() === evening.getTime() ? 'evening' : 'before'].push(row.state);
      return { evening: [...new Set(out.evening)], before: [...new Set(out.before)] };
    };
    await later.drain();
    expect(await stateOf()).toEqual({ evening: ['pending'], before: ['pending'] });
    at = new Date(evening.getTime() + 1_000);
    await later.drain();
    expect(await stateOf()).toEqual({ evening: ['sent'], before: ['pending'] });
    const eveningMails = (await outbox(seeker)).filter((row) => row.subject.startsWith('Visit tomorrow:'));
    expect(byChannel(eveningMails)).toEqual(ALL);
    expect(eveningMails.find((row) => row.channel === 'sms')!.body.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    at = new Date(before.getTime() + 1_000);
    await later.drain();
    expect(await stateOf()).toEqual({ evening: ['sent'], before: ['sent'] });
    expect(
      byChannel(
        (await outbox(owner)).filter((row) => row.subject === 'Visit today: Lakeview Hostel, 11 AM – 1 PM'),
      ),
    ).toEqual(ALL);

    // The seeker cancels a confirmed visit: its reminders not sent yet are cancelled.
    const again = await setup();
    const second = (
      await call(t, 'POST', '/enquiries', again.seeker, {
        property_id: again.id,
        visit: { date: inFourDays, slot: '11-13' },
      })
    ).body.data.id as number;
    await move(again.owner, second, { action: 'confirm', date: inFourDays, slot: '11-13' });
    expect((await move(again.seeker, second, { action: 'cancel' })).status).toBe(200);
    for (const user of [again.seeker, again.owner])
      expect((await notices(user, 'visit_reminder')).map((row) => row.state)).toEqual(
        Array(2 * NOTIFY_CHANNELS.length).fill('cancelled'),
      );
    // Even once their times have come, nothing of them goes out.
    at = new Date(before.getTime() + 3_600_000);
    await later.drain();
    await later.stop();
    expect(
      (await outbox(again.seeker)).filter((row) => /^Visit (tomorrow|today):/.test(row.subject)),
    ).toEqual([]);
  });

  it('cancels the reminders on a reschedule and schedules new ones for the newly confirmed slot', async () => {
    const { owner, seeker, id } = await setup();
    const thread = (
      await call(t, 'POST', '/enquiries', seeker, {
        property_id: id,
        visit: { date: inThreeDays, slot: '09-11' },
      })
    ).body.data.id as number;
    await move(owner, thread, { action: 'confirm', date: inThreeDays, slot: '09-11' });
    expect(
      (await move(owner, thread, { action: 'reschedule', date: inFourDays, slot: '18-20' })).status,
    ).toBe(200);
    expect(new Set((await notices(seeker, 'visit_reminder')).map((row) => row.state))).toEqual(
      new Set(['cancelled']),
    );
    await move(seeker, thread, { action: 'request', date: inFourDays, slot: '18-20' });
    await move(owner, thread, { action: 'confirm', date: inFourDays, slot: '18-20' });
    const pending = (await notices(seeker, 'visit_reminder')).filter((row) => row.state === 'pending');
    const { evening, before } = reminderTimes(inFourDays!, '18-20');
    expect(pending.map((row) => row.send_after.getTime()).sort()).toEqual(
      [...Array(3).fill(evening.getTime()), ...Array(3).fill(before.getTime())].sort(),
    );
    expect(before.toISOString()).toBe(`${inFourDays}T10:30:00.000Z`);
    // A decline cancels them too.
    await move(owner, thread, { action: 'decline' });
    expect((await notices(owner, 'visit_reminder')).every((row) => row.state === 'cancelled')).toBe(true);
  });

  it('skips reminders whose time has passed by the app clock', async () => {
    const { owner, seeker, id } = await setup();
    const date = inThreeDays!;
    const thread = (
      await call(t, 'POST', '/enquiries', seeker, { property_id: id, visit: { date, slot: '16-18' } })
    ).body.data.id as number;
    const { evening, before } = reminderTimes(date, '16-18');
    // Confirmed after the evening before: only the one two hours before is left.
    t.app.deps.clock = () => new Date(evening.getTime() + 60_000);
    await move(owner, thread, { action: 'confirm', date, slot: '16-18' });
    const left = await notices(seeker, 'visit_reminder');
    expect(left.map((row) => row.send_after.getTime())).toEqual(Array(3).fill(before.getTime()));

    // Confirmed less than two hours before the slot: none.
    const other = await setup();
    const second = (
      await call(t, 'POST', '/enquiries', other.seeker, {
        property_id: other.id,
        visit: { date, slot: '16-18' },
      })
    ).body.data.id as number;
    t.app.deps.clock = () => new Date(before.getTime() + 60_000);
    expect((await move(other.owner, second, { action: 'confirm', date, slot: '16-18' })).status).toBe(200);
    expect(await notices(other.seeker, 'visit_reminder')).toEqual([]);
    expect(byChannel(await notices(other.seeker, 'visit'))).toEqual(ALL);
    // By the app clock the slot has started: it can no longer be confirmed.
    const third = await setup();
    const late = (
      await call(t, 'POST', '/enquiries', third.seeker, {
        property_id: third.id,
        visit: { date, slot: '16-18' },
      })
    ).body.data.id as number;
    t.app.deps.clock = () => slotStart(date, '16-18');
    expect((await move(third.owner, late, { action: 'confirm', date, slot: '16-18' })).status).toBe(409);
  });

  it('gives the owner the seeker’s name and number, and the seeker never', async () => {
    const { owner, seeker, id } = await setup();
    const phone = (await contactOf(seeker)).phone;
    const sent = await call(t, 'POST', '/enquiries', seeker, {
      property_id: id,
      message: 'Hello',
      visit: { date: inTwoDays, slot: '11-13' },
    });
    const thread = sent.body.data.id as number;
    const seekerAnswers = [
      sent.body.data,
      (await call(t, 'GET', `/enquiries/${thread}`, seeker)).body.data,
      (await call(t, 'POST', `/enquiries/${thread}/messages`, seeker, { message: 'Still free?' })).body.data,
      (await move(seeker, thread, { action: 'cancel' })).body.data,
    ];
    for (const answer of seekerAnswers) {
      expect(answer.role).toBe('seeker');
      expect(answer.seeker_contact).toBeNull();
      expect(JSON.stringify(answer)).not.toContain(phone);
    }
    const mine = (await call(t, 'GET', '/enquiries', seeker)).body.data;
    expect(mine.map((row: { id: number }) => row.id)).toEqual([thread]);
    expect(mine[0]).not.toHaveProperty('seeker_contact');
    expect(JSON.stringify(mine)).not.toContain(phone);

    const ownerView = (await call(t, 'GET', `/enquiries/${thread}`, owner)).body.data;
    expect(ownerView).toMatchObject({ role: 'owner', seeker_contact: { name: 'Meera Nair', phone } });
    const answered = (await call(t, 'POST', `/enquiries/${thread}/messages`, owner, { message: 'Yes' })).body
      .data;
    expect(answered.seeker_contact).toEqual({ name: 'Meera Nair', phone });
    const inbox = (await call(t, 'GET', `/leads?property_id=${id}`, owner)).body.data;
    expect(inbox[0]).not.toHaveProperty('seeker_contact');
    expect(await threadIdOf(seeker, id)).toBe(thread);
  });
});
