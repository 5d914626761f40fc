import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  NEW_THREADS_PER_DAY,
  visitDates,
} from '@basera/shared/schemas';
import { setVisit } from '../enquiries/threads';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../test/listing-fixtures';

describe.each(testDatabaseKinds)('enquiries and visits on %s', (kind) => {
  const t = useListingSuite(kind);
  const [, , inTwoDays, inThreeDays] = visitDates();

  const seekerNamed = async (fname: string) => {
    const user = await makeUser(t, 'Customer');
    await t.db.query('UPDATE users SET fname = $2 WHERE id = $1', [user.id, fname]);
    return user;
  };
  const emailOf = async (user: TestUser) =>
    (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id])).rows[0]!.email;
  /** Mails delivered to the user (the notifier sends what is due first). */
  const mailsTo = async (user: TestUser) => {
    await t.app.deps.notifier.drain();
    const address = await emailOf(user);
    return t.transport.sent.filter((mail) => mail.to === address);
  };
  const ask = (user: TestUser | null, propertyId: number, body: Record<string, unknown>) =>
    call(t, 'POST', '/enquiries', user, { property_id: propertyId, ...body });

  it('starts one thread per seeker and listing, continues it, and tells the owner once in ten minutes', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, name: 'Sunrise Ladies PG' });
    const seeker = await seekerNamed('Asha');
    const before = (await mailsTo(t.lister)).length;

    const first = await ask(seeker, id, { message: 'Is a bed free now?' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(ENQUIRY_MESSAGES.sent);
    expect(first.body.data).toMatchObject({
      property_id: id,
      listing_name: 'Sunrise Ladies PG',
      role: 'seeker',
      status: 'new',
      contact_no: '9876543210',
      messages: [{ sender: 'seeker', kind: 'message', body: 'Is a bed free now?' }],
    });
    const again = await ask(seeker, id, { message: 'Is food included in the price?' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Is a bed free now?',
      'Is food included in the price?',
    ]);

    const mails = (await mailsTo(t.lister)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New enquiry for Sunrise Ladies PG');
    expect(mails[0]!.text).toContain('Asha Kumar asked about Sunrise Ladies PG.');
    expect(mails[0]!.text).toContain(`/user/leads/${first.body.data.id}`);

    const leads = await call(t, 'GET', `/leads?property_id=${id}`, t.lister);
    expect(leads.body.data).toEqual([
      expect.objectContaining({
        id: first.body.data.id,
        role: 'owner',
        other_name: 'Asha',
        unread: 2,
        status: 'new',
      }),
    ]);
    const mine = await call(t, 'GET', '/enquiries', seeker);
    expect(mine.body.data.map((thread: { id: number }) => thread.id)).toEqual([first.body.data.id]);
    expect(mine.body.total).toBe(1);
  });

  it('lets only the seeker and the owner read or write a thread', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const stranger = await makeUser(t, 'Customer');
    const otherLister = await makeUser(t, 'Lister');
    const thread = (await ask(seeker, id, { message: 'Can I visit?' })).body.data.id;

    for (const user of [stranger, otherLister]) {
      expect((await call(t, 'GET', `/enquiries/${thread}`, user)).status).toBe(404);
      expect((await call(t, 'POST', `/enquiries/${thread}/messages`, user, { message: 'hi' })).status).toBe(
        404,
      );
      expect((await call(t, 'POST', `/enquiries/${thread}/visit`, user, { action: 'confirm' })).status).toBe(
        404,
      );
      expect((await call(t, 'POST', `/enquiries/${thread}/report`, user, {})).status).toBe(404);
      expect((await call(t, 'GET', '/enquiries', user)).body.data).toEqual([]);
    }
    expect((await call(t, 'GET', `/leads?property_id=${id}`, otherLister)).body.data).toEqual([]);
    expect((await call(t, 'GET', `/enquiries/${thread}`, null)).status).toBe(401);
    expect((await call(t, 'GET', `/enquiries/${thread}`, seeker)).status).toBe(200);
    const owner = await call(t, 'GET', `/enquiries/${thread}`, t.lister);
    expect(owner.body.data).toMatchObject({ role: 'owner', contact_no: null });
    // Listers have no seeker's side; Customers no inbox.
    const fromLister = await ask(otherLister, id, { message: 'Hello' });
    expect(fromLister.status).toBe(403);
    expect(fromLister.body.message).toBe(ENQUIRY_MESSAGES.seekersOnly);
    expect((await call(t, 'GET', '/leads', seeker)).status).toBe(403);
    expect((await call(t, 'GET', '/leads/stats', seeker)).status).toBe(403);
    expect((await ask(null, id, { message: 'Hello' })).status).toBe(401);
  });

  it('answers a thread both ways with unread counts on each side', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const thread = (await ask(seeker, id, { message: 'Is a bed free now?' })).body.data.id;
    const unread = async (user: TestUser) =>
      (await call(t, 'GET', '/enquiries/unread', user)).body.data.unread;
    const ownerBefore = await unread(t.lister);
    expect(ownerBefore).toBeGreaterThanOrEqual(1);

    expect((await call(t, 'GET', `/enquiries/${thread}`, t.lister)).body.data.unread).toBe(0);
    expect(await unread(t.lister)).toBe(ownerBefore - 1);
    const answer = await call(t, 'POST', `/enquiries/${thread}/messages`, t.lister, {
      message: 'Yes, two beds.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('answered');
    expect(await unread(seeker)).toBe(1);
    const read = await call(t, 'GET', `/enquiries/${thread}`, seeker);
    expect(read.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['seeker', 'owner']);
    expect(await unread(seeker)).toBe(0);
    expect(
      (await call(t, 'GET', `/leads?status=answered&property_id=${id}`, t.lister)).body.data,
    ).toHaveLength(1);
    expect((await call(t, 'GET', `/leads?status=new&property_id=${id}`, t.lister)).body.data).toHaveLength(0);
  });

  it('takes a visit through its states, each side only its own moves, and mails the other side', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, name: 'Lakeview Hostel' });
    const seeker = await seekerNamed('Meera');
    const booked = await ask(seeker, id, { visit: { date: inTwoDays, slot: '11-13' } });
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe(ENQUIRY_MESSAGES.visitSent);
    expect(booked.body.data).toMatchObject({
      status: 'visit',
      visit: { date: inTwoDays, slot: '11-13', state: 'requested' },
      messages: [{ kind: 'visit', body: expect.stringMatching(/^Visit requested for .+, 11 AM – 1 PM$/) }],
    });
    const thread = booked.body.data.id;
    const visit = (user: TestUser, body: Record<string, unknown>) =>
      call(t, 'POST', `/enquiries/${thread}/visit`, user, body);

    const seen = { date: inTwoDays, slot: '11-13' };
    expect((await visit(seeker, { action: 'confirm', ...seen })).status).toBe(403);
    expect((await visit(t.lister, { action: 'cancel' })).status).toBe(403);
    const seekerMails = (await mailsTo(seeker)).length;
    const confirmed = await visit(t.lister, { action: 'confirm', ...seen });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.visit.state).toBe('confirmed');
    const mail = (await mailsTo(seeker)).slice(seekerMails);
    expect(mail).toEqual([expect.objectContaining({ subject: 'Visit confirmed: Lakeview Hostel' })]);
    expect((await mailsTo(t.lister)).some((m) => m.subject === 'Visit request for Lakeview Hostel')).toBe(
      true,
    );

    // A second booking while one is confirmed must go through a cancel first.
    expect((await ask(seeker, id, { visit: { date: inThreeDays, slot: '14-16' } })).status).toBe(409);
    const moved = await visit(t.lister, { action: 'reschedule', date: inThreeDays, slot: '16-18' });
    expect(moved.body.data.visit).toMatchObject({ date: inThreeDays, slot: '16-18', state: 'rescheduled' });
    expect((await visit(t.lister, { action: 'confirm', date: inThreeDays, slot: '16-18' })).status).toBe(409);
    const cancelled = await visit(seeker, { action: 'cancel' });
    expect(cancelled.body.data).toMatchObject({ visit: { state: 'cancelled' }, status: 'answered' });
    expect((await visit(seeker, { action: 'cancel' })).status).toBe(409);
    const again = await visit(seeker, { action: 'request', date: inTwoDays, slot: '09-11' });
    expect(again.body.data.visit.state).toBe('requested');
    expect((await visit(t.lister, { action: 'decline' })).body.data.visit.state).toBe('declined');
    const lines = (await call(t, 'GET', `/enquiries/${thread}`, seeker)).body.data.messages;
    expect(lines.map((m: { kind: string; body: string }) => `${m.kind}: ${m.body}`)).toEqual([
      expect.stringMatching(/^visit: Visit requested for /),
      expect.stringMatching(/^visit: Visit confirmed for /),
      expect.stringMatching(/^visit: Visit rescheduled to .+, 4 – 6 PM$/),
      expect.stringMatching(/^visit: Visit for .+ cancelled by the seeker$/),
      expect.stringMatching(/^visit: Visit requested for .+, 9 – 11 AM$/),
      expect.stringMatching(/^visit: Visit for .+ declined$/),
    ]);
  });

  it('refuses bad input with per-field messages', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const tooLong = await ask(seeker, id, { message: 'a'.repeat(ENQUIRY_MESSAGE_MAX + 1) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.message).toEqual([ENQUIRY_MESSAGES.messageTooLong]);
    const nothing = await ask(seeker, id, {});
    expect(nothing.body.errors.message).toEqual([ENQUIRY_MESSAGES.nothingToSend]);
    const farAway = await ask(seeker, id, { visit: { date: '2099-01-01', slot: '25-26' } });
    expect(farAway.status).toBe(422);
    expect(farAway.body.errors).toEqual({
      'visit.date': [ENQUIRY_MESSAGES.dateRange],
      'visit.slot': [ENQUIRY_MESSAGES.slotRequired],
    });
    expect((await ask(seeker, 999_999_999, { message: 'Hello' })).status).toBe(404);
    const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft' });
    expect((await ask(seeker, draft, { message: 'Hello' })).status).toBe(404);
    expect((await call(t, 'GET', '/enquiries/abc', seeker)).status).toBe(422);
    expect((await call(t, 'GET', '/leads?status=old', t.lister)).status).toBe(422);
  });

  it('keeps markup as text and flags a reported thread', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const markup = '<img src=x onerror=alert(1)> <b>free?</b>';
    const thread = (await ask(seeker, id, { message: markup })).body.data;
    expect(thread.messages[0].body).toBe(markup);
    const report = await call(t, 'POST', `/enquiries/${thread.id}/report`, t.lister, {
      reason: 'Spam links',
    });
    expect(report.body).toMatchObject({ status: true, message: ENQUIRY_MESSAGES.reported });
    expect((await call(t, 'GET', `/enquiries/${thread.id}`, seeker)).body.data.reported).toBe(true);
    const flagged = await t.db.query<{ report_reason: string }>(
      'SELECT report_reason FROM enquiry_threads WHERE id = $1 AND reported_at IS NOT NULL',
      [thread.id],
    );
    expect(flagged.rows[0]?.report_reason).toBe('Spam links');
    // Reporting again is answered the same and changes nothing: the first reason stands, one mail was sent.
    const mailsBefore = t.transport.sent.length;
    const again = await call(t, 'POST', `/enquiries/${thread.id}/report`, seeker, { reason: 'Other' });
    expect(again.body).toMatchObject({ status: true, message: ENQUIRY_MESSAGES.reported });
    expect(t.transport.sent.length).toBe(mailsBefore);
    const still = await t.db.query<{ report_reason: string }>(
      'SELECT report_reason FROM enquiry_threads WHERE id = $1',
      [thread.id],
    );
    expect(still.rows[0]?.report_reason).toBe('Spam links');
  });

  it('takes each visit move once when two arrive together, and refuses to confirm a visit whose time has come', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const thread = (await ask(seeker, id, { visit: { date: inTwoDays, slot: '11-13' } })).body.data.id;
    const visit = (user: TestUser, body: Record<string, unknown>) =>
      call(t, 'POST', `/enquiries/${thread}/visit`, user, body);

    // A double tap on Confirm: one move, one line in the thread, the second told the visit changed.
    const taps = await Promise.all([
      visit(t.lister, { action: 'confirm', date: inTwoDays, slot: '11-13' }),
      visit(t.lister, { action: 'confirm', date: inTwoDays, slot: '11-13' }),
    ]);
    expect(taps.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = (await call(t, 'GET', `/enquiries/${thread}`, seeker)).body.data;
    expect(after.visit.state).toBe('confirmed');
    expect(after.messages.filter((m: { kind: string }) => m.kind === 'visit')).toHaveLength(2);
    // A move read from a state the visit has left (the other side moved it meanwhile) writes nothing.
    expect(await setVisit(t.db, thread, 'seeker', 'requested', 'cancelled', inTwoDays!, '11-13')).toBe(false);
    const unchanged = (await call(t, 'GET', `/enquiries/${thread}`, seeker)).body.data;
    expect(unchanged.visit.state).toBe('confirmed');
    expect(unchanged.messages).toHaveLength(after.messages.length);

    // A requested visit whose slot has started can no longer be confirmed.
    const late = await fixtureListing(t, { ownerId: t.lister.id });
    const lateThread = (await ask(seeker, late, { visit: { date: inTwoDays, slot: '09-11' } })).body.data.id;
    await t.db.query('UPDATE enquiry_threads SET visit_date = (visit_date - 3) WHERE id = $1', [lateThread]);
    const shown = (await call(t, 'GET', `/enquiries/${lateThread}`, t.lister)).body.data.visit;
    const refused = await call(t, 'POST', `/enquiries/${lateThread}/visit`, t.lister, {
      action: 'confirm',
      date: shown.date,
      slot: shown.slot,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ENQUIRY_MESSAGES.visitPast);
    // A slot that has started cannot be booked either.
    const past = await ask(seeker, late, { visit: { date: '2020-01-01', slot: '09-11' } });
    expect(past.status).toBe(422);
  });

  it('refuses to confirm a slot the seeker has just replaced, and confirms the new one once seen', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const thread = (await ask(seeker, id, { visit: { date: inTwoDays, slot: '11-13' } })).body.data.id;
    const visit = (user: TestUser, body: Record<string, unknown>) =>
      call(t, 'POST', `/enquiries/${thread}/visit`, user, body);
    const shown = (await call(t, 'GET', `/enquiries/${thread}`, t.lister)).body.data.visit;
    expect(shown).toMatchObject({ date: inTwoDays, slot: '11-13', state: 'requested' });

    // The seeker moves the visit (still 'requested') before the owner's Confirm of the slot on their screen.
    expect((await visit(seeker, { action: 'request', date: inThreeDays, slot: '16-18' })).status).toBe(200);
    const stale = await visit(t.lister, { action: 'confirm', date: shown.date, slot: shown.slot });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: false, message: ENQUIRY_MESSAGES.visitChanged });
    const after = (await call(t, 'GET', `/enquiries/${thread}`, seeker)).body.data;
    expect(after.visit).toMatchObject({ date: inThreeDays, slot: '16-18', state: 'requested' });
    expect(after.messages.map((m: { body: string }) => m.body)).not.toContainEqual(
      expect.stringMatching(/^Visit confirmed/),
    );

    // The same race inside the write: the slot changed between the owner's read and the update.
    expect(await setVisit(t.db, thread, 'owner', 'requested', 'confirmed', inTwoDays!, '11-13', true)).toBe(
      false,
    );
    expect((await call(t, 'GET', `/enquiries/${thread}`, seeker)).body.data.visit.state).toBe('requested');

    // A confirm without the slot is a form error; one naming the new slot goes through.
    const bare = await visit(t.lister, { action: 'confirm' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({
      date: [ENQUIRY_MESSAGES.dateRequired],
      slot: [ENQUIRY_MESSAGES.slotRequired],
    });
    const confirmed = await visit(t.lister, { action: 'confirm', date: inThreeDays, slot: '16-18' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.visit).toMatchObject({ date: inThreeDays, slot: '16-18', state: 'confirmed' });
  });

  it(`lets a seeker start ${NEW_THREADS_PER_DAY} threads a day, then says when to try again`, async () => {
    const seeker = await makeUser(t, 'Customer');
    const ids: number[] = [];
    for (let i = 0; i < NEW_THREADS_PER_DAY + 3; i += 1)
      ids.push(await fixtureListing(t, { ownerId: t.lister.id }));
    for (const id of ids.slice(0, NEW_THREADS_PER_DAY - 1))
      expect((await ask(seeker, id, { message: 'Is a bed free now?' })).status).toBe(201);
    // The last free one asked for four times at once: one thread is made, the others are refused.
    const burst = await Promise.all(
      ids.slice(NEW_THREADS_PER_DAY - 1).map((id) => ask(seeker, id, { message: 'Is a bed free now?' })),
    );
    expect(burst.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429]);
    const refused = burst.find((answer) => answer.status === 429)!;
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ENQUIRY_MESSAGES.tooManyThreads(24));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Writing in a thread already started is still fine.
    expect((await ask(seeker, ids[0]!, { message: 'And food?' })).status).toBe(200);
  });

  it('groups the inbox by listing, newest lead first, and pages it', async () => {
    const owner = await makeUser(t, 'Lister');
    const older = await fixtureListing(t, { ownerId: owner.id });
    const newer = await fixtureListing(t, { ownerId: owner.id });
    const seekers = [
      await makeUser(t, 'Customer'),
      await makeUser(t, 'Customer'),
      await makeUser(t, 'Customer'),
    ];
    await ask(seekers[0]!, older, { message: 'First' });
    await ask(seekers[1]!, newer, { message: 'Second' });
    await ask(seekers[2]!, older, { message: 'Third' });
    const all = (await call(t, 'GET', '/leads', owner)).body;
    expect(all.data.map((lead: { last_message: string }) => lead.last_message)).toEqual([
      'Third',
      'First',
      'Second',
    ]);
    const page2 = (await call(t, 'GET', '/leads?per_page=2&page=2', owner)).body;
    expect(page2).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.data.map((lead: { last_message: string }) => lead.last_message)).toEqual(['Second']);
  });

  it('counts views without a query on the cached detail read, calls once per user and hour, and enquiries', async () => {
    const owner = await makeUser(t, 'Lister');
    const id = await fixtureListing(t, { ownerId: owner.id });
    const seeker = await makeUser(t, 'Customer');
    await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
    const spy = jest.spyOn(t.db, 'query');
    try {
      await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
      await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect((await call(t, 'POST', `/properties/${id}/calls`, seeker)).status).toBe(200);
    await call(t, 'POST', `/properties/${id}/calls`, seeker);
    expect((await call(t, 'POST', `/properties/${id}/calls`, null)).status).toBe(401);
    await ask(seeker, id, { message: 'Hello' });
    const stats = (await call(t, 'GET', '/leads/stats', owner)).body.data;
    expect(stats).toEqual([
      expect.objectContaining({
        property_id: id,
        views: 3,
        calls: 1,
        enquiries: 1,
        unread: 1,
        status: 'active',
      }),
    ]);
  });

  it('masks owners’ numbers for visitors and shows them to signed-in users', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const seeker = await makeUser(t, 'Customer');
    const visitor = (await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).body.data.property;
    expect(visitor).toMatchObject({ contact_no_1: '98••••••10', contact_hidden: true });
    const member = (await call(t, 'GET', `/get-property-details-by-id/${id}`, seeker)).body.data.property;
    expect(member.contact_no_1).toBe('9876543210');
    expect(member.contact_hidden).toBeUndefined();
    const list = (await call(t, 'GET', '/get-all-pgs?per_page=50', null)).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l: { contact_no_1: string }) => l.contact_no_1.includes('•'))).toBe(true);
    const home = (await call(t, 'GET', '/get-home', null)).body.data.most_recent_listing;
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((l: { contact_hidden: boolean }) => l.contact_hidden)).toBe(true);
    // A token that is no longer valid gets the visitor's answer.
    const gone = { id: 0, token: 'x'.repeat(43) };
    expect(
      (await call(t, 'GET', `/get-property-details-by-id/${id}`, gone)).body.data.property.contact_hidden,
    ).toBe(true);
  });
});
