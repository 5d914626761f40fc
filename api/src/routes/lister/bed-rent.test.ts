import { RENT_RANGE_MESSAGE } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../../test/databases';
import { call, roomDetailsBody, useListingSuite, walkWizard } from '../../test/listing-fixtures';

/** Rent per sharing kind (issue 29): saved with step 2's beds, kept by "Update free beds", read by every search. */
describe.each(testDatabaseKinds)('the rent of a bed row on %s', (kind) => {
  const t = useListingSuite(kind);
  const saveDetails = (id: number, beds: unknown[]) =>
    call(t, 'POST', '/add-property-details', t.lister, { ...roomDetailsBody(id), beds });
  const own = async (id: number) =>
    (await call(t, 'GET', `/get-own-property/${id}`, t.lister)).body.data.property;

  it('is saved by step 2 per sharing kind, optional, and shown to the owner', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const res = await saveDetails(id, [
      { sharing: 'Single', total_beds: '4', free_beds: '1', available_from: '2020-01-01', rent: '12000' },
      { sharing: 'Double', total_beds: '8', free_beds: '0', available_from: '', rent: '' },
    ]);
    expect(res.status).toBe(200);
    const beds = (await own(id)).beds;
    expect(beds).toEqual([
      { sharing: 'Single', total_beds: 4, free_beds: 1, available_from: '2020-01-01', rent: 12000 },
      { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null },
    ]);
  });

  it('refuses a rent outside the monthly charge’s bounds, under its row', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'Hostel', 1);
    const res = await saveDetails(id, [
      { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: '', rent: 9000 },
      { sharing: 'Triple', total_beds: 9, free_beds: 0, available_from: '', rent: 200 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'beds.1.rent': [RENT_RANGE_MESSAGE] });
  });

  it('stays when "Update free beds" sends the rows without rents, and a cleared rent goes', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'Room', 1);
    await saveDetails(id, [
      { sharing: 'Single', total_beds: 2, free_beds: 0, available_from: '', rent: 11000 },
      { sharing: 'Double', total_beds: 4, free_beds: 0, available_from: '', rent: 7500 },
    ]);
    const quick = await call(t, 'POST', '/property-beds', t.lister, {
      id,
      beds: [
        { sharing: 'Single', total_beds: '2', free_beds: '1', available_from: '2020-01-01' },
        { sharing: 'Double', total_beds: '4', free_beds: '2', available_from: '2020-01-01' },
      ],
    });
    expect(quick.status).toBe(200);
    expect(quick.body.data.beds.map((row: { rent?: number }) => row.rent)).toEqual([11000, 7500]);
    expect(quick.body.data.free_beds_now).toBe(3);

    // Step 2 states the beds in full: the Double's rent field emptied, it has none any more.
    await saveDetails(id, [
      { sharing: 'Single', total_beds: 2, free_beds: 1, available_from: '2020-01-01', rent: '11000' },
      { sharing: 'Double', total_beds: 4, free_beds: 2, available_from: '2020-01-01', rent: '' },
    ]);
    const beds = (await own(id)).beds;
    expect(beds[0].rent).toBe(11000);
    expect(beds[1]).not.toHaveProperty('rent');
  });
});
