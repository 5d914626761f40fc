import { CONTACT_MESSAGES as C, CONTACT_EMAIL_PATTERN, contactMessageSchema, toFieldErrors } from '.';

const valid = {
  name: 'Kavya Reddy',
  phone_no: '9876543210',
  email: 'kavya.reddy@example.in',
  city: 'Hyderabad',
  message: 'Any PG near Gachibowli?',
};

/** Every message per field, as the API answers them in a 422. */
const errorsFor = (value: unknown) => {
  const result = contactMessageSchema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('contact form schema (spec 01 section 5)', () => {
  it('has the seven messages of the spec, word for word', () => {
    expect(Object.values(C)).toEqual([
      'Name is required.',
      'Phone number is required.',
      'Phone number must be 10 digits.',
      'Email is required.',
      'Enter a valid email.',
      'City is required.',
      'Message cannot be empty.',
    ]);
  });

  it('accepts a valid message and trims the text fields', () => {
    const result = contactMessageSchema.parse({ ...valid, name: '  Kavya ', city: ' Pune ' });
    expect(result).toEqual({ ...valid, name: 'Kavya', city: 'Pune' });
  });

  it('reports every empty field at once, one message each', () => {
    expect(errorsFor({ name: ' ', phone_no: '', email: ' ', city: '', message: '\n' })).toEqual({
      name: [C.nameRequired],
      phone_no: [C.phoneRequired],
      email: [C.emailRequired],
      city: [C.cityRequired],
      message: [C.messageRequired],
    });
    expect(errorsFor({})).toEqual({
      name: [C.nameRequired],
      phone_no: [C.phoneRequired],
      email: [C.emailRequired],
      city: [C.cityRequired],
      message: [C.messageRequired],
    });
  });

  it.each(['98765', '98765432101', '98765-4321', 'abcdefghij'])('phone %s must be 10 digits', (phone_no) => {
    expect(errorsFor({ ...valid, phone_no })).toEqual({ phone_no: [C.phoneLength] });
  });

  it.each([
    ['asha@example.in', true],
    ['asha.rao-1@mail.example.co.in', true],
    ['a_b@x-y.org', true],
    ['asha@', false],
    ['asha@example', false],
    ['asha@example.travel', false],
    ['asha rao@example.in', false],
    ['asha+tag@example.in', false],
  ])('email %s valid: %s', (email, ok) => {
    expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(ok);
    expect(errorsFor({ ...valid, email })).toEqual(ok ? {} : { email: [C.emailInvalid] });
  });
});
