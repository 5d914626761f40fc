import type { z } from 'zod';
import {
  AUTH_MESSAGES as A,
  ACCOUNT_MESSAGES as AC,
  CONTACT_MESSAGES as C,
  changePasswordSchema,
  contactMessageSchema,
  loginSchema,
  PASSWORD_MAX,
  profileUpdateSchema,
  registerSchema,
  signUpFormSchema,
  TEXT_MESSAGES,
  toFieldErrors,
} from './index';

/** First message per field, as the forms show them. */
function firstErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(toFieldErrors(result.error)).map(([field, list]) => [field, list[0]!]),
  );
}

const validSignUp = {
  firstName: 'Asha',
  lastName: 'Rao',
  userphone: '9876543210',
  email: 'asha@example.in',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  acceptTerms: true,
  user_type: 'Customer',
};

describe('login schema', () => {
  it.each([
    [
      { email_or_phone: '', password: '' },
      { email_or_phone: A.identifierRequired, password: A.passwordRequired },
    ],
    [
      { email_or_phone: '0123456789', password: '12345' },
      { email_or_phone: A.identifierInvalid, password: A.loginPasswordMin },
    ],
    [{ email_or_phone: 'not-an-email', password: 'secret1' }, { email_or_phone: A.identifierInvalid }],
  ])('%j -> %j', (input, expected) => {
    expect(firstErrors(loginSchema, { user_type: 'Customer', ...input })).toEqual(expected);
  });

  it('accepts an email or a 10-digit phone not starting with 0', () => {
    expect(
      loginSchema.safeParse({ email_or_phone: 'a@b.in', password: 'secret', user_type: 'Lister' }).success,
    ).toBe(true);
    expect(
      loginSchema.safeParse({ email_or_phone: '9876543210', password: 'secret', user_type: 'Customer' })
        .success,
    ).toBe(true);
  });
});

describe('sign-up schema', () => {
  it('accepts a valid form', () => {
    expect(firstErrors(signUpFormSchema, validSignUp)).toEqual({});
  });

  it.each([
    [
      { firstName: '', lastName: ' ' },
      { firstName: A.firstNameRequired, lastName: A.lastNameRequired },
    ],
    [{ userphone: '' }, { userphone: A.phoneRequired }],
    [{ userphone: '98765abc10' }, { userphone: A.phoneDigits }],
    [{ userphone: '98765' }, { userphone: A.phoneLength }],
    [{ userphone: '0876543210' }, { userphone: A.phoneLeadingZero }],
    [{ email: '' }, { email: A.emailRequired }],
    [{ email: 'asha@' }, { email: A.emailInvalid }],
    [{ email: `${'a'.repeat(95)}@ex.in` }, { email: A.emailMax }],
    [{ password: 'secret@123', confirmPassword: 'secret@123' }, { password: A.passwordStrength }],
    [{ confirmPassword: 'Other@123' }, { confirmPassword: A.passwordsMismatch }],
    [{ acceptTerms: false }, { acceptTerms: A.acceptTerms }],
  ])('%j -> %j', (change, expected) => {
    expect(firstErrors(signUpFormSchema, { ...validSignUp, ...change })).toEqual(expected);
  });

  it('the API schema reports phone errors under phone', () => {
    const errors = firstErrors(registerSchema, {
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '0876543210',
      email: 'asha@example.in',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
      user_type: 'Lister',
    });
    expect(errors).toEqual({ phone: A.phoneLeadingZero });
  });
});

describe('contact schema', () => {
  it('reports every field at once', () => {
    expect(
      firstErrors(contactMessageSchema, { name: ' ', phone_no: '', email: '', city: '', message: '  ' }),
    ).toEqual({
      name: C.nameRequired,
      phone_no: C.phoneRequired,
      email: C.emailRequired,
      city: C.cityRequired,
      message: C.messageRequired,
    });
  });

  it('checks phone length and the email shape', () => {
    expect(
      firstErrors(contactMessageSchema, {
        name: 'Ravi',
        phone_no: '98765',
        email: 'ravi@example.travel',
        city: 'Pune',
        message: 'Hi',
      }),
    ).toEqual({ phone_no: C.phoneLength, email: C.emailInvalid });
  });
});

