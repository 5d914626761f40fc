import { LISTING_LIMITS, LISTING_MESSAGES as M, TEXT_MESSAGES } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../../test/databases';
import { addressBody, call, useListingSuite, walkWizard } from '../../test/listing-fixtures';

describe.each(testDatabaseKinds)('step 1 contact person (contact_name) on %s', (kind) => {
  const t = useListingSuite(kind);

  const saveAddress = (body: Record<string, unknown>) =>
    call(t, 'POST', '/add-property-address', t.lister, body);
  const own = async (id: number) => {
    const res = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
    expect(res.status).toBe(200);
    return res.body.data.property;
  };

  it('saves the contact person with a new draft, changes it, and clears it when left blank', async () => {
    await t.app.deps.throttle.reset(`listing-drafts:${t.lister.id}`);
    const created = await saveAddress({ ...addressBody(t.places), contact_name: '  Asha Rao  ' });
    expect(created.status).toBe(200);
    const id = created.body.post_id as number;
    expect(created.body.data.contact_name).toBe('Asha Rao');
    // A new draft without one has none.
    const without = await saveAddress(addressBody(t.places));
    expect(without.body.data.contact_name).toBeNull();
    expect((await own(id)).contact_name).toBe('Asha Rao');

    const changed = await saveAddress({ ...addressBody(t.places), id, contact_name: 'Meena (caretaker)' });
    expect(changed.status).toBe(200);
    expect((await own(id)).contact_name).toBe('Meena (caretaker)');

    // A client from before the field sends none: the name stays.
    expect((await saveAddress({ ...addressBody(t.places), id })).status).toBe(200);
    expect((await own(id)).contact_name).toBe('Meena (caretaker)');
    // Optional: a blank name leaves no name.
    expect((await saveAddress({ ...addressBody(t.places), id, contact_name: '' })).status).toBe(200);
    expect((await own(id)).contact_name).toBeNull();
  });

  it('refuses a name longer than the field, and a line break', async () => {
    await t.app.deps.throttle.reset(`listing-drafts:${t.lister.id}`);
    const long = await saveAddress({
      ...addressBody(t.places),
      contact_name: 'A'.repeat(LISTING_LIMITS.nameMax + 1),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.contact_name).toEqual([M.tooLong(LISTING_LIMITS.nameMax)]);
    const twoLines = await saveAddress({ ...addressBody(t.places), contact_name: 'Asha\nRao' });
    expect(twoLines.status).toBe(422);
    expect(twoLines.body.errors.contact_name).toEqual([TEXT_MESSAGES.lineBreak]);
  });

  it('a published listing shows its contact person to everyone', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 6);
    const updated = await saveAddress({ ...addressBody(t.places), id, contact_name: 'Ravi Kumar' });
    expect(updated.status).toBe(200);
    // Published as the subscription does it (the plans have their own tests).
    await t.db.query(
      `UPDATE properties SET status = 'active', review = 'approved', wizard_step = 7,
              expires_at = now() + interval '30 days' WHERE id = $1`,
      [id],
    );
    const details = await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
    expect(details.status).toBe(200);
    expect(details.body.data.property).toMatchObject({
      id,
      contact_name: 'Ravi Kumar',
      contact_hidden: true,
    });
    // The number stays hidden from a visitor; the name is no secret.
    expect(details.body.data.property.contact_no_1).not.toBe('9876543210');
  });
});
