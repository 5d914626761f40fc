import { CITY_ALIASES } from './city-aliases';
import { editDistance, fuzzyCity, type ParsedQuery, parseSearchQuery, queryTokens } from './parse-query';

type Expected = Partial<Omit<ParsedQuery, 'filters'>> & { filters?: ParsedQuery['filters'] };

/** The query's reading; fields left out of `expected` must be empty (no filters, no city, no place, no rest). */
const reads = (query: string, expected: Expected) =>
  expect(parseSearchQuery(query)).toEqual({ filters: {}, city: null, place: null, rest: '', ...expected });

describe('parseSearchQuery: the issue 29 queries', () => {
  it.each<[string, Expected]>([
    ['bangalore', { city: 'Bengaluru' }],
    ['banglore', { city: 'Bengaluru' }],
    ['Bengaluru', { city: 'Bengaluru' }],
    ['pg in pune', { filters: { room_type: 'Pg' }, city: 'Pune' }],
    ['pg near koramangala', { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: true } }],
    [
      'girls pg koramangala',
      { filters: { room_type: 'Pg', gender: 'Female' }, place: { text: 'koramangala', near: false } },
    ],
    ['female pg', { filters: { room_type: 'Pg', gender: 'Female' } }],
    ['gurgaon', { city: 'Gurgaon' }],
    ['Gurugram', { city: 'Gurgaon' }],
    [
      'girls pg near christ university under 10k',
      {
        filters: { room_type: 'Pg', gender: 'Female', max_price: '10000' },
        place: { text: 'christ university', near: true },
      },
    ],
    ['hostel in hyderabad for boys', { filters: { room_type: 'Hostel', gender: 'Male' }, city: 'Hyderabad' }],
    [
      'veg mess andheri',
      { filters: { room_type: 'Mess', diet: 'Veg' }, place: { text: 'andheri', near: false } },
    ],
    ['room sharing in bombay', { filters: { room_type: 'Room' }, city: 'Mumbai' }],
    [
      'pg for working women in madras',
      { filters: { room_type: 'Pg', gender: 'Female', category: 'Employee' }, city: 'Chennai' },
    ],
    [
      'boys hostel near iit',
      { filters: { room_type: 'Hostel', gender: 'Male' }, place: { text: 'iit', near: true } },
    ],
  ])('%s', reads);
});

describe('parseSearchQuery: types', () => {
  it.each<[string, string]>([
    ['pg', 'Pg'],
    ['PGs', 'Pg'],
    ['p.g.', 'Pg'],
    ['P.G', 'Pg'],
    ['paying guest', 'Pg'],
    ['Paying Guests', 'Pg'],
    ['hostel', 'Hostel'],
    ['hostels', 'Hostel'],
    ['mess', 'Mess'],
    ['tiffin', 'Mess'],
    ['tiffin service', 'Mess'],
    ['dabba', 'Mess'],
    ['dabba service', 'Mess'],
    ['room', 'Room'],
    ['rooms', 'Room'],
    ['flat share', 'Room'],
    ['flatmate', 'Room'],
    ['room sharing', 'Room'],
    ['shared room', 'Room'],
  ])('%s -> room_type %s', (query, type) => reads(query, { filters: { room_type: type } }));

  it('takes the first of two types', () => reads('hostel or pg', { filters: { room_type: 'Hostel' } }));

  it('reads a mess beside another type as the food it serves', () => {
    reads('pg with mess', { filters: { room_type: 'Pg', food: 'with' } });
    reads('mess hostel', { filters: { room_type: 'Hostel', food: 'with' } });
    reads('mess tiffin', { filters: { room_type: 'Mess' } });
    reads('pg with mess facility', { filters: { room_type: 'Pg', food: 'with' } });
    reads('hostel without food mess', { filters: { room_type: 'Hostel', food: 'without' } });
  });
});

