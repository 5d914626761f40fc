import { createOperator } from '../admin/operators';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db';

/** Demo accounts printed in the README, so the site can be tried without a sign-up. */
export const DEMO_PASSWORD = 'Basera#Demo2026';
export const DEMO_USERS = [
  { user_type: 'Customer', fname: 'Asha', lname: 'Verma', email: 'asha@demo.basera.in', phone: '9000000001' },
  { user_type: 'Lister', fname: 'Ravi', lname: 'Menon', email: 'ravi@demo.basera.in', phone: '9000000002' },
  // More owners, so listings are not all one lister's (same demo password).
  {
    user_type: 'Lister',
    fname: 'Sunita',
    lname: 'Desai',
    email: 'sunita@demo.basera.in',
    phone: '9000000003',
  },
  {
    user_type: 'Lister',
    fname: 'Imran',
    lname: 'Shaikh',
    email: 'imran@demo.basera.in',
    phone: '9000000004',
  },
  { user_type: 'Lister', fname: 'Priya', lname: 'Nair', email: 'priya@demo.basera.in', phone: '9000000005' },
  // Seekers who have written to Ravi (seed/enquiries.ts).
  {
    user_type: 'Customer',
    fname: 'Rahul',
    lname: 'Gupta',
    email: 'rahul@demo.basera.in',
    phone: '9000000011',
  },
  { user_type: 'Customer', fname: 'Neha', lname: 'Singh', email: 'neha@demo.basera.in', phone: '9000000012' },
  // Seekers who visited (or stayed at) demo listings and reviewed them (seed/reviews.ts).
  ...(
    [
      ['Karthik', 'Iyer'],
      ['Pooja', 'Sharma'],
      ['Arjun', 'Reddy'],
      ['Sneha', 'Kulkarni'],
      ['Vikram', 'Rao'],
      ['Ananya', 'Das'],
      ['Rohit', 'Jain'],
      ['Divya', 'Pillai'],
      ['Aman', 'Khan'],
      ['Kavya', 'Hegde'],
      ['Siddharth', 'Bose'],
      ['Fatima', 'Sheikh'],
    ] as const
  ).map(([fname, lname], i) => ({
    user_type: 'Customer' as const,
    fname,
    lname,
    email: `${fname.toLowerCase()}@demo.basera.in`,
    phone: `90000000${21 + i}`,
  })),
] as const;

/** The demo seekers who write the seeded reviews (not Asha: her visit waits for her review). */
export const DEMO_REVIEWER_EMAILS = DEMO_USERS.filter(
  (user) => user.user_type === 'Customer' && user.email !== 'asha@demo.basera.in',
).map((user) => user.email);

/** The demo operator (user type 'Admin', same demo password): signs in at /admin with a code from the outbox. */
export const DEMO_OPERATOR = { email: 'admin@demo.basera.in', name: 'Meera Iyer' } as const;

export async function seedUsers(db: Queryable): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const user of DEMO_USERS) {
    await db.query(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now())`,
      [user.user_type, user.fname, user.lname, user.email, user.phone, hash],
    );
  }
  await createOperator(db, { ...DEMO_OPERATOR, password: DEMO_PASSWORD });
}
