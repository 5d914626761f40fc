import { randomBytes } from 'node:crypto';
import { propertyFilterSchema } from '@basera/shared/schemas';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';
import {
  addressBody,
  fixtureListing,
  makePlaces,
  makeUser,
  multipart,
  type Places,
  stepBodies,
  type TestUser,
  walkWizard,
} from './listing-fixtures';
import type { TestApp } from './suite';

/**
 * Random and hostile requests to every route of the API (the property-based tests and `pnpm fuzz` use them):
 * a body that is valid but for one to three hostile fields, so that the hostile value gets as far into the
 * route as it can; hostile query strings, path params, raw bodies and broken multipart; any kind of caller.
 */

export interface Route {
  method: string;
  path: string;
}

/** Every route of the app (HEAD and OPTIONS aside), read from Fastify's own route tree. */
export function listRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD' && method !== 'OPTIONS' && path.startsWith('/api/'))
        routes.push({ method, path });
  }
  return routes;
}

/** Strings that have broken this kind of API: control characters, huge text, huge numbers, injection. */
const nastyStrings = [
  '\u0000',
  'a\u0000b@example.in',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  'x'.repeat(100_012),
  `${'a'.repeat(100_000)}@example.in`,
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  ' ',
  'Choose...',
  '<script>alert(1)</script>',
];
/** Text that is mostly ordinary with control and broken characters among it. */
const controlRich = fc.string({
  unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\n', 'a', '1', ' ', '@'),
  minLength: 1,
  maxLength: 12,
});
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: controlRich },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 1e308, Number.MAX_SAFE_INTEGER, -0, 0.5, 2 ** 53 + 2),
  fc.integer(),
  fc.double(),
);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);

/** Every byte as %XX (encodeURIComponent throws on a lone surrogate). */
const percentEncode = (value: string) =>
  [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path params: usually hostile, sometimes the real thing, so the route's own checks run too. */
const pathParam = (real: string) =>
  fc.oneof(
    fc.constant(real),
    fc.constantFrom(
      '2147483648',
      '99999999999999999999',
      '-1',
      '0',
      '1.5',
      '1e3',
      'abc',
      '%00',
      '%01',
      '%ff',
    ),
    hostileString.map((value) => percentEncode(value.slice(0, 300))),
  );

/** Query parameters the routes read (every filter of the results), and one they do not. */
const queryKeys = [...Object.keys(propertyFilterSchema.shape), 'search', 'to', 'limit', 'junk'];
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(...queryKeys),
      hostileString.map((value) => value.slice(0, 3000)),
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

/** What the fuzz requests need: two signed-in users, a draft and a live listing, places and catalogs. */
export interface FuzzWorld {
  lister: TestUser;
  customer: TestUser;
  draftId: number;
  liveId: number;
  places: Places;
}

export async function makeFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const places = await makePlaces(t);
  const lister = await makeUser(t, 'Lister');
  const customer = await makeUser(t, 'Customer');
  return {
    lister,
    customer,
    places,
    draftId: await walkWizard(t, lister, places, 'PG', 3),
    liveId: await fixtureListing(t, { ownerId: lister.id }),
  };
}

/** One valid body carrying the fields of every route (the routes ignore the fields they do not read). */
function validBody(world: FuzzWorld) {
  const unique = randomBytes(4).toString('hex');
  const password = 'Basera#Fuzz2026';
  return {
    ...addressBody(world.places),
    ...Object.assign({}, ...stepBodies(world.draftId, 'PG', world.places).map(([, body]) => body)),
    id: world.draftId,
    plan_id: 1,
    status: 'inactive',
    photo_ids: [1],
    property_id: world.liveId,
    action: 'add',
    email: `fuzz.${unique}@example.in`,
    phone: `9${String(Number.parseInt(unique, 16)).padStart(9, '0').slice(-9)}`,
    usertype: 'Customer',
    user_type: 'Customer',
    otp: '123456',
    first_name: 'Asha',
    last_name: 'Rao',
    fname: 'Asha',
    lname: 'Rao',
    password,
    password_confirmation: password,
    email_or_phone: `fuzz.${unique}@example.in`,
    current_password: password,
    new_password: `${password}!`,
    new_password_confirmation: `${password}!`,
    name: 'Asha',
    phone_no: '9876543210',
    city: 'Pune',
    message: 'Is a room free next month?',
  };
}
const noPlaces: Places = {
  stateId: 1,
  cityId: 1,
  otherStateId: 2,
  otherCityId: 2,
  amenityIds: [],
  facilityIds: [],
};
const bodyKeys = Object.keys({
  ...addressBody(noPlaces),
  ...Object.assign({}, ...stepBodies(1, 'PG', noPlaces).map(([, body]) => body)),
  ...{ plan_id: 0, status: 0, photo_ids: 0, property_id: 0, action: 0, usertype: 0, user_type: 0, otp: 0 },
  ...{ first_name: 0, last_name: 0, fname: 0, lname: 0, password: 0, password_confirmation: 0 },
  ...{
    email: 0,
    phone: 0,
    email_or_phone: 0,
    current_password: 0,
    new_password: 0,
    new_password_confirmation: 0,
  },
  ...{ name: 0, phone_no: 0, city: 0, message: 0 },
});

/** The fields of the sign-in, account, contact and listing-status bodies come up more often than the wizard's. */
const commonKeys = [
  'email',
  'phone',
  'otp',
  'password',
  'email_or_phone',
  'first_name',
  'last_name',
  'fname',
  'lname',
];
const bodyKey = fc.oneof(
  fc.constantFrom(...commonKeys, 'name', 'phone_no', 'city', 'message', 'current_password', 'new_password'),
  fc.constantFrom('id', 'property_id', 'plan_id', 'status', 'action', 'photo_ids', 'usertype', 'user_type'),
  fc.constantFrom(...bodyKeys, 'junk'),
);