describe('parseSearchQuery: audience', () => {
  it.each<[string, string]>([
    ['girls', 'Female'],
    ['girl', 'Female'],
    ['ladies', 'Female'],
    ['women', 'Female'],
    ["women's", 'Female'],
    ['womens', 'Female'],
    ['female', 'Female'],
    ['boys', 'Male'],
    ['gents', 'Male'],
    ['men', 'Male'],
    ['male', 'Male'],
    ['co-ed', 'Other'],
    ['coed', 'Other'],
    ['co ed', 'Other'],
    ['unisex', 'Other'],
    ['boys and girls', 'Other'],
    ['girls boys', 'Other'],
    ['co-ed for girls', 'Other'],
  ])('%s -> gender %s', (query, gender) => reads(query, { filters: { gender } }));

  it.each<[string, string]>([
    ['student', 'Student'],
    ['students', 'Student'],
    ['college', 'Student'],
    ['working', 'Employee'],
    ['working professionals', 'Employee'],
    ['professionals', 'Employee'],
    ['employees', 'Employee'],
    ['office', 'Employee'],
    ['it professionals', 'Employee'],
    ['teacher', 'Teacher'],
    ['teachers', 'Teacher'],
    ['faculty', 'Teacher'],
  ])('%s -> category %s', (query, category) => reads(query, { filters: { category } }));

  it('takes the first category', () => reads('students teachers', { filters: { category: 'Student' } }));

  it('reads "working women" as both', () =>
    reads('working women', { filters: { gender: 'Female', category: 'Employee' } }));
});

describe('parseSearchQuery: food', () => {
  it.each<[string, ParsedQuery['filters']]>([
    ['veg', { diet: 'Veg' }],
    ['pure veg', { diet: 'Veg' }],
    ['vegetarian', { diet: 'Veg' }],
    ['non-veg', { diet: 'Non-Veg' }],
    ['non veg', { diet: 'Non-Veg' }],
    ['nonveg', { diet: 'Non-Veg' }],
    ['with food', { food: 'with' }],
    ['food included', { food: 'with' }],
    ['meals', { food: 'with' }],
    ['mess facility', { food: 'with' }],
    ['without food', { food: 'without' }],
    ['no food', { food: 'without' }],
    ['veg with food', { diet: 'Veg', food: 'with' }],
    ['veg non-veg', { diet: 'Veg' }],
    ['with food without food', { food: 'with' }],
  ])('%s', (query, filters) => reads(query, { filters }));
});

describe('parseSearchQuery: codes and names with digits', () => {
  it('keeps a word with letters on both sides of its digits whole: a name, never a budget', () =>
    // An unknown word is a place to look up first; the API gives it back to full text when no place has it.
    reads('Kaverimwywjc2y5824', { place: { text: 'kaverimwywjc2y5824', near: false } }));
  it('still reads rs8000 beside such a word', () =>
    reads('sai2b pg rs8000', {
      filters: { room_type: 'Pg', max_price: '8000' },
      place: { text: 'sai2b', near: false },
    }));
});

