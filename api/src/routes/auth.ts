import {
  changeForgotPasswordSchema,
  emailSendOtpSchema,
  emailVerifyOtpSchema,
  forgotPasswordSchema,
  loginSchema,
  AUTH_MESSAGES as M,
  phoneSendOtpSchema,
  phoneVerifyOtpSchema,
  registerSchema,
  USER_TYPE_LABELS,
  WRONG_USER_TYPE,
} from '@basera/shared/schemas';
import type { UserType } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AUTH_LIMITS, limit } from '../auth/limits';
import {
  checkOtp,
  hasVerifiedOtp,
  issueOtp,
  OTP_TTL_MINUTES,
  type OtpChannel,
  RESEND_WAIT_SECONDS,
  takeVerifiedOtp,
} from '../auth/otp';
import { burnPasswordCheck, hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords';
import {
  createSession,
  currentUser,
  recordEvent,
  requireAuth,
  revokeAllSessions,
  revokeSession,
  sessionOf,
} from '../auth/sessions';
import { countAttempt } from '../auth/throttle';
import {
  findUserByEmail,
  findUserByPhone,
  findUsersByLoginName,
  takenField,
  type UserRow,
  userFromRow,
} from '../auth/users';
import type { Queryable } from '../db';
import { HttpError, parse, TooManyRequestsError, ValidationError } from '../http/errors';

/** Failed sign-ins per account (by email or phone alike) and client address, per minute. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 60;
/** Failed sign-ins per client address across every account: stops one client spraying many accounts. */
export const LOGIN_ADDRESS_LIMIT = 20;
export const LOGIN_ADDRESS_WINDOW_SECONDS = 600;
/** Forgot-password answers take at least this long, whether or not the account exists. */
const FORGOT_MIN_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Codes sent from one client address per window: stops one client mailing or texting strangers in bulk. */
export const OTP_SENDS_PER_IP = AUTH_LIMITS.codeSendsPerClient.limit;

/** One way to prove an address at sign-up: its field and path, OTP channel, schemas and answers. */
interface SignUpChannel<F extends 'email' | 'phone'> {
  field: F;
  otp: OtpChannel;
  sendSchema: z.ZodType<Record<F, string> & { usertype: UserType }>;
  verifySchema: z.ZodType<Record<F, string> & { otp: string }>;
  findUser: (db: Queryable, address: string, userType: UserType) => Promise<UserRow | null>;
  /** Subject of the message that carries the code. */
  subject: string;
  messages: { taken: string; sent: string; verified: string };
}

const EMAIL_SIGN_UP: SignUpChannel<'email'> = {
  field: 'email',
  otp: 'email',
  sendSchema: emailSendOtpSchema,
  verifySchema: emailVerifyOtpSchema,
  findUser: findUserByEmail,
  subject: 'Your Basera verification code',
  messages: { taken: M.emailRegisteredLogIn, sent: M.otpSentEmail, verified: M.emailVerified },
};

const PHONE_SIGN_UP: SignUpChannel<'phone'> = {
  field: 'phone',
  otp: 'sms',
  sendSchema: phoneSendOtpSchema,
  verifySchema: phoneVerifyOtpSchema,
  findUser: findUserByPhone,
  subject: 'Basera verification code',
  messages: { taken: M.phoneRegisteredLogIn, sent: M.otpSentPhone, verified: M.phoneVerified },
};

export async function authRoutes(app: FastifyInstance) {
  const { db, transport, throttle, config } = app.deps;

  const limitOtpSends = (request: FastifyRequest) => limit(throttle, 'codeSendsPerClient', request.ip);

  /** 'already registered' under each taken field, or null. */
  const alreadyRegistered = async (
    q: Queryable,
    input: { email: string; phone: string; user_type: UserType },
  ) => {
    const taken: Record<string, string[]> = {};
    if (await findUserByEmail(q, input.email, input.user_type)) taken.email = [M.emailRegistered];
    if (await findUserByPhone(q, input.phone, input.user_type)) taken.phone = [M.phoneRegistered];
    return Object.keys(taken).length ? new ValidationError(taken) : null;
  };

  const signedIn = async (user: UserRow, request: FastifyRequest, message: string) => {
    const token = await createSession(db, user.id, request);
    return {
      status: true,
      message,
      token,
      user: userFromRow(user, config.publicUrl),
      user_type: user.user_type,
    };
  };

  /** Sign-up codes: POST /{email,phone}-send-otp and /{email,phone}-verify-otp, one handler each for both. */
  const signUpOtpRoutes = <F extends 'email' | 'phone'>(channel: SignUpChannel<F>) => {
    const { field, otp: otpChannel, messages } = channel;

    app.post(`/${field}-send-otp`, async (request) => {
      const input = parse(channel.sendSchema, request.body);
      const address = input[field];
      await limitOtpSends(request);
      if (await channel.findUser(db, address, input.usertype)) {
        throw new ValidationError({ [field]: [messages.taken] });
      }
      const code = await issueOtp(db, otpChannel, address, 'register', input.usertype);
      await transport.send({
        channel: otpChannel,
        to: address,
        subject: channel.subject,
        text: `Your Basera verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      });
      return { status: true, message: messages.sent, resend_after: RESEND_WAIT_SECONDS[otpChannel] };
    });

    app.post(`/${field}-verify-otp`, async (request) => {
      const input = parse(channel.verifySchema, request.body);
      await limit(throttle, 'codeChecksPerClient', request.ip);
      await checkOtp(db, otpChannel, input[field], 'register', input.otp, { consume: false });
      return { status: true, message: messages.verified };
    });
  };
  signUpOtpRoutes(EMAIL_SIGN_UP);
  signUpOtpRoutes(PHONE_SIGN_UP);

  app.post('/user-register', async (request) => {
    const input = parse(registerSchema, request.body);
    // Counted before the lookup: 'already registered' cannot be probed at machine speed.
    await limit(throttle, 'registersPerClient', request.ip);
    refuseCommonPassword('password', input.password);
    const taken = await alreadyRegistered(db, input);
    if (taken) throw taken;

    const lister = input.user_type === 'Lister';
    const emailOk = await hasVerifiedOtp(db, 'email', input.email, input.user_type);
    const phoneOk = !lister || (await hasVerifiedOtp(db, 'sms', input.phone, input.user_type));
    if (!emailOk || !phoneOk) {
      // A parallel sign-up for the same address may have taken the code, and the address, since the check
      // above (it committed in between): say 'already registered', as the check would now.
      const takenSince = await alreadyRegistered(db, input);
      if (takenSince) throw takenSince;
      throw new HttpError(422, lister ? M.verifyBoth : M.verifyEmail, {
        errors: {
          ...(emailOk ? {} : { email: [M.verifyEmailOtpFirst] }),
          ...(phoneOk ? {} : { phone: [M.verifyPhoneOtpFirst] }),
        },
      });
    }

    const passwordHash = await hashPassword(input.password);
    const user = await db
      .transaction(async (tx) => {
        // Taken inside the transaction: a code can create one account only, even under concurrent requests.
        const emailTaken = await takeVerifiedOtp(tx, 'email', input.email, input.user_type);
        const phoneTaken = !lister || (await takeVerifiedOtp(tx, 'sms', input.phone, input.user_type));
        if (!emailTaken || !phoneTaken) {
          // A parallel sign-up for the same address took the code first: say so, as the check above would.
          throw (
            (await alreadyRegistered(tx, input)) ?? new HttpError(422, lister ? M.verifyBoth : M.verifyEmail)
          );
        }
        const { rows } = await tx.query<UserRow>(
          `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, now(), ${lister ? 'now()' : 'NULL'}) RETURNING *`,
          [
            input.user_type,
            input.first_name,
            input.last_name,
            input.email.toLowerCase(),
            input.phone,
            passwordHash,
          ],
        );
        return rows[0]!;
      })
      .catch((error: unknown) => {
        // A parallel sign-up took the email or phone in between: the unique indexes have the last word.
        const field = takenField(error);
        if (!field) throw error;
        throw new ValidationError({ [field]: [field === 'email' ? M.emailRegistered : M.phoneRegistered] });
      });
    await recordEvent(db, user.id, 'account created', request);
    return signedIn(user, request, M.registered);
  });

  app.post('/user-login', async (request) => {
    const { email_or_phone, password, user_type, otp } = parse(loginSchema, request.body);
    const identifier = email_or_phone.toLowerCase();
    const accounts = await findUsersByLoginName(db, identifier);
    // The chosen type's account, else the other type's: exactly one password check either way (or a dummy one
    // for an unknown name), so a wrong password costs the same whichever type was chosen.
    const user = accounts.find((account) => account.user_type === user_type) ?? accounts[0] ?? null;
    // One count per account (by email or phone, whichever type was chosen); an unknown name counts on its own.
    const accountKey = `login:${user ? `user-${user.id}` : `name-${identifier}`}:${request.ip}`;
    const addressKey = `login-ip:${request.ip}`;
    // Counted before the password is checked (taken back when it is right): parallel guesses cannot all pass.
    await countAttempt(
      throttle,
      addressKey,
      LOGIN_ADDRESS_LIMIT,
      LOGIN_ADDRESS_WINDOW_SECONDS,
      M.loginThrottled,
    );
    await countAttempt(throttle, accountKey, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_SECONDS, M.loginThrottled);
    let ok = false;
    if (user) ok = await verifyPassword(user.password_hash, password);
    else await burnPasswordCheck(password);
    if (!user || !ok) {
      if (user) await recordEvent(db, user.id, 'failed sign-in', request);
      throw new HttpError(401, M.invalidLogin);
    }
    await Promise.all([throttle.reset(accountKey), throttle.undo(addressKey)]);
    if (user.user_type === 'Admin' && user_type !== 'Admin') {
      // The public box cannot finish an operator's two-step sign-in: send them to the console's page.
      throw new HttpError(422, M.operatorSignInHere, { errors: { user_type: [M.operatorSignInHere] } });
    }
    if (user.user_type !== user_type) {
      // Only now, with the password proven, may the answer say which type the account is.
      const message = M.wrongUserType(USER_TYPE_LABELS[user.user_type]);
      throw new HttpError(422, message, {
        code: WRONG_USER_TYPE,
        user_type: user.user_type,
        errors: { user_type: [message] },
      });
    }
    // A banned account: the password was right, so the answer may say why (issue 28).
    if (user.banned_at) {
      await recordEvent(db, user.id, 'sign-in refused: banned', request);
      throw new HttpError(403, M.accountBanned);
    }
    if (user.user_type === 'Admin') {
      if (!otp) return sendAdminCode(user, request);
      // Counted before the code is checked: guesses cannot be spread over many codes or clients.
      await limit(throttle, 'codeChecksPerClient', request.ip);
      await limit(throttle, 'adminCodeChecksPerAccount', user.id);
      await checkOtp(db, 'email', user.email, 'admin_login', otp, { consume: true, owner: user.id });
    }
    await recordEvent(db, user.id, 'signed in', request);
    return signedIn(user, request, M.loginSuccess);
  });

  /**
   * Step 1 of an operator's sign-in: the password was right; mail a single-use code (10 minutes, 5 tries) to
   * the operator's own address. No session yet.
   */
  const sendAdminCode = async (user: UserRow, request: FastifyRequest) => {
    await limit(throttle, 'adminCodesPerAccount', user.id);
    const code = await issueOtp(db, 'email', user.email, 'admin_login', 'Admin', user.id);
    await transport.send({
      channel: 'email',
      to: user.email,
      subject: 'Your Basera operator sign-in code',
      text: `Your Basera operator sign-in code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not just sign in, change your password.`,
    });
    await recordEvent(db, user.id, 'sign-in code sent', request);
    return { status: true, otp_required: true, message: M.adminCodeSent };
  };

  app.post('/user-forgot-password', async (request) => {
    const started = Date.now();
    const { email, usertype } = parse(forgotPasswordSchema, request.body);
    // Counted before the lookup and any mail, for known and unknown addresses alike (the 429 tells nothing).
    await limit(throttle, 'resetRequestsPerClient', request.ip);
    await limit(throttle, 'resetRequestsPerAccount', `${usertype}:${email.toLowerCase()}`);
    const user = await findUserByEmail(db, email, usertype);
    if (user) {
      try {
        const code = await issueOtp(db, 'email', email, 'reset', usertype);
        // Not awaited: a slow or failing mail server must not make an account's answer differ from the rest.
        transport
          .send({
            channel: 'email',
            to: user.email,
            subject: 'Reset your Basera password',
            text: `Your Basera password reset code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail not sent'));
      } catch (error) {
        // Asked again too soon: the earlier code is still on its way; answer as usual.
        if (!(error instanceof TooManyRequestsError)) throw error;
      }
    }
    // The same answer, in about the same time, for an unknown address: no way to probe for accounts.
    await sleep(Math.max(0, FORGOT_MIN_MS - (Date.now() - started)));
    return { status: true, message: M.resetSent };
  });

  app.post('/change-forgot-password', async (request) => {
    const input = parse(changeForgotPasswordSchema, request.body);
    // Counted before the code is checked: a day allows a few guesses per account, however many clients try.
    await limit(throttle, 'resetChecksPerClient', request.ip);
    await limit(throttle, 'resetChecksPerAccount', `${input.usertype}:${input.email.toLowerCase()}`);
    refuseCommonPassword('new_password', input.new_password);
    const user = await findUserByEmail(db, input.email, input.usertype);
    if (!user) {
      // Same answer as a wrong code, after the same work.
      await burnPasswordCheck(input.new_password);
      throw new HttpError(422, M.otpInvalid, { errors: { otp: [M.otpInvalid] } });
    }
    await checkOtp(db, 'email', input.email, 'reset', input.otp, { consume: true });
    const passwordHash = await hashPassword(input.new_password);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        user.id,
        passwordHash,
      ]);
      await revokeAllSessions(tx, user.id);
    });
    await recordEvent(db, user.id, 'password reset', request);
    return { status: true, message: M.passwordReset };
  });

  app.post('/user-logout', { preHandler: requireAuth }, async (request) => {
    const { user, sessionId } = sessionOf(request);
    await revokeSession(db, user.id, sessionId);
    return { status: true, message: M.loggedOut };
  });

  app.get('/me', { preHandler: requireAuth }, async (request) => {
    const user = currentUser(request);
    return { status: true, user, user_type: user.user_type };
  });
}
