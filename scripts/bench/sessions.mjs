// Signed-in benches (scripts/bench/lighthouse.mjs, scripts/bench/inp.mjs): the demo accounts of the seed
// (api/src/seed/users.ts) sign in through the API as the login box does, and a browser is handed the session the
// way the shared auth store (@basera/shared's auth-store.ts) persists it: localStorage `authToken`, `user` and
// `usertype` on the shell's origin. The operator's sign-in takes the code the API mails (the dev outbox: the site
// must run with DEV_OUTBOX=1, as startSite({ env }) can set).

/** The seed's demo accounts and the password they share. */
export const DEMO_PASSWORD = 'Basera#Demo2026';
export const DEMO_ACCOUNTS = {
  seeker: { email: 'asha@demo.basera.in', user_type: 'Customer' },
  lister: { email: 'ravi@demo.basera.in', user_type: 'Lister' },
  operator: { email: 'admin@demo.basera.in', user_type: 'Admin' },
};

/** The auth store's localStorage keys (STORAGE_KEYS of @basera/shared). */
const STORAGE_KEYS = { token: 'authToken', user: 'user', usertype: 'usertype' };

async function post(api, path, body) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The newest 6-digit code the dev outbox holds for `to` other than `skip` (waits up to 10 s), else null. */
async function outboxCode(api, to, skip) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const response = await fetch(`${api}/dev/outbox?to=${encodeURIComponent(to)}`);
    if (!response.ok) return null;
    const code = (await response.json()).data?.[0]?.body?.match(/\b(\d{6})\b/)?.[1];
    if (code && code !== skip) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/**
 * Signs a demo account in: `{ token, user, usertype }`, what the login box stores. Throws when the API refuses
 * (the operator's sign-in also when the site has no dev outbox to read the code from).
 */
export async function signIn(api, role) {
  const account = DEMO_ACCOUNTS[role];
  const credentials = {
    email_or_phone: account.email,
    password: DEMO_PASSWORD,
    user_type: account.user_type,
  };
  let answer;
  if (role === 'operator') {
    const before = await fetch(`${api}/dev/outbox?to=${encodeURIComponent(account.email)}`);
    if (!before.ok) throw new Error('the operator signs in with a mailed code: the site needs DEV_OUTBOX=1');
    const old = (await before.json()).data?.[0]?.body?.match(/\b(\d{6})\b/)?.[1] ?? '';
    const first = await post(api, '/user-login', credentials);
    if (!first.otp_required) throw new Error('the operator sign-in asked for no code');
    const otp = await outboxCode(api, account.email, old);
    if (!otp) throw new Error(`no sign-in code reached ${account.email}`);
    answer = await post(api, '/user-login', { ...credentials, otp });
  } else {
    answer = await post(api, '/user-login', credentials);
  }
  if (!answer.token) throw new Error(`${role} sign-in gave no token`);
  return { token: answer.token, user: answer.user, usertype: answer.user_type };
}

/**
 * Signs in every role `pages` name (`{ role }`, null for a public page) once: role -> session, or `{ error }`
 * when that sign-in failed (the bench then prints why beside that role's pages).
 */
export async function signInRoles(api, pages) {
  const sessions = {};
  for (const role of new Set(pages.map((page) => page.role).filter(Boolean))) {
    try {
      sessions[role] = await signIn(api, role);
    } catch (error) {
      sessions[role] = { error: String(error.message ?? error) };
    }
  }
  return sessions;
}

/** The localStorage entries the auth store reads at start-up for `session`. */
export const storageEntries = (session) => ({
  [STORAGE_KEYS.token]: session.token,
  [STORAGE_KEYS.user]: JSON.stringify(session.user),
  [STORAGE_KEYS.usertype]: session.usertype,
});

/** A GET of the API with `session`'s bearer token: the answer's JSON. */
export async function getAs(api, path, session) {
  const response = await fetch(`${api}${path}`, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.json();
}
