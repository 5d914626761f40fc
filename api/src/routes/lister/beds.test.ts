import { LISTING_MESSAGES as M } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../../test/databases';
import { call, makeUser, type TestUser, useListingSuite, walkWizard } from '../../test/listing-fixtures';

describe.each(testDatabaseKinds)('beds quick update on %s', (kind) => {
  const t = useListingSuite(kind);
  const update = (id: number, beds: unknown, user: TestUser = t.lister) =>
    call(t, 'POST', '/property-beds', user, { id, beds });

  it('replaces the beds of a listing and counts the free ones', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'Hostel', 2);
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await update(id, [
      { sharing: 'Single', total_beds: '4', free_beds: '1', available_from: '2020-01-01' },
      { sharing: 'Dormitory', total_beds: 12, free_beds: 5, available_from: future },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: M.bedsSaved, post_id: id });
    expect(res.body.data).toMatchObject({
      beds: [
        { sharing: 'Single', total_beds: 4, free_beds: 1, available_from: '2020-01-01' },
        { sharing: 'Dormitory', total_beds: 12, free_beds: 5, available_from: future },
      ],
      free_beds_now: 1,
      beds_free_from: '2020-01-01',
      wizard_step: 2,
    });
  });

  it('refuses more free beds than beds, a missing date and a date too far ahead', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 2);
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const res = await update(id, [
      { sharing: 'Double', total_beds: 2, free_beds: 3, available_from: '2020-01-01' },
      { sharing: 'Triple', total_beds: 3, free_beds: 1 },
      { sharing: 'Single', total_beds: 3, free_beds: 1, available_from: far },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'beds.0.free_beds': [M.freeMoreThanTotal],
      'beds.1.available_from': [M.freeFromRequired],
      'beds.2.available_from': [M.freeFromTooLate],
    });
    const none = await update(id, []);
    expect(none.body.errors).toEqual({ beds: [M.bedsRequired] });
    // Unchanged.
    const own = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
    expect(own.body.data.property.beds).toHaveLength(2);
  });

  it('opens once step 2 is saved, never for a Mess, and only for the owner', async () => {
    const draft = await walkWizard(t, t.lister, t.places, 'Room', 1);
    const early = await update(draft, [{ sharing: 'Double', total_beds: 2, free_beds: 0 }]);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Complete "Room Sharing Details" first');
    const mess = await walkWizard(t, t.lister, t.places, 'Mess', 2);
    const messRes = await update(mess, [{ sharing: 'Double', total_beds: 2, free_beds: 0 }]);
    expect(messRes.status).toBe(422);
    expect(messRes.body.errors).toEqual({ beds: [M.messHasNoBeds] });
    const other = await makeUser(t);
    const id = await walkWizard(t, t.lister, t.places, 'PG', 2);
    const stranger = await update(id, [{ sharing: 'Double', total_beds: 2, free_beds: 0 }], other);
    expect(stranger.status).toBe(404);
  });
});