describe('parseSearchQuery: budget', () => {
  it.each<[string, ParsedQuery['filters']]>([
    ['under 8000', { max_price: '8000' }],
    ['below 10k', { max_price: '10000' }],
    ['less than 9,500', { max_price: '9500' }],
    ['upto 12k', { max_price: '12000' }],
    ['up to 12 k', { max_price: '12000' }],
    ['max 8000', { max_price: '8000' }],
    ['rs 8000', { max_price: '8000' }],
    ['Rs. 8,000/-', { max_price: '8000' }],
    ['rs.8000', { max_price: '8000' }],
    ['8000 rs', { max_price: '8000' }],
    ['8000rs', { max_price: '8000' }],
    ['8000 rupees per month', { max_price: '8000' }],
    ['8000/month', { max_price: '8000' }],
    ['8000 pm', { max_price: '8000' }],
    ['inr 7500', { max_price: '7500' }],
    ['8k', { max_price: '8000' }],
    ['8.5k', { max_price: '8500' }],
    ['12 thousand', { max_price: '12000' }],
    ['1 lakh', { max_price: '100000' }],
    ['8000', { max_price: '8000' }],
    ['₹8000', { max_price: '8000' }],
    ['₹ 8,000', { max_price: '8000' }],
    ['under 8', { max_price: '8000' }],
    ['budget 9000', { max_price: '9000' }],
    ['<9000', { max_price: '9000' }],
    ['above 5000', { min_price: '5000' }],
    ['over 5k', { min_price: '5000' }],
    ['more than 6000', { min_price: '6000' }],
    ['at least 4000', { min_price: '4000' }],
    ['min 5', { min_price: '5000' }],
    ['>5000', { min_price: '5000' }],
    ['between 5k and 10k', { min_price: '5000', max_price: '10000' }],
    ['between 5 and 10', { min_price: '5000', max_price: '10000' }],
    ['between 5000 to 9000', { min_price: '5000', max_price: '9000' }],
    ['5-10k', { min_price: '5000', max_price: '10000' }],
    ['5k-10k', { min_price: '5000', max_price: '10000' }],
    ['5000 - 10000', { min_price: '5000', max_price: '10000' }],
    ['5000–10000', { min_price: '5000', max_price: '10000' }],
    ['rs 5000 to rs 9000', { min_price: '5000', max_price: '9000' }],
    ['from 5000 to 8000', { min_price: '5000', max_price: '8000' }],
    ['10k-5k', { min_price: '5000', max_price: '10000' }],
    ['under 8000 under 6000', { max_price: '8000' }],
  ])('%s', (query, filters) => reads(query, { filters }));

  it('keeps numbers that are no budget as words', () => {
    reads('pg 560034', { filters: { room_type: 'Pg' }, rest: '560034' });
    reads('pg 12', { filters: { room_type: 'Pg' }, rest: '12' });
    reads('5 to 10', { rest: '5 10' });
    reads('between 5000', { filters: { max_price: '5000' } });
    reads('between friends', { place: { text: 'friends', near: false } });
    reads('under 99999999', { rest: '99999999' });
    reads('budget pg', { filters: { room_type: 'Pg' } });
    reads('cheap pg rs', { filters: { room_type: 'Pg' } });
  });

  it('reads "within 2 km" as a distance, not money', () => {
    reads('pg within 2 km', { filters: { room_type: 'Pg' } });
    reads('within 2 km of christ college', { place: { text: 'christ college', near: true } });
    reads('pg 3 kms from forum mall', {
      filters: { room_type: 'Pg' },
      place: { text: 'forum mall', near: true },
    });
  });
});

