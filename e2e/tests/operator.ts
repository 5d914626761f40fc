import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { API_URL } from '../ports';
import { latestCode } from './helpers';

/** The seeded operator (README's demo accounts). */
export const OPERATOR = { email: 'admin@demo.basera.in', password: 'Basera#Demo2026' } as const;

/** Where the setup project leaves the operator's token for every worker (one sign-in, one emailed code). */
export const operatorTokenFile = path.join(
  __dirname,
  '..',
  '.e2e-data',
  process.env.E2E_PORT_BASE || '3100',
  'operator.json',
);

/** Signs the operator in through the API as the console does: password, then the code mailed to them. */
export async function signInOperator(request: APIRequestContext) {
  const body = { email_or_phone: OPERATOR.email, password: OPERATOR.password, user_type: 'Admin' };
  const first = await request.post(`${API_URL}/user-login`, { data: body });
  expect(first.status(), await first.text()).toBe(200);
  expect((await first.json()).otp_required).toBe(true);
  const otp = await latestCode(request, OPERATOR.email);
  const second = await request.post(`${API_URL}/user-login`, { data: { ...body, otp } });
  expect(second.status(), await second.text()).toBe(200);
  const answer = await second.json();
  return { token: answer.token as string, user: answer.user, userType: 'Admin' as const };
}

export type Operator = Awaited<ReturnType<typeof signInOperator>>;

/** The operator session the setup project made. */
export function operator(): Operator {
  return JSON.parse(fs.readFileSync(operatorTokenFile, 'utf8'));
}

/** An operator call through the API, as the console makes it. */
export async function asOperator(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  apiPath: string,
  data?: object,
) {
  const res = await request.fetch(`${API_URL}${apiPath}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${operator().token}` },
  });
  return { status: res.status(), body: await res.json() };
}

/** Approves a listing waiting in the review queue, as an operator would from /admin/listings. */
export async function approveListing(request: APIRequestContext, id: number) {
  const res = await asOperator(request, 'POST', `/admin/listings/${id}/approve`, { from: 'pending' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