/** A raw body: not JSON, not an object, or multipart that is broken. */
type RawBody = { payload: string | Buffer; contentType: string };
const image = multipart([{ name: 'avatar', filename: 'a.png', content: Buffer.from('not really a png') }]);
const rawBodies: RawBody[] = [
  { payload: '{"email": "a@b.in",', contentType: 'application/json' },
  { payload: '[1, 2, 3]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: image.payload, contentType: 'multipart/form-data' },
  { payload: image.payload.subarray(0, image.payload.length - 20), contentType: image.contentType },
  { payload: image.payload.subarray(0, 60), contentType: image.contentType },
  { payload: '', contentType: image.contentType },
  { payload: 'junk', contentType: 'multipart/form-data; boundary=' },
  { payload: image.payload, contentType: `${image.contentType}; charset=\u0000` },
  { payload: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' },
];

type Caller = 'none' | 'customer' | 'lister' | 'bad-token';

export interface FuzzRequest {
  route: Route;
  params: Record<string, string>;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; overrides: Array<[string, unknown]> }
    | { kind: 'strings'; value: string; mask: number }
    | { kind: 'raw'; raw: RawBody };
  caller: Caller;
  address: string;
}

/** A random request to one of `routes`. */
export function fuzzRequest(routes: Route[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const params = fc
      .tuple(...names.map(() => pathParam('__real__')))
      .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]!])));
    const body =
      route.method === 'GET'
        ? fc.constant({ kind: 'none' as const })
        : fc.oneof(
            {
              weight: 4,
              arbitrary: fc
                .array(fc.tuple(bodyKey, hostileValue), {
                  minLength: 1,
                  maxLength: 3,
                })
                .map((overrides) => ({ kind: 'json' as const, overrides })),
            },
            {
              // Into about half of the text fields at once: some of those the route reads get the hostile value,
              // while the others stay valid and let it through to the route's work.
              weight: 2,
              arbitrary: fc
                .tuple(hostileString, fc.nat())
                .map(([value, mask]) => ({ kind: 'strings' as const, value, mask })),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom(...rawBodies).map((raw) => ({ kind: 'raw' as const, raw })),
            },
            {
              weight: 1,
              arbitrary: fc.constant({ kind: 'json' as const, overrides: [] as Array<[string, unknown]> }),
            },
          );
    return fc.record({
      route: fc.constant(route),
      params,
      query: fc.oneof(fc.constant(''), hostileQuery),
      body,
      caller: fc.constantFrom<Caller>('none', 'customer', 'lister', 'lister', 'bad-token'),
      // Spread over many client addresses, so that per-address throttles do not answer every request.
      address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.250.${a}.${b}`),
    });
  });
}

/** A fresh session of a user (a fuzzed request may have logged the last one out). */
async function freshToken(t: TestApp, user: TestUser): Promise<string> {
  const token = newToken();
  await t.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [user.id, hashToken(token)],
  );
  return token;
}

/** Sends one fuzzed request; answers its status and parsed body. */
export async function sendFuzz(t: TestApp, world: FuzzWorld, request: FuzzRequest) {
  const real: Record<string, string> = {
    id: String(world.draftId),
    stateId: String(world.places.stateId),
    photoId: '1',
    slug: 'no-such-article',
  };
  const path = request.route.path.replace(/:(\w+)/g, (_all, name: string) => {
    const value = request.params[name]!;
    return value === '__real__' ? (real[name] ?? '1') : value;
  });
  const token =
    request.caller === 'customer'
      ? await freshToken(t, world.customer)
      : request.caller === 'lister'
        ? await freshToken(t, world.lister)
        : request.caller === 'bad-token'
          ? 'x'.repeat(43)
          : null;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  if (request.body.kind === 'json') {
    payload = JSON.stringify(Object.assign(validBody(world), Object.fromEntries(request.body.overrides)));
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'strings') {
    const { value, mask } = request.body;
    const body = Object.entries(validBody(world)).map(([key, valid], index) => [
      key,
      // In the middle of the valid text: an address with a NUL inside still looks like an address.
      typeof valid === 'string' && (mask >> (index % 31)) & 1
        ? `${valid.slice(0, valid.length >> 1)}${value}${valid.slice(valid.length >> 1)}`
        : valid,
    ]);
    payload = JSON.stringify(Object.fromEntries(body));
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    payload = request.body.raw.payload;
    headers['content-type'] = request.body.raw.contentType;
  }
  const res = await t.app.inject({
    method: request.route.method as 'GET',
    url: `${path}${request.query ? `?${request.query}` : ''}`,
    headers,
    payload,
    remoteAddress: request.address,
  });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = res.body.slice(0, 200);
  }
  return { status: res.statusCode, body, url: `${request.route.method} ${path}` };
}

/**
 * What a refused request must leave as it was: every account, listing, photo, shortlist entry and contact
 * message. One md5 over them, taken before and after each request.
 */
export async function recordsFingerprint(t: TestApp): Promise<string> {
  const { rows } = await t.db.query<{ users: string; properties: string; counts: string }>(
    `SELECT (SELECT md5(coalesce(string_agg(u::text, ',' ORDER BY id), '')) FROM users u) AS users,
            (SELECT md5(coalesce(string_agg(p::text, ',' ORDER BY id), '')) FROM properties p) AS properties,
            (SELECT concat_ws(',', (SELECT count(*) FROM property_photos), (SELECT count(*) FROM wishlists),
                                   (SELECT count(*) FROM contact_messages))) AS counts`,
  );
  const row = rows[0]!;
  return `${row.users}:${row.properties}:${row.counts}`;
}