describe('parseSearchQuery: places', () => {
  it.each<[string, Expected]>([
    ['pg in koramangala', { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: false } }],
    ['pg at koramangala', { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: false } }],
    ['pg around koramangala', { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: true } }],
    ['pg close to forum mall', { filters: { room_type: 'Pg' }, place: { text: 'forum mall', near: true } }],
    ['pg next to forum mall', { filters: { room_type: 'Pg' }, place: { text: 'forum mall', near: true } }],
    ['pg nearby hsr layout', { filters: { room_type: 'Pg' }, place: { text: 'hsr layout', near: true } }],
    [
      'pg in the koramangala area',
      { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: false } },
    ],
    [
      'pg in koramangala bangalore',
      { filters: { room_type: 'Pg' }, city: 'Bengaluru', place: { text: 'koramangala', near: false } },
    ],
    [
      'pg in koramangala, banglore',
      { filters: { room_type: 'Pg' }, city: 'Bengaluru', place: { text: 'koramangala', near: false } },
    ],
    [
      'girls pg koramangala bangalore',
      {
        filters: { room_type: 'Pg', gender: 'Female' },
        city: 'Bengaluru',
        place: { text: 'koramangala', near: false },
      },
    ],
    [
      'bangalore koramangala girls pg',
      {
        filters: { room_type: 'Pg', gender: 'Female' },
        city: 'Bengaluru',
        place: { text: 'koramangala', near: false },
      },
    ],
    ['pg in T. Nagar', { filters: { room_type: 'Pg' }, place: { text: 't nagar', near: false } }],
    [
      'salt lake sector 5 pg',
      { filters: { room_type: 'Pg' }, place: { text: 'salt lake sector 5', near: false } },
    ],
    [
      'pg in salt lake sector 5',
      { filters: { room_type: 'Pg' }, place: { text: 'salt lake sector 5', near: false } },
    ],
    ['pg near 5th cross', { filters: { room_type: 'Pg' }, place: { text: '5th cross', near: true } }],
    [
      'pg near christ college',
      { filters: { room_type: 'Pg' }, place: { text: 'christ college', near: true } },
    ],
    [
      'pg near infosys office for boys',
      { filters: { room_type: 'Pg', gender: 'Male' }, place: { text: 'infosys office', near: true } },
    ],
    ['christ college pg', { filters: { room_type: 'Pg' }, place: { text: 'christ college', near: false } }],
    ['pg near college', { filters: { room_type: 'Pg', category: 'Student' } }],
    ['pg near me', { filters: { room_type: 'Pg' } }],
    ['pg in', { filters: { room_type: 'Pg' } }],
    ['pg in budget', { filters: { room_type: 'Pg' } }],
    ['pg at 8000', { filters: { room_type: 'Pg', max_price: '8000' } }],
    [
      'pg near forum mall 8000',
      { filters: { room_type: 'Pg', max_price: '8000' }, place: { text: 'forum mall', near: true } },
    ],
    [
      'pg near forum mall 10k',
      { filters: { room_type: 'Pg', max_price: '10000' }, place: { text: 'forum mall', near: true } },
    ],
    [
      'pg in koramangala near forum mall',
      { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: false }, rest: 'forum mall' },
    ],
    [
      'pg in koramangala with wifi',
      { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: false }, rest: 'wifi' },
    ],
    [
      'ac pg koramangala',
      { filters: { room_type: 'Pg' }, place: { text: 'koramangala', near: false }, rest: 'ac' },
    ],
    [
      'single room with attached bathroom',
      { filters: { room_type: 'Room' }, rest: 'single attached bathroom' },
    ],
    ['pg 2bhk', { filters: { room_type: 'Pg' }, rest: '2 bhk' }],
    [
      'flatmate wanted in viman nagar',
      { filters: { room_type: 'Room' }, place: { text: 'viman nagar', near: false } },
    ],
  ])('%s', reads);

  it('keeps a city beside an institution in the place name, and knows the city', () => {
    reads('near delhi university girls pg', {
      filters: { room_type: 'Pg', gender: 'Female' },
      city: 'New Delhi',
      place: { text: 'delhi university', near: true },
    });
    reads('iit madras hostel', {
      filters: { room_type: 'Hostel' },
      city: 'Chennai',
      place: { text: 'iit madras', near: false },
    });
    reads('hostel near iit bombay', {
      filters: { room_type: 'Hostel' },
      city: 'Mumbai',
      place: { text: 'iit bombay', near: true },
    });
    reads('pg near mumbai central station', {
      filters: { room_type: 'Pg' },
      city: 'Mumbai',
      place: { text: 'mumbai central station', near: true },
    });
  });

  it('takes the first city named', () => {
    reads('pune mumbai', { city: 'Pune' });
    reads('pg in pune near bombay', { filters: { room_type: 'Pg' }, city: 'Pune' });
    reads('bangalore university near pune', {
      city: 'Bengaluru',
      place: { text: 'bangalore university', near: false },
    });
  });
});