describe('account schemas', () => {
  it('profile phone rules in order', () => {
    const base = { fname: 'A', lname: 'B', email: 'a@b.in' };
    expect(firstErrors(profileUpdateSchema, { ...base, phone: '' })).toEqual({ phone: AC.phoneRequired });
    expect(firstErrors(profileUpdateSchema, { ...base, phone: '12a' })).toEqual({ phone: AC.phoneDigits });
    expect(firstErrors(profileUpdateSchema, { ...base, phone: '123' })).toEqual({ phone: AC.phoneMin });
    expect(firstErrors(profileUpdateSchema, { ...base, phone: '12345678901' })).toEqual({
      phone: AC.phoneMax,
    });
    expect(firstErrors(profileUpdateSchema, { ...base, email: 'x', phone: '9876543210' })).toEqual({
      email: AC.emailInvalid,
    });
  });

  it('change password rules one by one', () => {
    const check = (new_password: string) =>
      firstErrors(changePasswordSchema, {
        current_password: 'x',
        new_password,
        new_password_confirmation: new_password,
      });
    expect(check('')).toEqual({ new_password: AC.newRequired });
    expect(check('Ab1!')).toEqual({ new_password: AC.newMin });
    expect(check('abcdefg1!')).toEqual({ new_password: AC.newUppercase });
    expect(check('Abcdefgh!')).toEqual({ new_password: AC.newNumber });
    expect(check('Abcdefgh1')).toEqual({ new_password: AC.newSpecial });
    expect(
      firstErrors(changePasswordSchema, {
        current_password: '',
        new_password: 'Abcdefg1!',
        new_password_confirmation: 'x',
      }),
    ).toEqual({ current_password: AC.currentRequired, new_password_confirmation: AC.mismatch });
  });
});

describe('one rule per field, and text no field keeps', () => {
  const profile = { fname: 'Asha', lname: 'Rao', email: 'asha@example.in', phone: '9876543210' };
  const register = {
    first_name: 'Asha',
    last_name: 'Rao',
    phone: '9876543210',
    email: 'asha@example.in',
    password: 'Secret@123',
    password_confirmation: 'Secret@123',
    user_type: 'Customer',
  };

  it('refuses on the profile what sign-up refuses, each with its own words', () => {
    const longEmail = `${'a'.repeat(100)}@example.in`;
    expect(firstErrors(profileUpdateSchema, { ...profile, phone: '0987654321' })).toEqual({
      phone: AC.phoneLeadingZero,
    });
    expect(firstErrors(registerSchema, { ...register, phone: '0987654321' })).toEqual({
      phone: A.phoneLeadingZero,
    });
    expect(firstErrors(profileUpdateSchema, { ...profile, email: longEmail })).toEqual({
      email: AC.emailMax,
    });
    expect(firstErrors(registerSchema, { ...register, email: longEmail })).toEqual({ email: A.emailMax });
    expect(firstErrors(profileUpdateSchema, { ...profile, phone: '98765' })).toEqual({ phone: AC.phoneMin });
    expect(firstErrors(profileUpdateSchema, { ...profile, phone: '98765432101' })).toEqual({
      phone: AC.phoneMax,
    });
  });

  it('refuses control characters in every text field, and line breaks outside a message', () => {
    for (const field of ['fname', 'lname', 'email'])
      expect(firstErrors(profileUpdateSchema, { ...profile, [field]: 'as\u0000ha@example.in' })[field]).toBe(
        TEXT_MESSAGES.control,
      );
    expect(
      firstErrors(loginSchema, {
        email_or_phone: 'a\u0000@b.in',
        password: 'secret1',
        user_type: 'Customer',
      }),
    ).toEqual({ email_or_phone: TEXT_MESSAGES.control });
    const contact = { name: 'Asha', phone_no: '9876543210', email: 'asha@example.in', city: 'Pune' };
    expect(firstErrors(contactMessageSchema, { ...contact, message: 'Two\nlines' })).toEqual({});
    expect(firstErrors(contactMessageSchema, { ...contact, city: 'Pu\nne', message: 'a\u0007' })).toEqual({
      city: TEXT_MESSAGES.lineBreak,
      message: TEXT_MESSAGES.control,
    });
  });

  it('bounds new passwords', () => {
    const long = `Aa1!${'x'.repeat(PASSWORD_MAX)}`;
    expect(firstErrors(registerSchema, { ...register, password: long, password_confirmation: long })).toEqual(
      {
        password: A.passwordMax,
      },
    );
    expect(
      firstErrors(changePasswordSchema, {
        current_password: 'x',
        new_password: long,
        new_password_confirmation: long,
      }),
    ).toEqual({ new_password: AC.newMax });
  });
});
