import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@basera/shared/schemas';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createPaymentProvider, devPaymentProvider, type PaymentProvider } from '../../payments/provider';
import { reconcilePayments, startPaymentReconciler } from '../../payments/reconciler';
import { testDatabaseKinds } from '../../test/databases';
import {
  call,
  daysFromNow,
  fixtureListing,
  makeUser,
  type TestUser,
  uniqueWord,
  useListingSuite,
} from '../../test/listing-fixtures';
import { SUBSCRIBES_PER_HOUR, SUBSCRIPTION_MESSAGES } from './subscriptions';

interface Plan {
  id: number;
  name: string;
  kind: string;
  duration_days: number;
  featured_days: number;
  includes_verification: boolean;
  price: number;
  description: string;
}

describe.each(testDatabaseKinds)('subscriptions on %s', (kind) => {
  const t = useListingSuite(kind);
  let plans: Plan[];
  const plan = (name: string) => plans.find((p) => p.name === name)!;
  const basic = () => plan('Basic');
  const featured7 = () => plan('Featured 7 days');

  beforeAll(async () => {
    plans = (await call(t, 'GET', '/subscription-plans', null)).body.data;
    // Payments and publishing, without the operators' queue (LISTING_REVIEW=off): review has its own suite
    // (routes/admin/review.test.ts), which also pays with review on.
    t.config.listingReview = false;
  });

  const subscribe = (user: TestUser | null, id: number, planId: number | string) =>
    call(t, 'POST', '/property-subscribe', user, { id, plan_id: planId });
  const row = async (id: number) =>
    (
      await t.db.query<{ status: string; wizard_step: number; expires_at: Date | null; posted_at: Date }>(
        'SELECT status, wizard_step, expires_at, posted_at FROM properties WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const planDates = async (id: number) =>
    (
      await t.db.query<{
        expires_at: Date | null;
        featured_until: Date | null;
        verification_requested_at: Date | null;
      }>('SELECT expires_at, featured_until, verification_requested_at FROM properties WHERE id = $1', [id])
    ).rows[0]!;
  const days = (time: Date | null) => daysFromNow(time!.toISOString());

  it('lists the active plans in order, Basic (free) first, to anyone; the old paid plans are gone', async () => {
    const res = await call(t, 'GET', '/subscription-plans', null);
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((p: Plan) => [
        p.name,
        p.kind,
        p.duration_days,
        p.featured_days,
        p.includes_verification,
        p.price,
      ]),
    ).toEqual([
      ['Basic', 'basic', 30, 0, false, 0],
      ['Featured 7 days', 'featured', 30, 7, false, 199],
      ['Featured 15 days', 'featured', 30, 15, false, 349],
      ['Featured 30 days', 'featured', 30, 30, false, 599],
      ['Featured 30 days + Verified', 'featured', 30, 30, true, 799],
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'description',
      'duration_days',
      'featured_days',
      'id',
      'includes_verification',
      'kind',
      'name',
      'price',
    ]);
    // The paid duration plans of before (migration 020) are kept for their orders, and cannot be bought.
    const old = await t.db.query<{ id: number }>(
      `SELECT id FROM subscription_plans WHERE kind = 'listing' ORDER BY sort_order, id`,
    );
    expect(old.rows).toHaveLength(4);
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
    for (const { id: oldPlan } of old.rows) {
      const refused = await subscribe(t.lister, id, oldPlan);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.plan_id).toEqual([SUBSCRIPTION_MESSAGES.planUnavailable]);
    }
    expect((await row(id)).status).toBe('draft');
  });

  it('needs "Other Details" saved first, then publishes a draft: search, keyword, home and details', async () => {
    const locality = uniqueWord('Pubtown');
    const name = `${uniqueWord('Brightnest')} PG`;
    const id = await fixtureListing(t, {
      ownerId: t.lister.id,
      status: 'draft',
      wizardStep: 5,
      locality,
      name,
    });
    const early = await subscribe(t.lister, id, basic().id);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Complete "Other Details" first');
    expect((await row(id)).status).toBe('draft');

    const homeBefore = (await call(t, 'GET', '/get-home', null)).body.data.listing_counts.PG;
    expect((await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).status).toBe(404);
    await t.db.query(
      `UPDATE properties SET wizard_step = 6, posted_at = now() - interval '20 days' WHERE id = $1`,
      [id],
    );
    const res = await subscribe(t.lister, id, basic().id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toMatch(/^Your listing is live until \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const property = res.body.data.property;
    expect(property).toMatchObject({ id, status: 'active', wizard_step: 7 });
    expect(property.photo_items).toEqual([{ id: expect.any(Number), file_name: 'fixture.jpg' }]);
    expect(daysFromNow(property.expires_at)).toBeCloseTo(30, 1);
    // The first publish is the listing's posting time (newest first in search).
    expect(Date.now() - Date.parse(property.post_created_at)).toBeLessThan(60_000);

    const found = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    expect(found.body.data.map((l: { id: number }) => l.id)).toEqual([id]);
    const keyword = await call(t, 'GET', `/search-properties?search=${encodeURIComponent(name)}`, null);
    expect(keyword.body.data.map((l: { id: number }) => l.id)).toContain(id);
    expect((await call(t, 'GET', '/get-home', null)).body.data.listing_counts.PG).toBe(homeBefore + 1);
    const details = await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
    expect(details.status).toBe(200);
    expect(details.body.data.property.status).toBe('active');
  });

  it('stores the order paid, with the provider reference and the period, and lists it for the owner', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
    const res = await subscribe(t.lister, id, String(plan('Featured 15 days').id));
    expect(res.status).toBe(200);
    const order = res.body.data.order;
    expect(order).toMatchObject({
      property_id: id,
      user_id: t.lister.id,
      plan_id: plan('Featured 15 days').id,
      amount: 349,
      status: 'paid',
      provider: 'dev',
      provider_reference: expect.stringMatching(/^dev_[0-9a-f]{16}$/),
    });
    // The period runs from the day it was taken to the listing's new expiry (30 days: live at least that long).
    expect((Date.parse(order.ends_at) - Date.parse(order.starts_at)) / 86_400_000).toBeCloseTo(30, 2);
    expect(order.ends_at).toBe(res.body.data.property.expires_at);
    const { rows } = await t.db.query<{ status: string; paid_at: Date | null }>(
      'SELECT status, paid_at FROM subscription_orders WHERE property_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('paid');
    expect(rows[0]!.paid_at).not.toBeNull();

    const listed = await call(t, 'GET', `/subscription-orders/${id}`, t.lister);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: order.id, plan_name: 'Featured 15 days' }),
    ]);
    const other = await makeUser(t);
    expect((await call(t, 'GET', `/subscription-orders/${id}`, other)).status).toBe(404);
  });

  it('renews for free up to 30 days from now: never stacking, never shortening, a lapsed one from now', async () => {
    const running = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
    const postedBefore = (await row(running)).posted_at;
    const renewed = await subscribe(t.lister, running, basic().id);
    expect(renewed.status).toBe(200);
    const until = renewed.body.data.property.expires_at;
    expect(daysFromNow(until)).toBeCloseTo(30, 1);
    expect(renewed.body.message).toMatch(
      /^Renewed for free: your listing is live until \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    // A renewal keeps the listing's place in "newest first".
    expect((await row(running)).posted_at).toEqual(postedBefore);
    // Renewing again at once adds nothing: free days never stack.
    const twice = await subscribe(t.lister, running, basic().id);
    expect(twice.status).toBe(200);
    expect(Math.abs(Date.parse(twice.body.data.property.expires_at) - Date.parse(until))).toBeLessThan(
      60_000,
    );

    // Days already bought (a Featured plan) are never shortened by a free renewal.
    const long = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 45 });
    const kept = await subscribe(t.lister, long, basic().id);
    expect(daysFromNow(kept.body.data.property.expires_at)).toBeCloseTo(45, 1);

    const ended = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: -5 });
    const again = await subscribe(t.lister, ended, basic().id);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/^Renewed for free: your listing is live until /);
    expect(daysFromNow(again.body.data.property.expires_at)).toBeCloseTo(30, 1);
    expect(again.body.data.property.status).toBe('active');

    // A paused listing that is renewed is published again.
    const paused = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive', expiresInDays: 3 });
    const resumed = await subscribe(t.lister, paused, basic().id);
    expect(resumed.body.data.property.status).toBe('active');
    expect(daysFromNow(resumed.body.data.property.expires_at)).toBeCloseTo(30, 1);

    // Each free renewal is an order on record: amount 0, provider 'free', paid.
    const { rows } = await t.db.query<{ amount: number; provider: string; status: string }>(
      'SELECT amount, provider, status, provider_reference FROM subscription_orders WHERE property_id = $1',
      [running],
    );
    expect(rows).toEqual([
      { amount: 0, provider: 'free', status: 'paid', provider_reference: null },
      { amount: 0, provider: 'free', status: 'paid', provider_reference: null },
    ]);
  });

  it('Featured: paid, featured for its days on top of days left, live at least 30 days, marked in search', async () => {
    const locality = uniqueWord('Featown');
    const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10, locality });
    const res = await subscribe(t.lister, id, featured7().id);
    expect(res.status).toBe(200);
    const dates = await planDates(id);
    expect(days(dates.featured_until)).toBeCloseTo(7, 1);
    expect(days(dates.expires_at)).toBeCloseTo(30, 1);
    expect(res.body.message).toMatch(/^Your listing is Featured until \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(res.body.data.order).toMatchObject({ amount: 199, provider: 'dev', status: 'paid' });
    expect(dates.verification_requested_at).toBeNull();
    const found = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    expect(found.body.data).toEqual([expect.objectContaining({ id, featured: true })]);
    // The public never sees the bookkeeping behind the mark.
    expect(found.body.data[0]).not.toHaveProperty('featured_until');
    expect(found.body.data[0]).not.toHaveProperty('expiry_reminded_for');
    // The owner does: My Listings shows until when.
    const own = await call(t, 'GET', '/get-all-properties', t.lister);
    const mine = own.body.data.properties.find((l: { id: number }) => l.id === id);
    expect(Date.parse(mine.featured_until)).toBe(dates.featured_until!.getTime());

    // A second purchase adds its days to those left (paid days are never lost), and lives at least as long.
    await subscribe(t.lister, id, plan('Featured 30 days').id);
    const after = await planDates(id);
    expect(days(after.featured_until)).toBeCloseTo(37, 1);
    expect(days(after.expires_at)).toBeCloseTo(37, 1);
  });

  it('Featured + Verified asks the operators for the check, unless the place is verified already', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
    const res = await subscribe(t.lister, id, plan('Featured 30 days + Verified').id);
    expect(res.status).toBe(200);
    const dates = await planDates(id);
    expect(Date.now() - dates.verification_requested_at!.getTime()).toBeLessThan(60_000);
    expect(days(dates.featured_until)).toBeCloseTo(30, 1);
    expect(res.body.data.order.amount).toBe(799);
    // The owner's listing says so (My Listings' chips); the public one only carries the mark.
    const own = (await call(t, 'GET', `/get-own-property/${id}`, t.lister)).body.data.property;
    expect(own).toMatchObject({ featured: true });
    expect(Date.parse(own.featured_until)).toBe(dates.featured_until!.getTime());
    expect(Date.parse(own.verification_requested_at)).toBe(dates.verification_requested_at!.getTime());
    expect(res.body.data.property.verification_requested_at).toBe(own.verification_requested_at);
    const seen = (await call(t, 'GET', `/get-property-details-by-id/${id}`, null)).body.data.property;
    expect(seen.featured).toBe(true);
    expect(seen).not.toHaveProperty('verification_requested_at');
    expect(seen).not.toHaveProperty('featured_until');

    const verified = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
    await t.db.query(`UPDATE properties SET verified_at = now(), verified_method = 'call' WHERE id = $1`, [
      verified,
    ]);
    expect((await subscribe(t.lister, verified, plan('Featured 30 days + Verified').id)).status).toBe(200);
    expect((await planDates(verified)).verification_requested_at).toBeNull();
  });

  it('refuses a visitor (401), a Customer (403), another Lister (404) and unknown plans (422)', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
    expect((await subscribe(null, id, basic().id)).status).toBe(401);
    const customer = await makeUser(t, 'Customer');
    const asCustomer = await subscribe(customer, id, basic().id);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.message).toBe('Only a Lister can list properties.');
    const other = await makeUser(t);
    const asOther = await subscribe(other, id, basic().id);
    expect(asOther.status).toBe(404);
    expect(asOther.body.message).toBe('Property not found');
    const unknown = await subscribe(t.lister, id, 999_999);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.plan_id).toEqual([SUBSCRIPTION_MESSAGES.planUnavailable]);
    const missing = await call(t, 'POST', '/property-subscribe', t.lister, { id });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.plan_id).toEqual(['Choose a plan']);
    expect((await row(id)).status).toBe('draft');
    const { rows } = await t.db.query('SELECT 1 FROM subscription_orders WHERE property_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  describe('with another payment provider', () => {
    const withProvider = async (
      payments: PaymentProvider | null,
      fn: (app: typeof t.app) => Promise<void>,
    ) => {
      const app = await buildApp({ config: t.config, db: t.db, transport: t.transport, payments });
      try {
        await fn(app);
      } finally {
        await app.close();
      }
    };
    const post = (app: typeof t.app, id: number) =>
      app.inject({
        method: 'POST',
        url: '/api/property-subscribe',
        headers: { authorization: `Bearer ${t.lister.token}` },
        payload: { id, plan_id: featured7().id },
      });

    it('answers 402 when the payment fails: the order failed, the listing unchanged', async () => {
      const declined: PaymentProvider = {
        name: 'declining',
        charge: async () => ({ status: 'failed', reference: 'pay_declined_1', message: 'Card declined' }),
      };
      const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
      const live = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
      const liveBefore = await row(live);
      await withProvider(declined, async (app) => {
        const res = await post(app, draft);
        expect(res.statusCode).toBe(402);
        expect(res.json()).toMatchObject({
          status: false,
          message: 'Card declined',
          data: { order: { status: 'failed', provider: 'declining', provider_reference: 'pay_declined_1' } },
        });
        expect(await row(draft)).toMatchObject({ status: 'draft', wizard_step: 6, expires_at: null });
        expect((await post(app, live)).statusCode).toBe(402);
        expect(await row(live)).toEqual(liveBefore);
      });
      const { rows } = await t.db.query<{ status: string; ends_at: Date | null }>(
        'SELECT status, ends_at FROM subscription_orders WHERE property_id = ANY ($1)',
        [[draft, live]],
      );
      expect(rows).toEqual([
        { status: 'failed', ends_at: null },
        { status: 'failed', ends_at: null },
      ]);
    });

    it('answers 502 when the provider breaks, and 503 when payments are not set up', async () => {
      const broken: PaymentProvider = {
        name: 'broken',
        charge: async () => {
          throw new Error('connection reset');
        },
      };
      const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
      await withProvider(broken, async (app) => {
        const res = await post(app, draft);
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.providerDown);
      });
      await withProvider(null, async (app) => {
        const res = await post(app, draft);
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe('Payments are not set up yet.');
      });
      expect((await row(draft)).status).toBe('draft');
    });

    it('publishes on Basic with no payment provider at all, once per key', async () => {
      const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
      const key = randomUUID();
      await withProvider(null, async (app) => {
        const free = () =>
          app.inject({
            method: 'POST',
            url: '/api/property-subscribe',
            headers: { authorization: `Bearer ${t.lister.token}` },
            payload: { id: draft, plan_id: basic().id, idempotency_key: key },
          });
        const res = await free();
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toMatch(/^Your listing is live until /);
        expect(res.json().data.order).toMatchObject({ amount: 0, provider: 'free', status: 'paid' });
        expect((await free()).json()).toEqual(res.json());
      });
      expect(await row(draft)).toMatchObject({ status: 'active', wizard_step: 7 });
      const { rows } = await t.db.query('SELECT 1 FROM subscription_orders WHERE property_id = $1', [draft]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('once per click, once per renewal, never forgotten', () => {
    /** A provider that counts its charges and, when gated, holds each until `open()`. */
    const countingProvider = (gated = false) => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const provider = {
        charges: 0,
        open,
        name: 'dev',
        async charge(order: Parameters<PaymentProvider['charge']>[0]) {
          provider.charges += 1;
          if (gated) await gate;
          return devPaymentProvider.charge(order);
        },
      };
      return provider;
    };
    const withApp = async (payments: PaymentProvider, fn: (app: typeof t.app) => Promise<void>) => {
      const app = await buildApp({ config: t.config, db: t.db, transport: t.transport, payments });
      try {
        await fn(app);
      } finally {
        await app.close();
      }
    };
    const pay = async (app: typeof t.app, id: number, key?: string, planId = featured7().id) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/property-subscribe',
        headers: { authorization: `Bearer ${t.lister.token}` },
        payload: { id, plan_id: planId, ...(key ? { idempotency_key: key } : {}) },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const orders = async (id: number) =>
      (
        await t.db.query<{ status: string; provider_reference: string | null }>(
          'SELECT status, provider_reference FROM subscription_orders WHERE property_id = $1 ORDER BY id',
          [id],
        )
      ).rows;
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    it('answers a repeated key with the first answer and charges nothing more', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
      const provider = countingProvider();
      const key = randomUUID();
      await withApp(provider, async (app) => {
        const first = await pay(app, id, key);
        expect(first.status).toBe(200);
        expect(first.body.message).toMatch(/^Your listing is Featured until /);
        const again = await pay(app, id, key);
        expect(again).toEqual(first);
        // A key is one click: the same key for another plan or listing is refused, not charged.
        const other = await pay(app, id, key, plan('Featured 15 days').id);
        expect(other.status).toBe(422);
        expect(other.body.errors.idempotency_key).toEqual([SUBSCRIPTION_MESSAGES.keyReused]);
        const badKey = await pay(app, id, 'short');
        expect(badKey.status).toBe(422);
        expect(badKey.body.errors.idempotency_key).toEqual([PAYMENT_MESSAGES.idempotencyKey]);
      });
      expect(provider.charges).toBe(1);
      expect(await orders(id)).toEqual([{ status: 'paid', provider_reference: expect.any(String) }]);
      expect(daysFromNow((await row(id)).expires_at!.toISOString())).toBeCloseTo(30, 1);
      expect(days((await planDates(id)).featured_until)).toBeCloseTo(7, 1);

      // A declined payment is answered the same way to a retry of its click (402 again, no second charge).
      const declining = { name: 'declining', charges: 0 } as PaymentProvider & { charges: number };
      declining.charge = async () => {
        declining.charges += 1;
        return { status: 'failed', reference: 'pay_declined_2', message: 'Card declined' };
      };
      const declinedKey = randomUUID();
      await withApp(declining, async (app) => {
        const first = await pay(app, id, declinedKey);
        expect(first.status).toBe(402);
        expect(await pay(app, id, declinedKey)).toEqual(first);
      });
      expect(declining.charges).toBe(1);
    });

    it('two renewals of one listing at once (two tabs): one is charged and extends, the other answers 409', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
      const provider = countingProvider(true);
      await withApp(provider, async (app) => {
        const first = pay(app, id, randomUUID());
        await until(() => provider.charges === 1);
        // The second tab's click, while the first is with the provider; and a third without a key.
        const second = await pay(app, id, randomUUID());
        expect(second.status).toBe(409);
        expect(second.body).toEqual({ status: false, message: SUBSCRIPTION_MESSAGES.inProgress });
        expect((await pay(app, id)).status).toBe(409);
        provider.open();
        expect((await first).status).toBe(200);
      });
      expect(provider.charges).toBe(1);
      expect(await orders(id)).toEqual([{ status: 'paid', provider_reference: expect.any(String) }]);
      expect(daysFromNow((await row(id)).expires_at!.toISOString())).toBeCloseTo(30, 1);
      expect(days((await planDates(id)).featured_until)).toBeCloseTo(7, 1);

      // The same key sent twice at once (a retry racing its click): charged once as well.
      const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
      const racing = countingProvider(true);
      const key = randomUUID();
      await withApp(racing, async (app) => {
        const first = pay(app, draft, key);
        await until(() => racing.charges === 1);
        expect((await pay(app, draft, key)).status).toBe(409);
        racing.open();
        const done = await first;
        expect(done.status).toBe(200);
        expect(await pay(app, draft, key)).toEqual(done);
      });
      expect(racing.charges).toBe(1);
      expect(daysFromNow((await row(draft)).expires_at!.toISOString())).toBeCloseTo(30, 1);
    });

    it('a listing deleted while its payment was with the provider stays deleted; the order is kept paid', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
      const provider = countingProvider(true);
      await withApp(provider, async (app) => {
        const paying = pay(app, id, randomUUID());
        await until(() => provider.charges === 1);
        // The owner deletes it in another tab (archived: it has an order).
        await t.db.query(`UPDATE properties SET status = 'archived', archived_at = now() WHERE id = $1`, [
          id,
        ]);
        provider.open();
        const res = await paying;
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.listingDeleted);
      });
      expect((await row(id)).status).toBe('archived');
      expect(await orders(id)).toEqual([
        { status: 'paid', provider_reference: expect.stringMatching(/^dev_/) },
      ]);
    });

    it('keeps a payment whose publish failed, says it was received, and the reconciler publishes it', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', wizardStep: 6 });
      const provider = countingProvider();
      const key = randomUUID();
      // The database refuses to update this listing (as a failover or a bug would) after the provider is paid.
      await t.db.exec(`CREATE OR REPLACE FUNCTION test_refuse_publish() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'publishing refused (test)'; END $$;
        CREATE TRIGGER test_refuse_publish BEFORE UPDATE ON properties
          FOR EACH ROW WHEN (OLD.id = ${Number(id)}) EXECUTE FUNCTION test_refuse_publish();`);
      try {
        await withApp(provider, async (app) => {
          const paid = await pay(app, id, key);
          expect(paid.status).toBe(202);
          expect(paid.body).toMatchObject({
            status: true,
            message: SUBSCRIPTION_MESSAGES.paidPending,
            data: {
              order: { status: 'paid_unpublished', provider_reference: expect.stringMatching(/^dev_/) },
            },
          });
          // Neither a retry of the click nor a new click pays again while it waits.
          expect(await pay(app, id, key)).toEqual(paid);
          const newClick = await pay(app, id, randomUUID());
          expect(newClick.status).toBe(409);
          // The reconciler cannot publish it yet either: it stays on record, with the provider's reference.
          expect(await reconcilePayments(t.db, app.log)).toBe(0);
        });
      } finally {
        await t.db.exec(
          'DROP TRIGGER test_refuse_publish ON properties; DROP FUNCTION test_refuse_publish();',
        );
      }
      expect(provider.charges).toBe(1);
      const [held] = await orders(id);
      expect(held).toEqual({
        status: 'paid_unpublished',
        provider_reference: expect.stringMatching(/^dev_/),
      });
      expect((await row(id)).status).toBe('draft');

      // At the API's start (and on its timer) the reconciler publishes it with the reference it was paid under.
      await withApp(provider, async (app) => {
        startPaymentReconciler(app);
      });
      expect(await orders(id)).toEqual([{ status: 'paid', provider_reference: held!.provider_reference }]);
      expect(await row(id)).toMatchObject({ status: 'active', wizard_step: 7 });
      expect(daysFromNow((await row(id)).expires_at!.toISOString())).toBeCloseTo(30, 1);
      expect(provider.charges).toBe(1);
      await withApp(provider, async (app) => {
        // The click's key now answers what happened: the listing is live.
        const later = await pay(app, id, key);
        expect(later.status).toBe(200);
        expect(later.body.message).toMatch(/^Your listing is Featured until /);
        // A second pass finds nothing left to do.
        expect(await reconcilePayments(t.db, app.log)).toBe(0);
      });
    });

    it('still answers "payment received" when the paid order cannot even be recorded, and publishes it later', async () => {
      const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 5 });
      const provider = countingProvider();
      // After the charge, neither the listing nor its orders can be written (the database went away).
      await t.db.exec(`CREATE OR REPLACE FUNCTION test_refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'writes refused (test)'; END $$;
        CREATE TRIGGER test_refuse_publish BEFORE UPDATE ON properties
          FOR EACH ROW WHEN (OLD.id = ${Number(id)}) EXECUTE FUNCTION test_refuse_write();
        CREATE TRIGGER test_refuse_order BEFORE UPDATE ON subscription_orders
          FOR EACH ROW WHEN (OLD.property_id = ${Number(id)}) EXECUTE FUNCTION test_refuse_write();`);
      try {
        await withApp(provider, async (app) => {
          const paid = await pay(app, id, randomUUID());
          expect(paid.status).toBe(202);
          expect(paid.body.message).toBe(SUBSCRIPTION_MESSAGES.paidPending);
        });
      } finally {
        await t.db.exec(`DROP TRIGGER test_refuse_publish ON properties; DROP TRIGGER test_refuse_order ON subscription_orders;
          DROP FUNCTION test_refuse_write();`);
      }
      expect(await orders(id)).toEqual([{ status: 'pending', provider_reference: null }]);
      await withApp(provider, async (app) => {
        expect(await reconcilePayments(t.db, app.log)).toBe(1);
      });
      expect(await orders(id)).toEqual([
        { status: 'paid', provider_reference: expect.stringMatching(/^dev_/) },
      ]);
      expect(daysFromNow((await row(id)).expires_at!.toISOString())).toBeCloseTo(30, 1);
      expect(days((await planDates(id)).featured_until)).toBeCloseTo(7, 1);
      expect(provider.charges).toBe(1);
    });
  });

  it("an old plan's order paid but not published still publishes, with its old rule (days added to those left)", async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: 10 });
    const old = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM subscription_plans WHERE kind = 'listing' AND duration_days = 90`,
      )
    ).rows[0]!;
    const order = (
      await t.db.query<{ id: number }>(
        `INSERT INTO subscription_orders (property_id, user_id, plan_id, amount, status, provider, provider_reference)
         VALUES ($1, $2, $3, 499, 'paid_unpublished', 'dev', 'dev_old_plan_1') RETURNING id`,
        [id, t.lister.id, old.id],
      )
    ).rows[0]!;
    expect(await reconcilePayments(t.db, t.app.log)).toBeGreaterThanOrEqual(1);
    const paid = await t.db.query<{ status: string; answer: { message: string } }>(
      'SELECT status, answer FROM subscription_orders WHERE id = $1',
      [order.id],
    );
    expect(paid.rows[0]!.status).toBe('paid');
    expect(paid.rows[0]!.answer.message).toMatch(/^Subscription renewed until /);
    expect(daysFromNow((await row(id)).expires_at!.toISOString())).toBeCloseTo(100, 1);
    expect((await planDates(id)).featured_until).toBeNull();
  });

  it('throttles a Lister after many attempts in an hour', async () => {
    const user = await makeUser(t);
    const id = await fixtureListing(t, { ownerId: user.id, status: 'draft', wizardStep: 6 });
    for (let i = 0; i < SUBSCRIBES_PER_HOUR; i += 1)
      expect((await subscribe(user, id, 999_999)).status).toBe(422);
    const res = await subscribe(user, id, basic().id);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('payment provider configuration', () => {
  it('is dev outside production, and none in production unless set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('dev');
    expect(loadConfig({ NODE_ENV: 'test' }).paymentProvider).toBe('dev');
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'dev' }).paymentProvider).toBe('dev');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(createPaymentProvider({ paymentProvider: 'dev' })).toBe(devPaymentProvider);
    expect(createPaymentProvider({ paymentProvider: 'none' })).toBeNull();
  });

  it('the dev provider records a payment with a dev_ reference', async () => {
    const result = await devPaymentProvider.charge({
      id: 1,
      property_id: 1,
      user_id: 1,
      plan_id: 1,
      amount: 199,
      description: 'test',
    });
    expect(result).toEqual({ status: 'paid', reference: expect.stringMatching(/^dev_[0-9a-f]{16}$/) });
  });
});
