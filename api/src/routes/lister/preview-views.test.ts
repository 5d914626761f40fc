import { testDatabaseKinds } from '../../test/databases';
import { call, fixtureListing, makeUser, useListingSuite } from '../../test/listing-fixtures';

describe.each(testDatabaseKinds)("the owner's preview of a listing on %s", (kind) => {
  const t = useListingSuite(kind);

  const views = async (id: number) => {
    await t.app.deps.counters.flush();
    const { rows } = await t.db.query<{ views: number }>(
      'SELECT coalesce(sum(views), 0)::int AS views FROM listing_daily_stats WHERE property_id = $1',
      [id],
    );
    return Number(rows[0]!.views);
  };

  it("is not counted as a seeker's view (?preview=1); a seeker's read is", async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const preview = await call(t, 'GET', `/get-property-details-by-id/${id}?preview=1`, t.lister);
    expect(preview.status).toBe(200);
    expect(preview.body.data.property.id).toBe(id);
    expect(await views(id)).toBe(0);
    const seeker = await makeUser(t, 'Customer');
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, seeker)).status).toBe(200);
    expect(await views(id)).toBe(1);
  });
});
