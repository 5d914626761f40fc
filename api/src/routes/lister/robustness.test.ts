import { LISTING_MESSAGES as M } from '@basera/shared/schemas';
import sharp from 'sharp';
import { testDatabaseKinds } from '../../test/databases';
import {
  addressBody,
  call,
  foodBody,
  type Method,
  messDetailsBody,
  multipart,
  otherDetailsBody,
  pricingBody,
  roomDetailsBody,
  useListingSuite,
  walkWizard,
} from '../../test/listing-fixtures';
import { BODY_LIST_MAX, BODY_NOT_OBJECT } from './common';

/**
 * The Lister endpoints and the search filter under hostile or broken input: every answer is a 4xx with a message
 * (422 with the field's errors for a field problem), never a 5xx, and a refused request saves nothing.
 */

type Body = Record<string, unknown>;
type Answer = Awaited<ReturnType<typeof call>>;

/** Every string in a body (nested beds, meal times and menu too), as [path, body with that string replaced]. */
function withEachString(body: Body, replace: (value: string) => string): Array<[string, Body]> {
  const out: Array<[string, Body]> = [];
  const walk = (value: unknown, path: Array<string | number>) => {
    if (typeof value === 'string') {
      const copy = structuredClone(body);
      let target = copy as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
      target[path[path.length - 1]!] = replace(value);
      out.push([path.join('.'), copy]);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(body, []);
  return out;
}

/** A refusal that names `field` (or a part of it) among its per-field errors. */
function expectFieldRefused(res: Answer, field: string, label = field) {
  const top = field.split('.')[0]!;
  const keys = Object.keys(res.body.errors ?? {});
  expect([label, res.status, keys.some((key) => key === top || key.startsWith(`${top}.`))]).toEqual([
    label,
    422,
    true,
  ]);
  expect(res.body).toMatchObject({ status: false, message: expect.any(String) });
}

/** Any refusal: a 4xx with a message, never a server error. */
function expectClientError(res: Answer, label: string) {
  expect([label, res.status >= 400 && res.status < 500]).toEqual([label, true]);
  expect([label, typeof res.body.message, res.body.status]).toEqual([label, 'string', false]);
  expect(res.body.message).not.toMatch(/Server error/);
}

const CONTROL = {
  NUL: '\u0000',
  bell: '\u0007',
  escape: '\u001b',
  delete: '\u007f',
  'C1 next line': '\u0085',
  'lone surrogate': '\ud800',
};

/** The text fields a textarea fills: line breaks and tabs are part of the text there. */
const MULTI_LINE = ['pg_description', 'deposit_refund_terms', 'other_charges'];

describe.each(testDatabaseKinds)('Lister endpoints under hostile input on %s', (kind) => {
  const t = useListingSuite(kind);
  const post = (url: string, body: unknown) => call(t, 'POST', url, t.lister, body);
  /** A listing's whole row, to show that refused requests changed nothing. */
  const snapshot = async (id: number) => {
    const row = (await t.db.query('SELECT * FROM properties WHERE id = $1', [id])).rows[0];
    const links = await t.db.query(
      `SELECT 'a' AS kind, amenity_id AS id FROM property_amenities WHERE property_id = $1
       UNION ALL SELECT 'f', facility_id FROM property_facilities WHERE property_id = $1 ORDER BY 1, 2`,
      [id],
    );
    const photos = await t.db.query('SELECT * FROM property_photos WHERE property_id = $1 ORDER BY id', [id]);
    return JSON.stringify({ row, links: links.rows, photos: photos.rows });
  };
  const draftCount = async () =>
    Number(
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties WHERE owner_id = $1', [
          t.lister.id,
        ])
      ).rows[0]!.n,
    );

  let pg: number;
  let mess: number;
  beforeAll(async () => {
    pg = await walkWizard(t, t.lister, t.places, 'PG', 6);
    mess = await walkWizard(t, t.lister, t.places, 'Mess', 6);
  });

  /** Each wizard step's endpoint with a valid body for the PG (or the Mess), complete with every text field. */
  const steps = (): Array<[string, Body]> => [
    [
      '/add-property-address',
      { ...addressBody(t.places), id: pg, address_line_2: 'Block B', contact_no_2: '' },
    ],
    ['/add-property-details', roomDetailsBody(pg)],
    ['/add-property-details', messDetailsBody(mess)],
    ['/add-property-pricing', pricingBody(pg)],
    [
      '/add-property-food',
      { ...foodBody(pg), food_menu: { Monday: 'Idli', Tuesday: 'Dosa', Wednesday: '', Sunday: 'Puri' } },
    ],
    ['/add-property-other-details', { ...otherDetailsBody(pg), affiliated: 'Yes', affiliation_details: 'X' }],
    ['/property-beds', { id: pg, beds: roomDetailsBody(pg).beds }],
  ];

  it('refuses a NUL or another control character in every text field of every step, and saves nothing', async () => {
    const before = [await snapshot(pg), await snapshot(mess)];
    for (const [name, character] of Object.entries(CONTROL)) {
      for (const [url, body] of steps()) {
        // The character in the middle of an otherwise valid value: only the character is wrong.
        const insert = (value: string) => {
          const half = Math.ceil(value.length / 2);
          return `${value.slice(0, half)}${character}${value.slice(half)}`;
        };
        for (const [field, bad] of withEachString(body, insert))
          expectFieldRefused(await post(url, bad), field, `${url} ${field} with ${name}`);
      }
    }
    // A link that is an allowed video address but for a NUL at its end.
    const link = await post('/add-property-other-details', {
      ...otherDetailsBody(pg),
      video_link: 'https://youtu.be/dQw4w9WgXcQ\u0000',
    });
    expect(link.body.errors).toEqual({ video_link: [M.textControl] });
    // A new draft is refused the same way, and none is made.
    const drafts = await draftCount();
    const created = await post('/add-property-address', { ...addressBody(t.places), locality: 'Kora\u0000' });
    expectFieldRefused(created, 'locality');
    expect(created.body.errors.locality).toEqual([M.textControl]);
    expect(await draftCount()).toBe(drafts);
    expect([await snapshot(pg), await snapshot(mess)]).toEqual(before);
  });

  it('keeps line breaks and tabs in a textarea and refuses them in a one-line field', async () => {
    const text = 'Line one of the text, long enough.\r\nLine two,\twith a tab.';
    for (const [url, body, field] of [
      ['/add-property-other-details', otherDetailsBody(pg), 'pg_description'],
      ['/add-property-pricing', pricingBody(pg), 'deposit_refund_terms'],
      ['/add-property-pricing', pricingBody(pg), 'other_charges'],
    ] as Array<[string, Body, string]>) {
      expect(MULTI_LINE).toContain(field);
      const saved = await post(url, { ...body, [field]: text });
      expect([field, saved.status, saved.body.data[field]]).toEqual([field, 200, text]);
      await post(url, body);
    }
    for (const [field, value] of [
      ['accommodation_name', 'Two\nlines'],
      ['locality', 'A\tB'],
      ['address_line_1', 'One\r\nTwo'],
      ['landmark', 'Near\u2028Mall'],
    ]) {
      const res = await post('/add-property-address', { ...addressBody(t.places), id: pg, [field!]: value });
      expectFieldRefused(res, field!);
      expect(res.body.errors[field!]).toEqual([M.textLineBreak]);
    }
  });

  it('refuses very long text with the length message, and a body over the size limit with 413', async () => {
    const long = 'a'.repeat(100_000);
    for (const [url, body] of steps())
      for (const [field, bad] of withEachString(body, () => long))
        expectFieldRefused(await post(url, bad), field, `${url} ${field} long`);
    const huge = await post('/add-property-pricing', {
      ...pricingBody(pg),
      other_charges: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    expectClientError(huge, 'huge body');
  });

  it('refuses numbers out of range, infinite, not numbers, and arrays or objects where a number goes', async () => {
    const before = await snapshot(pg);
    const numeric: Array<[string, Body, string[]]> = [
      ['/add-property-address', { ...addressBody(t.places), id: pg }, ['state_id', 'city_id', 'lat', 'long']],
      [
        '/add-property-details',
        roomDetailsBody(pg),
        ['minimum_age', 'total_rooms_ac', 'total_rooms_non_ac', 'total_buildings', 'total_floors'],
      ],
      [
        '/add-property-pricing',
        pricingBody(pg),
        ['monthly_charge_min', 'security_deposit', 'notice_period_days'],
      ],
      [
        '/add-property-other-details',
        otherDetailsBody(pg),
        ['distance_in_meters', 'width_of_nearest_road_ft'],
      ],
    ];
    const bad: unknown[] = [
      '2147483648',
      99_999_999_999,
      '99999999999999999999',
      '1e309',
      '-1e309',
      'NaN',
      'Infinity',
      '12abc',
      '\u0000',
      [],
      [12],
      ['12'],
      {},
      { value: 12 },
      true,
    ];
    for (const [url, body, fields] of numeric)
      for (const field of fields)
        for (const value of bad)
          expectFieldRefused(
            await post(url, { ...body, [field]: value }),
            field,
            `${url} ${field}=${JSON.stringify(value)}`,
          );
    // The post id itself, in every step and in the status, beds and subscription calls.
    for (const [url, body] of [
      ...steps().slice(1),
      ['/property-status', { id: pg, status: 'inactive' }],
      ['/property-subscribe', { id: pg, plan_id: 1 }],
    ] as Array<[string, Body]>)
      for (const value of bad) {
        const res = await post(url, { ...body, id: value });
        // Listing ids are bigint: one above the int range is a listing that does not exist.
        if (value === '2147483648' || value === 99_999_999_999) expect([url, res.status]).toEqual([url, 404]);
        else expectFieldRefused(res, 'id', `${url} id=${JSON.stringify(value)}`);
      }
    // "-0" is a plain zero.
    const zero = await post('/add-property-other-details', {
      ...otherDetailsBody(pg),
      distance_in_meters: '-0',
    });
    expect(zero.status).toBe(200);
    expect(zero.body.data.distance_in_meters).toBe(0);
    expect(Object.is(zero.body.data.distance_in_meters, -0)).toBe(false);
    await post('/add-property-other-details', otherDetailsBody(pg));
    const after = JSON.parse(await snapshot(pg));
    const was = JSON.parse(before);
    expect({ ...after.row, updated_at: null }).toEqual({ ...was.row, updated_at: null });
  });

  it('refuses junk in beds, meal times, menu and catalog lists, and objects where a list goes', async () => {
    const room = roomDetailsBody(pg);
    const cases: Array<[string, Body, string]> = [
      ['/add-property-details', { ...room, beds: { 0: room.beds[0] } }, 'beds'],
      ['/add-property-details', { ...room, beds: 'Double' }, 'beds'],
      ['/add-property-details', { ...room, beds: [null] }, 'beds'],
      ['/add-property-details', { ...room, beds: [[1, 2]] }, 'beds'],
      [
        '/add-property-details',
        { ...room, beds: Array.from({ length: 10_000 }, () => room.beds[0]) },
        'beds',
      ],
      [
        '/add-property-details',
        { ...room, beds: [{ ...room.beds[0], total_beds: { $gt: 1 }, free_beds: [1] }] },
        'beds',
      ],
      [
        '/add-property-details',
        { ...room, beds: [{ ...room.beds[0], available_from: '2020-13-45' }] },
        'beds',
      ],
      ['/add-property-details', { ...room, accommodation_occupation: 'Student' }, 'accommodation_occupation'],
      [
        '/add-property-details',
        { ...room, accommodation_occupation: { 0: 'Student' } },
        'accommodation_occupation',
      ],
      ['/add-property-details', { ...room, room_occupation_status: [['Double']] }, 'room_occupation_status'],
      [
        '/add-property-details',
        { ...messDetailsBody(mess), meal_timings: { meal: 'Lunch' } },
        'meal_timings',
      ],
      [
        '/add-property-details',
        { ...messDetailsBody(mess), meal_timings: [{ meal: 'Lunch', from: ['12:00'], to: 13 }] },
        'meal_timings',
      ],
      [
        '/add-property-details',
        { ...messDetailsBody(mess), cuisine: Array.from({ length: 20_000 }, () => 'Chinese\u0000') },
        'cuisine',
      ],
      ['/add-property-food', { ...foodBody(pg), food_menu: { Funday: 'Cake' } }, 'food_menu'],
      ['/add-property-food', { ...foodBody(pg), food_menu: { Monday: { breakfast: 'Idli' } } }, 'food_menu'],
      ['/add-property-food', { ...foodBody(pg), food_menu: ['Idli'] }, 'food_menu'],
      ['/add-property-food', { ...foodBody(pg), food_menu: 'Idli' }, 'food_menu'],
      ['/add-property-food', { ...foodBody(pg), food_meals: { Lunch: true } }, 'food_meals'],
      ['/add-property-features', { id: pg, amenities: { 0: 1 }, facilities: [] }, 'amenities'],
      ['/add-property-features', { id: pg, amenities: [2147483648], facilities: [] }, 'amenities'],
      ['/add-property-features', { id: pg, amenities: ['1e309'], facilities: [] }, 'amenities'],
      ['/add-property-features', { id: pg, amenities: [[1]], facilities: [] }, 'amenities'],
      ['/add-property-features', { id: pg, amenities: [true], facilities: [] }, 'amenities'],
      ['/add-property-features', { id: pg, amenities: [], facilities: Array(1000).fill(1) }, 'facilities'],
      ['/property-beds', { id: pg, beds: { sharing: 'Double' } }, 'beds'],
      ['/property-status', { id: pg, status: ['inactive'] }, 'status'],
      ['/property-subscribe', { id: pg, plan_id: '2147483648' }, 'plan_id'],
      ['/property-subscribe', { id: pg, plan_id: [1] }, 'plan_id'],
    ];
    const before = await snapshot(pg);
    for (const [url, body, field] of cases)
      expectFieldRefused(await post(url, body), field, `${url} ${field}`);
    // A huge list gets one message, not one per item.
    const huge = await post('/add-property-details', { ...room, beds: Array(5_000).fill(room.beds[0]) });
    expect(huge.body.errors).toEqual({ beds: [M.listTooLong(BODY_LIST_MAX)] });
    const deep = await post('/add-property-features', {
      id: pg,
      amenities: [Array(50_000).fill(1)],
      facilities: [],
    });
    expect(Object.keys(deep.body.errors)).toEqual(['amenities.0']);
    expect(await snapshot(pg)).toEqual(before);
    // Junk keys inside a bed or a meal time are dropped, not stored.
    const saved = await post('/property-beds', {
      id: pg,
      beds: [{ ...room.beds[0], note: '\u0000', constructor: 'x', toString: 1 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.beds).toEqual([{ ...room.beds[0] }]);
    await post('/property-beds', { id: pg, beds: room.beds });
    const restored = await snapshot(pg);
    // A prototype key is refused before any route code reads the body.
    const poisoned = await call(
      t,
      'POST',
      '/property-beds',
      t.lister,
      `{"id":${pg},"beds":[{"sharing":"Double","total_beds":2,"free_beds":0,"__proto__":{"x":1}}]}`,
      'application/json',
    );
    expectClientError(poisoned, '__proto__');
    expect(await snapshot(pg)).toEqual(restored);
  });

  it('answers a body that is not a JSON object, or is not JSON, with a 4xx on every endpoint', async () => {
    const endpoints: Array<[Method, string]> = [
      ['POST', '/add-property-address'],
      ['POST', '/add-property-details'],
      ['POST', '/add-property-pricing'],
      ['POST', '/add-property-food'],
      ['POST', '/add-property-features'],
      ['POST', '/add-property-other-details'],
      ['POST', '/property-beds'],
      ['POST', '/property-status'],
      ['POST', '/property-subscribe'],
      ['PUT', `/property-photos/${pg}/order`],
    ];
    const drafts = await draftCount();
    const before = await snapshot(pg);
    const bodies: Array<[string, string | undefined]> = [
      ['null', 'application/json'],
      ['[]', 'application/json'],
      [`[{"id":${pg}}]`, 'application/json'],
      ['"x"', 'application/json'],
      ['5', 'application/json'],
      ['true', 'application/json'],
      ['{"id":', 'application/json'],
      ['', 'application/json'],
      ['{"id":1}', 'text/plain'],
      ['id=1', 'application/x-www-form-urlencoded'],
      ['\u0000', 'application/json'],
    ];
    for (const [method, url] of endpoints)
      for (const [payload, type] of bodies) {
        const res = await call(t, method, url, t.lister, payload, type);
        expectClientError(res, `${method} ${url} ${JSON.stringify(payload)} ${type}`);
        if (['[]', '"x"', '5', 'true'].includes(payload))
          expect([url, res.status, res.body.message]).toEqual([url, 400, BODY_NOT_OBJECT]);
      }
    expect(await draftCount()).toBe(drafts);
    expect(await snapshot(pg)).toEqual(before);
  });

  it('answers ids out of range or not numbers in paths with a 4xx', async () => {
    const ids = [
      '99999999999999999999',
      '9223372036854775808',
      '1e30',
      '1e309',
      '-1',
      '0',
      '-0',
      '1.5',
      'NaN',
      'abc',
      '%00',
      '%E2%80%AE1',
    ];
    for (const id of ids) {
      const urls: Array<[Method, string]> = [
        ['GET', `/get-own-property/${id}`],
        ['GET', `/property-photos/${id}`],
        ['PUT', `/property-photos/${id}/order`],
        ['DELETE', `/property-photos/${id}/1`],
        ['DELETE', `/property-photos/${pg}/${id}`],
        ['GET', `/subscription-orders/${id}`],
      ];
      for (const [method, url] of urls) {
        const res = await call(t, method, url, t.lister, method === 'PUT' ? { photo_ids: [1] } : undefined);
        expectClientError(res, `${method} ${url}`);
      }
    }
    const upload = multipart([{ filename: 'a.png', content: Buffer.from('x') }]);
    for (const id of ['99999999999999999999', '1e30', '%00'])
      expectClientError(
        await call(t, 'POST', `/property-photos/${id}`, t.lister, upload.payload, upload.contentType),
        `upload to ${id}`,
      );
  });

  it('refuses photo orders with huge, duplicate, missing or junk ids and changes nothing', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart([
      { filename: 'a.png', content: png },
      { filename: 'b.png', content: png },
    ]);
    const photos = (await call(t, 'POST', `/property-photos/${id}`, t.lister, payload, contentType)).body
      .data as Array<{ id: number }>;
    const [a, b] = photos.map((photo) => photo.id) as [number, number];
    const before = await snapshot(id);
    const orders: unknown[] = [
      [b, 1e20],
      [b, '99999999999999999999'],
      [b, 2 ** 63],
      [b, '1e309'],
      [b, -a],
      [b, a, a],
      [b, b],
      [b],
      [],
      [b, a, ...Array(100_000).fill(a)],
      [b, [a]],
      [b, { id: a }],
      [b, true],
      [b, '\u0000'],
      { 0: b, 1: a },
      `${b},${a}`,
      null,
    ];
    for (const photo_ids of orders) {
      const res = await call(t, 'PUT', `/property-photos/${id}/order`, t.lister, { photo_ids });
      expectFieldRefused(res, 'photo_ids', JSON.stringify(photo_ids).slice(0, 60));
    }
    expect(await snapshot(id)).toEqual(before);
    expect(
      (await call(t, 'PUT', `/property-photos/${id}/order`, t.lister, { photo_ids: [b, a] })).status,
    ).toBe(200);
  });

  it('answers broken multipart uploads with a 4xx and stores nothing', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const good = multipart([{ filename: 'a.png', content: png }]);
    const boundary = good.contentType.split('boundary=')[1]!;
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const uploads: Array<[string, Buffer | string, string]> = [
      ['no boundary', good.payload, 'multipart/form-data'],
      ['another boundary', good.payload, 'multipart/form-data; boundary=somethingelse'],
      ['cut short', good.payload.subarray(0, Math.floor(good.payload.length / 2)), good.contentType],
      ['cut before the end', good.payload.subarray(0, good.payload.length - 10), good.contentType],
      ['only the closing line', end, good.contentType],
      ['empty', Buffer.alloc(0), good.contentType],
      ['garbage', Buffer.from('\u0000\u0001garbage'), good.contentType],
      ['another file field', multipart([{ name: 'file', filename: 'a.png', content: png }]).payload, 'x'],
      ['a text field only', Buffer.concat([field('photos', 'not a file'), end]), good.contentType],
      [
        'too many text fields',
        Buffer.concat([...Array.from({ length: 10 }, (_, i) => field(`f${i}`, 'x')), end]),
        good.contentType,
      ],
      ['a text field too long', Buffer.concat([field('note', 'x'.repeat(5000)), end]), good.contentType],
      ['an empty file', multipart([{ filename: 'a.png', content: Buffer.alloc(0) }]).payload, 'x'],
      [
        'a NUL in the file name',
        multipart([{ filename: 'a\u0000.png', content: Buffer.from('not an image') }]).payload,
        'x',
      ],
      [
        'headers without a name',
        Buffer.from(`--${boundary}\r\nX: y\r\n\r\nabc\r\n--${boundary}--\r\n`),
        good.contentType,
      ],
    ];
    for (const [label, payload, type] of uploads) {
      // A body built by multipart() carries its own boundary: 'x' means "use it".
      const text = payload.toString('latin1');
      const contentType =
        type === 'x' ? `multipart/form-data; boundary=${text.slice(2, text.indexOf('\r\n'))}` : type;
      const res = await call(t, 'POST', `/property-photos/${id}`, t.lister, payload, contentType);
      expectClientError(res, label);
    }
    expect((await call(t, 'GET', `/property-photos/${id}`, t.lister)).body.data).toEqual([]);
    // After all that, a proper upload still works.
    const ok = await call(t, 'POST', `/property-photos/${id}`, t.lister, good.payload, good.contentType);
    expect(ok.status).toBe(200);
  });
});

describe.each(testDatabaseKinds)('the search filter under hostile input on %s', (kind) => {
  const t = useListingSuite(kind);
  const filter = (query: string) => call(t, 'GET', `/filtered-properties?${query}`, null);

  it('answers control characters, huge numbers and repeated parameters with 422, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['location=%00', 'location'],
      ['location=Kora%00mangala', 'location'],
      ['location=%07', 'location'],
      ['location=%C2%85', 'location'],
      [`location=${'a'.repeat(5000)}`, 'location'],
      ['location=a&location=b', 'location'],
      ['state_id=99999999999', 'state_id'],
      ['state_id=2147483648', 'state_id'],
      ['state_id=1e309', 'state_id'],
      ['city_id=99999999999999999999', 'city_id'],
      ['city_id=%00', 'city_id'],
      ['min_price=99999999999', 'min_price'],
      ['max_price=2147483648', 'max_price'],
      ['max_price=1e309', 'max_price'],
      ['min_price=NaN', 'min_price'],
      ['page=1e309', 'page'],
      ['per_page=99999999999', 'per_page'],
      ['beds_free_now=%00', 'beds_free_now'],
      ['beds_free_now=1&beds_free_now=maybe', 'beds_free_now'],
      ['room_type=%00', 'room_type'],
      ['sharing=Shared,%00', 'sharing'],
      ['sort=%00', 'sort'],
    ];
    for (const [query, field] of cases) expectFieldRefused(await filter(query), field, query);
  });

  it('still reads ordinary values: -0, the int limit, and "Beds free now" flags', async () => {
    for (const query of [
      'min_price=-0',
      'max_price=2147483647',
      'state_id=2147483647',
      'beds_free_now=1',
      'location=%E0%A4%95%E0%A5%8B%E0%A4%B0%E0%A4%BE',
    ]) {
      const res = await filter(query);
      expect([query, res.status]).toEqual([query, 200]);
    }
  });
});