describe('parseSearchQuery: cities', () => {
  it.each<[string, string]>([
    ['bombay', 'Mumbai'],
    ['calcutta', 'Kolkata'],
    ['kolkatta', 'Kolkata'],
    ['madras', 'Chennai'],
    ['chenai', 'Chennai'],
    ['poona', 'Pune'],
    ['delhi', 'New Delhi'],
    ['new delhi', 'New Delhi'],
    ['dehli', 'New Delhi'],
    ['hyderbad', 'Hyderabad'],
    ['hydrebad', 'Hyderabad'],
    ['bengalore', 'Bengaluru'],
    ['bangalor', 'Bengaluru'],
    ['banglaore', 'Bengaluru'],
    ['gurgoan', 'Gurgaon'],
    ['mumbi', 'Mumbai'],
    ['navi mumbai', 'Navi Mumbai'],
    ['trivandrum', 'Thiruvananthapuram'],
    ['mysore', 'Mysuru'],
    ['vizag', 'Visakhapatnam'],
  ])('%s -> %s', (query, city) => reads(query, { city }));

  it('does not take a locality for a city', () => {
    const localities = [
      'goregaon',
      'kothrud',
      'koramangala',
      'hadapsar',
      'madhapur',
      'jadavpur',
      'gachibowli',
    ];
    for (const word of [
      ...localities,
      'saket',
      'baner',
      'wakad',
      'powai',
      'adyar',
      'behala',
      'guindy',
      'malad',
    ])
      expect(parseSearchQuery(word).city).toBeNull();
  });

  it('lists each canonical name once, aliases under one city only', () => {
    const seen = new Map<string, string>();
    for (const [city, aliases] of Object.entries(CITY_ALIASES))
      for (const name of [city, ...aliases]) {
        expect(seen.get(name.toLowerCase()) ?? city).toBe(city);
        seen.set(name.toLowerCase(), city);
        expect(parseSearchQuery(name).city).toBe(city);
      }
  });
});

describe('parseSearchQuery: filler and the rest', () => {
  it('drops filler words', () => {
    reads('looking for a cheap pg accommodation for rent in pune please', {
      filters: { room_type: 'Pg' },
      city: 'Pune',
    });
    reads('best affordable stay', {});
  });

  it('reads nothing out of nothing', () => {
    reads('', {});
    reads('   ', {});
    reads('!!! ...', {});
  });

  it('keeps a place and the rest apart', () => {
    reads('pg near forum mall gym', {
      filters: { room_type: 'Pg' },
      place: { text: 'forum mall gym', near: true },
    });
    reads('gym pg near forum mall', {
      filters: { room_type: 'Pg' },
      place: { text: 'forum mall', near: true },
      rest: 'gym',
    });
    reads('wifi ac', { rest: 'wifi ac' });
  });

  it('reads accents and capitals', () => {
    reads('Girls PG in Bengalūru', { filters: { room_type: 'Pg', gender: 'Female' }, city: 'Bengaluru' });
  });

  it('reads the whole of a long real query', () => {
    reads('Looking for P.G. for ladies in Hyderbad below 10,000 with food near Madhapur', {
      filters: { room_type: 'Pg', gender: 'Female', max_price: '10000', food: 'with' },
      city: 'Hyderabad',
      place: { text: 'madhapur', near: true },
    });
    reads('₹8000 co-ed pg near Christ University, Bangalore veg', {
      filters: { room_type: 'Pg', gender: 'Other', max_price: '8000', diet: 'Veg' },
      city: 'Bengaluru',
      place: { text: 'christ university', near: true },
    });
  });
});

describe('the helpers', () => {
  it('queryTokens makes amounts and spellings regular', () => {
    expect(queryTokens('P.G. co-ed ₹9,500/- 5-10k non-veg 2km')).toEqual([
      'pg',
      'coed',
      'rs',
      '9500',
      '5',
      'to',
      '10k',
      'nonveg',
      '2',
      'km',
    ]);
  });

  it('editDistance counts swapped neighbours once and stops at max + 1', () => {
    expect(editDistance('gurgoan', 'gurgaon')).toBe(1);
    expect(editDistance('banglore', 'bangalore')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('a', 'abcdef')).toBe(3);
    expect(editDistance('kolkata', 'chennai', 5)).toBe(6);
  });

  it('fuzzyCity reads close misspellings of long names only', () => {
    expect(fuzzyCity('chinnai')).toBe('Chennai');
    expect(fuzzyCity('kolkataa')).toBe('Kolkata');
    expect(fuzzyCity('hyderabaad')).toBe('Hyderabad');
    expect(fuzzyCity('mumbaai')).toBe('Mumbai');
    expect(fuzzyCity('pun')).toBeNull();
    expect(fuzzyCity('pg')).toBeNull();
    expect(fuzzyCity('madras')).toBeNull(); // an alias itself, read exactly
    expect(fuzzyCity('x1234')).toBeNull();
    expect(fuzzyCity('zzzzzz')).toBeNull();
  });
});
