import { BED_SHARING_OPTIONS, type BedRow, bedsSchema } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { useTestApp } from '../test/suite';
import { seedBedRents } from './listings';

describe('seedBedRents', () => {
  it('prices the most shared kind at the monthly charge and each less shared kind a fixed step more', () => {
    expect([...seedBedRents(['Single', 'Double', 'Triple'], 8000)]).toEqual([
      ['Triple', 8000],
      ['Double', 9500],
      ['Single', 11000],
    ]);
    // A charge that is not a multiple of 500: the others are rounded to Rs. 500.
    expect([...seedBedRents(['Double', 'Dormitory', 'Multiple'], 4300)]).toEqual([
      ['Dormitory', 4300],
      ['Multiple', 5500],
      ['Double', 6500],
    ]);
    expect([...seedBedRents(['Single'], 12500)]).toEqual([['Single', 12500]]);
    expect(seedBedRents([], 12500).size).toBe(0);
  });
});

describe.each(testDatabaseKinds)('seeded rents on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('give every bed row of a PG, Hostel or Room a rent, cheapest for the most shared kind', async () => {
    const { rows } = await t.db.query<{
      property_type: string;
      monthly_charge_min: number | null;
      wizard_step: number;
      beds: BedRow[];
    }>(`SELECT property_type, monthly_charge_min, wizard_step, beds FROM properties`);
    const withBeds = rows.filter((row) => row.property_type !== 'Mess');
    expect(withBeds.length).toBeGreaterThan(100);
    for (const row of withBeds) {
      // Valid as the wizard would save them.
      expect(bedsSchema.safeParse(row.beds).success).toBe(true);
      const order = (bed: BedRow) => BED_SHARING_OPTIONS.indexOf(bed.sharing);
      const rents = [...row.beds].sort((a, b) => order(b) - order(a)).map((bed) => bed.rent);
      expect(rents.every((rent) => typeof rent === 'number')).toBe(true);
      // Dearer as fewer share a room.
      for (let i = 1; i < rents.length; i += 1) expect(rents[i]!).toBeGreaterThan(rents[i - 1]!);
      // A draft left at step 2 has no price yet; a complete listing's cheapest bed is its "onwards" price.
      if (row.wizard_step === 7) expect(rents[0]).toBe(Number(row.monthly_charge_min));
    }
    for (const row of rows.filter((r) => r.property_type === 'Mess')) expect(row.beds).toEqual([]);
  });
});
