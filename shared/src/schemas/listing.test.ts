import {
  featuresSchema,
  LISTING_MESSAGES as M,
  otherDetailsSchema,
  photoOrderSchema,
  photoSources,
  postIdSchema,
  pricingSchema,
  propertyAddressSchema,
  weeklyMenuSchema,
} from '.';

const address = {
  property_type: 'PG',
  accommodation_name: 'Sunrise Comfort PG',
  state_id: '1',
  city_id: '2',
  locality: 'Koramangala',
  address_line_1: '42, 5th Cross',
  postal_code: '560034',
  contact_no_1: '9876543210',
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the text rule of the wizard', () => {
  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['escape', '\u001b'],
    ['delete', '\u007f'],
    ['C1 next line', '\u0085'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s in a one-line and a multi-line field', (_name, character) => {
    const one = propertyAddressSchema.safeParse({ ...address, landmark: `Near${character}Mall` });
    expect(errorsOf(one)).toEqual({ landmark: M.textControl });
    const menu = weeklyMenuSchema.safeParse({ Monday: `Idli${character}` });
    expect(errorsOf(menu)).toEqual({ Monday: M.textControl });
  });

  it('keeps line breaks and tabs only where the field is multi-line', () => {
    const pricing = pricingSchema.safeParse({
      id: 1,
      monthly_charge_min: '8500',
      price_with_food: 'Yes',
      other_charges: 'Power\r\nWater\tas used',
      booking_advance_status: 'One\nmonth',
    });
    expect(errorsOf(pricing)).toEqual({ booking_advance_status: M.textLineBreak });
    expect(
      propertyAddressSchema.safeParse({ ...address, accommodation_name: 'Sunrise\tPG' }).error?.issues[0]
        ?.message,
    ).toBe(M.textLineBreak);
  });

  it('keeps emoji, Indian scripts and bidirectional text', () => {
    const result = propertyAddressSchema.safeParse({
      ...address,
      accommodation_name: 'सूर्योदय PG 🌅',
      landmark: 'שלום',
    });
    expect(result.success).toBe(true);
  });

  it('refuses a control character in the description and the video link, keeping their own messages', () => {
    const result = otherDetailsSchema.safeParse({
      id: 1,
      pg_description: 'Short\u0000',
      video_link: 'https://youtu.be/dQw4w9WgXcQ\u0000',
    });
    const errors = result.error?.issues.filter((issue) =>
      ['pg_description', 'video_link'].includes(String(issue.path[0])),
    );
    expect(errors?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pg_description', M.descriptionMin],
      ['pg_description', M.textControl],
      ['video_link', M.textControl],
    ]);
  });
});

describe('numbers and ids', () => {
  it.each([[[5]], [['5']], [true], [{}], ['1e309'], ['99999999999999999999'], ['NaN'], [null]])(
    'refuses %p as a listing id',
    (value) => {
      expect(postIdSchema.safeParse(value).error?.issues[0]?.message).toBe('Listing id must be a number');
    },
  );

  it('reads a number or its text as a listing id, up to the largest safe integer', () => {
    expect(postIdSchema.parse('42')).toBe(42);
    expect(postIdSchema.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([[[12]], [true], [[]]])('refuses %p as latitude or state', (value) => {
    const result = propertyAddressSchema.safeParse({ ...address, lat: value, long: '77.6', state_id: value });
    expect(errorsOf(result)).toMatchObject({ lat: M.latInvalid, state_id: M.stateRequired });
  });

  it('refuses catalog ids that are not whole numbers in the int range, with the catalog message', () => {
    const result = featuresSchema.safeParse({
      id: 1,
      amenities: [[1], true, 2147483648, '1e309'],
      facilities: [],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amenities.0', M.catalogUnknown],
      ['amenities.1', M.catalogUnknown],
      ['amenities.2', M.catalogUnknown],
      ['amenities.3', M.catalogUnknown],
    ]);
  });

  it('refuses photo orders with junk ids or more photos than a listing has', () => {
    for (const photo_ids of [[1, [2]], [1, 1e20], [1, true], [], Array(21).fill(1)])
      expect(photoOrderSchema.safeParse({ photo_ids }).error?.issues[0]?.message).toBe(M.photoOrder);
    expect(photoOrderSchema.parse({ photo_ids: ['3', 1] })).toEqual({ photo_ids: [3, 1] });
  });
});

describe('photoSources', () => {
  it('offers the three stored widths of a photo, by its full address, and shows the one asked for', () => {
    expect(photoSources('http://api/storage/content/banner-1-1280.webp', 640, '100vw')).toEqual({
      src: 'http://api/storage/content/banner-1-640.webp',
      srcSet:
        'http://api/storage/content/banner-1-320.webp 320w, http://api/storage/content/banner-1-640.webp 640w, http://api/storage/content/banner-1-1280.webp 1280w',
      sizes: '100vw',
    });
    // Wider than the largest: the largest.
    expect(photoSources('/p/ab12-1280.webp', 1600, '100vw').src).toBe('/p/ab12-1280.webp');
  });

  it('shows a picture of one size (older data) as it is, with no srcset', () => {
    expect(photoSources('http://api/storage/content/banner-1.jpg', 640, '100vw')).toEqual({
      src: 'http://api/storage/content/banner-1.jpg',
      srcSet: '',
      sizes: '100vw',
    });
  });
});
