import {
  type BedRow,
  bedRowSchema,
  bedsSchema,
  keepBedRents,
  LISTING_MESSAGES as M,
  RENT_RANGE_MESSAGE,
} from '.';

const row = { sharing: 'Double', total_beds: '6', free_beds: '0', available_from: '' };

/** The messages of a row that does not pass, by field. */
const errorsOf = (input: unknown) => {
  const result = bedRowSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the rent of a bed row', () => {
  it('is optional: a row without it, or with it left blank, has no rent', () => {
    for (const input of [row, { ...row, rent: '' }, { ...row, rent: '  ' }, { ...row, rent: null }])
      expect(bedRowSchema.parse(input).rent).toBeUndefined();
    // Sent as JSON, a row without a rent has no rent key at all.
    expect(JSON.parse(JSON.stringify(bedRowSchema.parse({ ...row, rent: '' })))).not.toHaveProperty('rent');
  });

  it('reads whole rupees a month from a form field or JSON', () => {
    expect(bedRowSchema.parse({ ...row, rent: '8500' }).rent).toBe(8500);
    expect(bedRowSchema.parse({ ...row, rent: ' 12000 ' }).rent).toBe(12000);
    expect(bedRowSchema.parse({ ...row, rent: 9000 }).rent).toBe(9000);
  });

  it('keeps to the monthly charge’s bounds, with its own message', () => {
    expect(RENT_RANGE_MESSAGE).toBe('Rent must be between 500 and 500000');
    expect(errorsOf({ ...row, rent: '499' })).toEqual({ rent: RENT_RANGE_MESSAGE });
    expect(errorsOf({ ...row, rent: '500001' })).toEqual({ rent: RENT_RANGE_MESSAGE });
    expect(bedRowSchema.parse({ ...row, rent: '500' }).rent).toBe(500);
    expect(bedRowSchema.parse({ ...row, rent: '500000' }).rent).toBe(500_000);
  });

  it('refuses what is not a whole number', () => {
    for (const rent of ['8500.5', 'abc', '8,500', true, [8500], { amount: 8500 }])
      expect(errorsOf({ ...row, rent })).toEqual({ rent: M.wholeNumber });
  });

  it('is checked in every row of the beds table, under that row', () => {
    const result = bedsSchema.safeParse([
      { ...row, sharing: 'Single', rent: '12000' },
      { ...row, rent: '100' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.rent', RENT_RANGE_MESSAGE],
    ]);
  });
});

describe('keepBedRents', () => {
  const saved: BedRow[] = [
    { sharing: 'Single', total_beds: 4, free_beds: 1, available_from: '2026-11-01', rent: 12000 },
    { sharing: 'Double', total_beds: 6, free_beds: 0, available_from: null, rent: 8500 },
  ];
  const update = (rows: unknown[]) => bedsSchema.parse(rows);

  it('keeps the saved rent of a kind sent without one (the free-beds dialog has no rent field)', () => {
    const rows = keepBedRents(
      update([
        { sharing: 'Single', total_beds: '4', free_beds: '0', available_from: '' },
        { sharing: 'Double', total_beds: '8', free_beds: '2', available_from: '2026-11-20' },
        { sharing: 'Triple', total_beds: '9', free_beds: '0', available_from: '' },
      ]),
      saved,
    );
    expect(rows.map((bed) => bed.rent)).toEqual([12000, 8500, undefined]);
    expect(rows[2]).not.toHaveProperty('rent');
    expect(rows[1]).toMatchObject({ total_beds: 8, free_beds: 2, available_from: '2026-11-20' });
  });

  it('takes a rent that is sent', () => {
    const rows = keepBedRents(
      update([
        { sharing: 'Single', total_beds: '4', free_beds: '0', available_from: '', rent: '13000' },
        { sharing: 'Double', total_beds: '6', free_beds: '0', available_from: '', rent: '' },
      ]),
      saved,
    );
    expect(rows.map((bed) => bed.rent)).toEqual([13000, 8500]);
  });

  it('works for a listing with no beds saved yet', () => {
    const rows = keepBedRents(
      update([
        { ...row, rent: '7000' },
        { ...row, sharing: 'Triple' },
      ]),
      null,
    );
    expect(rows.map((bed) => bed.rent)).toEqual([7000, undefined]);
  });
});
