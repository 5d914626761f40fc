import {
  cutChars,
  cutWords,
  dayMonth,
  formatDate,
  formatDateTime,
  indianNumber,
  LISTING_TYPE_INFO,
  LISTING_TYPES,
  listingTypeLabel,
  orNA,
  placeLine,
  priceOnwards,
  RESULT_SORT_OPTIONS,
  ROOM_TYPE_OPTIONS,
  rupees,
  SHORTLIST_SORT_OPTIONS,
  toListingType,
} from '.';

describe('listing types', () => {
  it('reads every spelling people and routes use as one type', () => {
    for (const [spelling, type] of [
      ['pg', 'PG'],
      ['Pg', 'PG'],
      ['PG', 'PG'],
      [' hostel ', 'Hostel'],
      ['MESS', 'Mess'],
      ['room', 'Room'],
      ['Room Sharing', 'Room'],
    ] as const) {
      expect(toListingType(spelling)).toBe(type);
    }
  });

  it('knows no other type', () => {
    for (const value of ['flat', 'rooms', '', 'p g', undefined, 7]) expect(toListingType(value)).toBeNull();
  });

  it('gives each type its route segment, label and details title', () => {
    expect(LISTING_TYPES.map((type) => LISTING_TYPE_INFO[type].slug)).toEqual([
      'pg',
      'hostel',
      'mess',
      'room',
    ]);
    expect(LISTING_TYPES.map(listingTypeLabel)).toEqual(['PG', 'Hostel', 'Mess', 'Room Sharing']);
    expect(LISTING_TYPE_INFO.PG.detailsTitle).toBe('PG Accommodation Details');
    expect(listingTypeLabel('Villa')).toBe('Villa');
  });

  it("offers the spec's room type options (Pg, Hostel, Mess, Room Sharing with value Room)", () => {
    expect(ROOM_TYPE_OPTIONS).toEqual([
      { value: 'Pg', label: 'Pg' },
      { value: 'Hostel', label: 'Hostel' },
      { value: 'Mess', label: 'Mess' },
      { value: 'Room', label: 'Room Sharing' },
    ]);
  });
});

describe('money', () => {
  it('groups rupees the Indian way', () => {
    expect(rupees(1250000)).toBe('12,50,000');
    expect(rupees(8500)).toBe('8,500');
    expect(rupees(0)).toBe('0');
  });

  it('writes every whole number as en-IN does, without asking Intl', () => {
    for (const value of [0, 7, 99, 999, 1000, 12345, 100000, 9999999, 123456789012, -4500, -100000]) {
      expect(indianNumber(value)).toBe(value.toLocaleString('en-IN'));
    }
    expect(indianNumber(1234.5)).toBe('1,234.5');
  });

  it('says N/A when there is no price', () => {
    expect(rupees(null)).toBe('N/A');
    expect(rupees(undefined)).toBe('N/A');
    expect(rupees(Number.NaN)).toBe('N/A');
    expect(priceOnwards(null)).toBe('Rs. N/A onwards');
  });

  it('writes the onwards price', () => {
    expect(priceOnwards(12500)).toBe('Rs. 12,500 onwards');
  });
});

describe('dates', () => {
  it('writes a day, a short month and a year', () => {
    expect(formatDate('2026-11-12T09:30:00+05:30')).toBe('12 Nov 2026');
  });

  it('gives the fallback for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined, 'N/A')).toBe('N/A');
  });

  it('adds the time when asked', () => {
    expect(formatDateTime('2026-11-23T13:05:00')).toBe('23 Nov 2026, 1:05 pm');
    expect(formatDateTime('2026-11-23T00:07:00')).toBe('23 Nov 2026, 12:07 am');
    expect(formatDateTime('')).toBe('');
  });

  it('writes every month, hour and day as en-IN does, without asking Intl', () => {
    const intl = (date: Date, options: Intl.DateTimeFormatOptions) =>
      date.toLocaleString('en-IN', options).replace(/\s/g, ' ');
    for (let month = 0; month < 12; month += 1) {
      for (const [day, hour] of [
        [1, 0],
        [9, 9],
        [28, 12],
        [28, 23],
      ] as const) {
        const date = new Date(2026, month, day, hour, 5);
        const iso = date.toISOString();
        expect(formatDate(iso)).toBe(intl(date, { day: 'numeric', month: 'short', year: 'numeric' }));
        expect(formatDateTime(iso)).toBe(
          intl(date, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
        );
        const calendarDay = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(dayMonth(calendarDay)).toBe(
          intl(new Date(`${calendarDay}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
        );
      }
    }
  });
});

describe('shortened text', () => {
  it('cuts after a number of words, folding white space', () => {
    expect(cutWords('12, 4th Cross, Main Road, Koramangala, Bengaluru', 5)).toBe(
      '12, 4th Cross, Main Road,...',
    );
    expect(cutWords('  a\n\n b   c\td  ', 3)).toBe('a b c...');
    expect(cutWords('one two', 5)).toBe('one two');
    expect(cutWords(null, 5)).toBe('');
  });

  it('cuts after a number of characters', () => {
    expect(cutChars('Affiliated to Christ University', 25)).toBe('Affiliated to Christ Univ...');
    expect(cutChars('Short', 25)).toBe('Short');
    expect(cutChars(null, 25)).toBe('');
  });

  it('says N/A for nothing, and keeps zero', () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA(0)).toBe('0');
  });
});

describe('placeLine', () => {
  const place = {
    address_line_1: '171, 14th Cross',
    address_line_2: null,
    locality: 'Koramangala',
    city_name: 'Bengaluru',
  };

  it('names the locality and the city after the address', () => {
    expect(placeLine(place)).toBe('171, 14th Cross, Koramangala, Bengaluru');
  });

  it('does not repeat a locality the address already names', () => {
    expect(placeLine({ ...place, address_line_2: 'Koramangala 4th Block' })).toBe(
      '171, 14th Cross, Koramangala 4th Block, Bengaluru',
    );
  });
});

describe('sort orders', () => {
  it('offers results four server sorts, Top rated last (issue 32)', () => {
    expect(RESULT_SORT_OPTIONS).toEqual([
      { value: 'newest', label: 'Newest First' },
      { value: 'price_asc', label: 'Price - Low to High' },
      { value: 'price_desc', label: 'Price - High to Low' },
      { value: 'top_rated', label: 'Top rated' },
    ]);
  });

  it("offers the shortlist the spec's four, newest first", () => {
    expect(SHORTLIST_SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest First',
      'Oldest First',
      'Price - Low to High',
      'Price - High to Low',
    ]);
  });
});
