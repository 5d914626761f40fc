import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, ACCOUNT_MESSAGES as M } from '@basera/shared/schemas';
import sharp from 'sharp';
import { hashPassword } from '../auth/passwords';
import { testDatabaseKinds } from '../test/databases';
import { addressPerTest, useTestApp } from '../test/suite';
import { PASSWORD_FAILURE_LIMIT } from './account/password';

const PASSWORD = 'Ghar#2026Safe';
const NEW_PASSWORD = 'Naya#Ghar2027';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let counter = 0;
/** A fresh email and phone per user: nothing collides across tests. */
function identity() {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return { email: `acct${n}.${Date.now()}@example.in`, phone: `97${String(Date.now()).slice(-4)}${n}` };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>,
) {
  const boundary = `----basera${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDatabaseKinds)('account area on %s', (kind) => {
  const t = useTestApp(kind, { redis: true });
  const ip = addressPerTest(6);
  let passwordHash = '';
  let photo: Buffer;
  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
  });

  const login = async (user: { email: string; userType: string }, password = PASSWORD, ua = LAPTOP_UA) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user-login',
      payload: { email_or_phone: user.email, password, user_type: user.userType },
      headers: { 'user-agent': ua },
      remoteAddress: ip(),
    });

  /** A user straight in the database (sign-up has its own tests), signed in through the real login. */
  async function makeUser(userType: 'Customer' | 'Lister' = 'Customer', ua = LAPTOP_UA) {
    const id = identity();
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
       VALUES ($1, 'Asha', 'Rao', $2, $3, $4, now(), now()) RETURNING id`,
      [userType, id.email, id.phone, passwordHash],
    );
    const user = { ...id, id: Number(rows[0]!.id), userType };
    const res = await login(user, PASSWORD, ua);
    expect(res.statusCode).toBe(200);
    return { ...user, token: res.json().token as string };
  }

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    ua = LAPTOP_UA,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: { 'user-agent': ua, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: ip(),
    });
  const upload = (token: string, parts: Parameters<typeof multipart>[0], url = '/profile-image') => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      remoteAddress: ip(),
    });
  };
  const profileOf = (user: { fname?: string; email: string; phone: string }) => ({
    fname: 'Asha',
    lname: 'Rao',
    email: user.email,
    phone: user.phone,
  });

  it('answers 401 without a live token on every account path', async () => {
    const paths: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['GET', '/profile'],
      ['GET', '/lister-profile-data'],
      ['POST', '/profile'],
      ['POST', '/lister-update-profile'],
      ['POST', '/change-password'],
      ['POST', '/lister-change-password'],
      ['POST', '/profile-image'],
      ['POST', '/lister-profile-image-update'],
      ['GET', '/sessions'],
      ['DELETE', '/sessions/1'],
      ['POST', '/sessions/end-others'],
      ['GET', '/account-events'],
    ];
    for (const [method, url] of paths) {
      const res = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      const forged = await call('x'.repeat(43), method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: forged.statusCode }).toEqual({ url, status: 401 });
    }
  });

  describe('profile', () => {
    it('gives the signed-in user, Customer or Lister, on both paths', async () => {
      for (const type of ['Customer', 'Lister'] as const) {
        const u = await makeUser(type);
        for (const url of ['/profile', '/lister-profile-data']) {
          const res = await call(u.token, 'GET', url);
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({
            status: true,
            user_type: type,
            user: { id: u.id, fname: 'Asha', lname: 'Rao', email: u.email, phone: u.phone, avatar_url: null },
          });
          expect(res.json().user.password_hash).toBeUndefined();
          expect(Date.parse(res.json().user.created_at)).toBeGreaterThan(0);
        }
      }
    });

    it('updates names, answers the spec message and the new user, and logs the change', async () => {
      const u = await makeUser();
      const res = await call(u.token, 'POST', '/profile', { ...profileOf(u), fname: 'Meera', lname: 'Iyer' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: true,
        message: M.profileUpdated,
        user: { fname: 'Meera', lname: 'Iyer', email: u.email },
      });
      const after = await call(u.token, 'GET', '/me');
      expect(after.json().user).toMatchObject({ fname: 'Meera', lname: 'Iyer' });
      const events = (await call(u.token, 'GET', '/account-events')).json().data;
      expect(events[0]).toMatchObject({ kind: 'profile updated', detail: 'first name, last name' });
    });

    it('works on the spec lister path for a Customer too, ignoring created_at', async () => {
      const u = await makeUser('Customer');
      const res = await call(u.token, 'POST', '/lister-update-profile', {
        ...profileOf(u),
        lname: 'Sen',
        created_at: '2001-01-01T00:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.lname).toBe('Sen');
      expect(res.json().user.created_at).not.toBe('2001-01-01T00:00:00.000Z');
    });

    it.each([
      [{ fname: '' }, 'fname', M.firstNameRequired],
      [{ fname: '   ' }, 'fname', M.firstNameRequired],
      [{ lname: '' }, 'lname', M.lastNameRequired],
      [{ email: '' }, 'email', M.emailRequired],
      [{ email: 'asha@' }, 'email', M.emailInvalid],
      [{ phone: '' }, 'phone', M.phoneRequired],
      [{ phone: '98765abcde' }, 'phone', M.phoneDigits],
      [{ phone: '98765' }, 'phone', M.phoneMin],
      [{ phone: '98765432101' }, 'phone', M.phoneMax],
    ])('refuses %j with 422 and "%s: %s"', async (change, field, message) => {
      const u = await makeUser();
      const res = await call(u.token, 'POST', '/profile', { ...profileOf(u), ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field][0]).toBe(message);
      const unchanged = await call(u.token, 'GET', '/profile');
      expect(unchanged.json().user).toMatchObject({
        fname: 'Asha',
        lname: 'Rao',
        email: u.email,
        phone: u.phone,
      });
    });

    it("refuses another user's email or phone of the same user type, allows the other type's", async () => {
      const a = await makeUser('Customer');
      const b = await makeUser('Customer');
      const lister = await makeUser('Lister');
      const email = await call(a.token, 'POST', '/profile', {
        ...profileOf(a),
        email: b.email.toUpperCase(),
      });
      expect(email.statusCode).toBe(422);
      expect(email.json().errors.email).toEqual([M.emailTaken]);
      const phone = await call(a.token, 'POST', '/profile', { ...profileOf(a), phone: b.phone });
      expect(phone.statusCode).toBe(422);
      expect(phone.json().errors.phone).toEqual([M.phoneTaken]);

      // A Lister account with the same address belongs to another user type: no collision.
      const res = await call(a.token, 'POST', '/profile', { ...profileOf(a), email: lister.email });
      expect(res.statusCode).toBe(202);
      // Keeping one's own address is no collision either.
      const same = await call(b.token, 'POST', '/profile', { ...profileOf(b), fname: 'Bina' });
      expect(same.statusCode).toBe(200);
      expect(same.json().user).toMatchObject({ email: b.email, email_verified: true });
    });

    describe('a new email or phone', () => {
      /** The latest code sent to an address, and the whole message. */
      const lastMessage = (to: string) =>
        [...t.transport.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
      const codeSentTo = (to: string) => lastMessage(to)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

      it('changes only with the code sent to the new email, in our words only, and is verified', async () => {
        const u = await makeUser();
        const newEmail = `new.${identity().email}`;
        // A name that tries to ride in the mail to a stranger.
        const body = { ...profileOf(u), fname: 'Win Rs 5000 at evil', email: newEmail };
        const asked = await call(u.token, 'POST', '/profile', body);
        expect(asked.statusCode).toBe(202);
        expect(asked.json()).toMatchObject({
          status: true,
          code_sent: 'email',
          message: M.contactCodeSent('email'),
          resend_after: 60,
        });
        // Nothing changed yet, not even the name saved with it.
        expect((await call(u.token, 'GET', '/profile')).json().user).toMatchObject({
          email: u.email,
          fname: 'Asha',
        });
        const mail = lastMessage(newEmail)!;
        expect(mail.text).not.toMatch(/Win|evil|Asha|Rao/);
        expect(mail.subject).toBe('Confirm your new Basera email');

        const code = codeSentTo(newEmail);
        const bad = await call(u.token, 'POST', '/profile', { ...body, otp: wrong(code) });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().errors.otp).toEqual([AUTH_MESSAGES.otpInvalid]);
        const done = await call(u.token, 'POST', '/profile', { ...body, otp: code });
        expect(done.statusCode).toBe(200);
        expect(done.json()).toMatchObject({
          message: M.profileUpdated,
          user: { email: newEmail, email_verified: true, fname: 'Win Rs 5000 at evil' },
        });
        const events = (await call(u.token, 'GET', '/account-events')).json().data;
        expect(events[0]).toMatchObject({ kind: 'profile updated', detail: 'first name, email' });
        // The code was for that address alone: it does not change the email back.
        const back = await call(u.token, 'POST', '/lister-update-profile', { ...profileOf(u), otp: code });
        expect(back.statusCode).toBe(422);
        expect(back.json().errors.otp).toEqual([AUTH_MESSAGES.otpNone]);
      });

      it("changes the phone with the SMS code; one account's code does nothing for another", async () => {
        const a = await makeUser();
        const b = await makeUser();
        const newPhone = identity().phone;
        expect(
          (await call(a.token, 'POST', '/profile', { ...profileOf(a), phone: newPhone })).statusCode,
        ).toBe(202);
        expect(lastMessage(newPhone)?.channel).toBe('sms');
        const code = codeSentTo(newPhone);
        const stolen = await call(b.token, 'POST', '/profile', {
          ...profileOf(b),
          phone: newPhone,
          otp: code,
        });
        expect(stolen.statusCode).toBe(422);
        expect(stolen.json().errors.otp).toEqual([AUTH_MESSAGES.otpNone]);
        const done = await call(a.token, 'POST', '/profile', { ...profileOf(a), phone: newPhone, otp: code });
        expect(done.statusCode).toBe(200);
        expect(done.json().user).toMatchObject({ phone: newPhone, phone_verified: true, email: a.email });
      });

      it('refuses a new email and phone at once, and a taken address even with a code', async () => {
        const a = await makeUser();
        const b = await makeUser();
        const both = await call(a.token, 'POST', '/profile', {
          ...profileOf(a),
          email: identity().email,
          phone: identity().phone,
        });
        expect(both.statusCode).toBe(422);
        expect(both.json().errors.phone).toEqual([M.oneContactAtATime]);
        // a asks for an address nobody has; b takes it first; a's code cannot take it from b.
        const target = identity().email;
        expect((await call(a.token, 'POST', '/profile', { ...profileOf(a), email: target })).statusCode).toBe(
          202,
        );
        await t.db.query('UPDATE users SET email = $2 WHERE id = $1', [b.id, target]);
        const late = await call(a.token, 'POST', '/profile', {
          ...profileOf(a),
          email: target,
          otp: codeSentTo(target),
        });
        expect(late.statusCode).toBe(422);
        expect(late.json().errors.email).toEqual([M.emailTaken]);
      });

      it('sends at most 5 codes a day per account, counted before the address is looked up', async () => {
        const u = await makeUser();
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const res = await call(u.token, 'POST', '/profile', { ...profileOf(u), email: identity().email });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
        }
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      });
    });

    it("never changes another user's profile, whatever id the body names", async () => {
      const a = await makeUser();
      const b = await makeUser();
      const res = await call(a.token, 'POST', '/profile', { ...profileOf(a), id: b.id, fname: 'Hacker' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(a.id);
      const other = await call(b.token, 'GET', '/profile');
      expect(other.json().user).toMatchObject({ id: b.id, fname: 'Asha' });
    });
  });

  describe('change password', () => {
    const body = (overrides: object = {}) => ({
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
      ...overrides,
    });

    it.each([
      [{ current_password: '' }, 'current_password', M.currentRequired],
      [{ new_password: '', new_password_confirmation: '' }, 'new_password', M.newRequired],
      [{ new_password: 'Ab#1', new_password_confirmation: 'Ab#1' }, 'new_password', M.newMin],
      [
        { new_password: 'naya#ghar2027', new_password_confirmation: 'naya#ghar2027' },
        'new_password',
        M.newUppercase,
      ],
      [{ new_password: 'Naya#Ghar', new_password_confirmation: 'Naya#Ghar' }, 'new_password', M.newNumber],
      [
        { new_password: 'NayaGhar2027', new_password_confirmation: 'NayaGhar2027' },
        'new_password',
        M.newSpecial,
      ],
      [{ new_password_confirmation: 'Naya#Ghar2028' }, 'new_password_confirmation', M.mismatch],
    ])('refuses %j with 422 and "%s: %s"', async (change, field, message) => {
      const u = await makeUser();
      const res = await call(u.token, 'POST', '/change-password', body(change));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
      expect(res.json().errors[field][0]).toBe(message);
      // The old password still works.
      expect((await login(u)).statusCode).toBe(200);
    });

    it('refuses a wrong current password, the same password and a common one', async () => {
      const u = await makeUser();
      const wrong = await call(
        u.token,
        'POST',
        '/change-password',
        body({ current_password: 'Wrong#2026x' }),
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toEqual([M.wrongCurrentPassword]);
      const same = await call(
        u.token,
        'POST',
        '/change-password',
        body({ new_password: PASSWORD, new_password_confirmation: PASSWORD }),
      );
      expect(same.json().errors.new_password).toEqual([M.samePassword]);
      const common = await call(
        u.token,
        'POST',
        '/change-password',
        body({ new_password: 'Password@123', new_password_confirmation: 'Password@123' }),
      );
      expect(common.statusCode).toBe(422);
      expect(common.json().errors.new_password).toEqual([AUTH_MESSAGES.passwordTooCommon]);
      expect((await login(u)).statusCode).toBe(200);
    });

    it('changes it, keeps this session, ends the others, and the new password signs in', async () => {
      const u = await makeUser('Customer', LAPTOP_UA);
      const phoneSession = (await login(u, PASSWORD, PHONE_UA)).json().token as string;
      const other = await makeUser();

      const res = await call(u.token, 'POST', '/change-password', body());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: true, message: M.passwordUpdated, sessions_ended: 1 });

      expect((await call(u.token, 'GET', '/me')).statusCode).toBe(200);
      expect((await call(phoneSession, 'GET', '/me')).statusCode).toBe(401);
      // Another user's sessions are untouched.
      expect((await call(other.token, 'GET', '/me')).statusCode).toBe(200);

      expect((await login(u, PASSWORD)).statusCode).toBe(401);
      expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);
      const events = (await call(u.token, 'GET', '/account-events')).json().data;
      expect(events.map((e: { kind: string }) => e.kind)).toEqual(
        expect.arrayContaining(['password changed', 'failed sign-in', 'signed in']),
      );
      expect(events.find((e: { kind: string }) => e.kind === 'password changed').detail).toBe(
        '1 other session ended',
      );
    });

    it('works on the spec lister path for a Lister and a Customer', async () => {
      for (const type of ['Lister', 'Customer'] as const) {
        const u = await makeUser(type);
        const res = await call(u.token, 'POST', '/lister-change-password', body());
        expect(res.statusCode).toBe(200);
        expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);
      }
    });

    it(`answers 429 after ${PASSWORD_FAILURE_LIMIT} wrong current passwords`, async () => {
      const u = await makeUser();
      for (let i = 0; i < PASSWORD_FAILURE_LIMIT; i += 1) {
        const res = await call(
          u.token,
          'POST',
          '/change-password',
          body({ current_password: `Wrong#${i}abcD` }),
        );
        expect(res.statusCode).toBe(422);
      }
      const blocked = await call(u.token, 'POST', '/change-password', body());
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(u, NEW_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('avatar', () => {
    it('stores a picture as a 256x256 WebP under a random name and shows it in the user', async () => {
      const u = await makeUser();
      const res = await upload(u.token, [
        { name: 'avatar', filename: 'me.png', type: 'image/png', content: photo },
      ]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: true, message: M.avatarUpdated });
      expect(body.avatar_url).toMatch(/\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
      expect(body.user.avatar_url).toBe(body.avatar_url);
      expect(body.avatar_url).not.toContain('me.png');

      const file = await t.app.inject({ url: new URL(body.avatar_url).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      expect((await call(u.token, 'GET', '/profile')).json().user.avatar_url).toBe(body.avatar_url);

      // A new picture replaces the old file.
      const jpeg = await sharp(photo).jpeg().toBuffer();
      const again = await upload(
        u.token,
        [{ name: 'avatar', filename: 'me.jpg', type: 'image/jpeg', content: jpeg }],
        '/lister-profile-image-update',
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().avatar_url).not.toBe(body.avatar_url);
      const relative = new URL(body.avatar_url).pathname.replace('/storage/', '');
      expect(fs.existsSync(path.join(t.config.uploadsDir, relative))).toBe(false);
    });

    it('refuses a text file renamed to .jpg, whatever its content type says', async () => {
      const u = await makeUser();
      const res = await upload(u.token, [
        {
          name: 'avatar',
          filename: 'photo.jpg',
          type: 'image/jpeg',
          content: 'just some text, not a picture',
        },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.avatar[0]).toMatch(/image file/);
      expect((await call(u.token, 'GET', '/profile')).json().user.avatar_url).toBeNull();
    });

    it('refuses an SVG (text that may carry script) even though it is a picture', async () => {
      const u = await makeUser();
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
      const res = await upload(u.token, [
        { name: 'avatar', filename: 'a.svg', type: 'image/svg+xml', content: svg },
      ]);
      expect(res.statusCode).toBe(422);
    });

    it('refuses a file over 5 MB with 413 and a clear message', async () => {
      const u = await makeUser();
      const side = 1400;
      const noise = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
      const res = await upload(u.token, [
        { name: 'avatar', filename: 'big.png', type: 'image/png', content: noise },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: false, message: M.avatarTooLarge });
      expect((await call(u.token, 'GET', '/profile')).json().user.avatar_url).toBeNull();
    });

    it('asks for an image when no file comes: no file part, an empty one, or no multipart at all', async () => {
      const u = await makeUser();
      const noFile = await upload(u.token, [{ name: 'note', content: 'hello' }]);
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json().errors.avatar).toEqual([M.selectImage]);
      // A browser's form with nothing chosen, and a zero-byte file.
      for (const filename of ['', 'empty.png']) {
        const empty = await upload(u.token, [{ name: 'avatar', filename, content: Buffer.alloc(0) }]);
        expect(empty.statusCode).toBe(422);
        expect(empty.json().errors.avatar).toEqual([M.selectImage]);
      }
      const json = await call(u.token, 'POST', '/profile-image', { avatar: 'me.png' });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors.avatar).toEqual([M.selectImage]);
    });
  });

  describe('sessions and activity', () => {
    it("lists the user's own live sessions with device, marks this one, and ends one", async () => {
      const u = await makeUser('Customer', LAPTOP_UA);
      const phoneToken = (await login(u, PASSWORD, PHONE_UA)).json().token as string;
      const other = await makeUser();

      const list = await call(u.token, 'GET', '/sessions');
      expect(list.statusCode).toBe(200);
      const sessions = list.json().data;
      expect(sessions).toHaveLength(2);
      expect(sessions.map((s: { device: string }) => s.device).sort()).toEqual([
        'Chrome on Android',
        'Firefox on Windows',
      ]);
      const mine = sessions.find((s: { current: boolean }) => s.current);
      expect(mine.device).toBe('Firefox on Windows');
      expect(Date.parse(mine.created_at)).toBeGreaterThan(0);
      expect(Date.parse(mine.last_used_at)).toBeGreaterThan(0);

      const phone = sessions.find((s: { current: boolean }) => !s.current);
      const ended = await call(u.token, 'DELETE', `/sessions/${phone.id}`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ status: true, message: 'Signed out of Chrome on Android' });
      expect((await call(phoneToken, 'GET', '/me')).statusCode).toBe(401);
      expect((await call(u.token, 'GET', '/sessions')).json().data).toHaveLength(1);
      // Ending it again: nothing there any more.
      expect((await call(u.token, 'DELETE', `/sessions/${phone.id}`)).statusCode).toBe(404);
      // The other user never sees these sessions.
      const theirs = (await call(other.token, 'GET', '/sessions')).json().data;
      expect(theirs).toHaveLength(1);
      expect(theirs[0].id).not.toBe(mine.id);
    });

    it("cannot end another user's session", async () => {
      const a = await makeUser();
      const b = await makeUser();
      const bSession = (await call(b.token, 'GET', '/sessions')).json().data[0];
      const res = await call(a.token, 'DELETE', `/sessions/${bSession.id}`);
      expect(res.statusCode).toBe(404);
      expect((await call(b.token, 'GET', '/me')).statusCode).toBe(200);
      expect((await call(a.token, 'DELETE', '/sessions/abc')).statusCode).toBe(422);
    });

    it('ends all other sessions and keeps this one', async () => {
      const u = await makeUser();
      const second = (await login(u, PASSWORD, PHONE_UA)).json().token as string;
      const third = (await login(u)).json().token as string;
      const res = await call(u.token, 'POST', '/sessions/end-others', {});
      expect(res.json()).toMatchObject({ status: true, ended: 2, message: 'Signed out of 2 other sessions' });
      expect((await call(second, 'GET', '/me')).statusCode).toBe(401);
      expect((await call(third, 'GET', '/me')).statusCode).toBe(401);
      expect((await call(u.token, 'GET', '/me')).statusCode).toBe(200);
      const events = (await call(u.token, 'GET', '/account-events')).json().data;
      expect(events[0]).toMatchObject({ kind: 'other sessions ended', detail: '2 sessions' });
    });

    it('logs sign-ins and failed sign-ins, newest first, only for their own user', async () => {
      const u = await makeUser('Customer', PHONE_UA);
      const other = await makeUser();
      expect((await login(u, 'Wrong#2026x', LAPTOP_UA)).statusCode).toBe(401);
      const res = await call(u.token, 'GET', '/account-events?limit=5');
      expect(res.statusCode).toBe(200);
      const events = res.json().data;
      expect(events.slice(0, 2)).toMatchObject([
        { kind: 'failed sign-in', device: 'Firefox on Windows' },
        { kind: 'signed in', device: 'Chrome on Android' },
      ]);
      const theirs = (await call(other.token, 'GET', '/account-events')).json().data;
      expect(theirs.map((e: { kind: string }) => e.kind)).toEqual(['signed in']);
      expect((await call(u.token, 'GET', '/account-events?limit=500')).statusCode).toBe(422);
    });
  });
});
