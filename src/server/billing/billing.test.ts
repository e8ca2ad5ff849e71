import { type ChangeAddress, parseChangeNotice } from '@shared/live';
import { MESSAGES } from '@shared/messages';
import { type FakeStripe, startFakeStripe } from '@tests/support/fake-stripe';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../db/change-feed';

const SECRET = 'whsec_test_secret_for_billing';
const PRICES = { monthly: 'price_monthly_099', yearly: 'price_yearly_999' };
const signer = new Stripe('sk_test_signer');
let eventSequence = 0;

/** A Stripe event as the API would send it; `created` in seconds. */
function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  eventSequence += 1;
  return {
    id: `evt_${eventSequence}_${Date.now()}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

function subscription(id: string, userId: string, status: string, customer = 'cus_hook') {
  return { id, object: 'subscription', customer, status, metadata: { userId } };
}

describe.each(DATABASE_KINDS)('billing through Stripe on %s', (kind) => {
  let stripe: FakeStripe;
  let app: TestApp;
  let user: TestUser;
  const status = async (who: TestUser) => resultOf(await app.call('me', {}, who.cookie)).subscriptionStatus;
  /** Posts an event signed by the Stripe SDK's own test-header helper (or with the given header). */
  const deliver = async (event: ReturnType<typeof stripeEvent>, header?: string) => {
    const payload = JSON.stringify(event);
    const signature = header ?? signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await app.request('/api/billing/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
    return response.status;
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_MONTHLY: PRICES.monthly,
      STRIPE_PRICE_YEARLY: PRICES.yearly,
      STRIPE_API_BASE: stripe.apiBase,
      FREE_LIST_LIMIT: '1',
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });
  beforeEach(async () => {
    user = await signUpUser(app, 'Payer');
    stripe.requests.length = 0;
    stripe.setFailing(false);
  });

  it("sends Stripe back to the address the shopper reached the app at, or the proxy's under TRUST_PROXY", async () => {
    const checkoutAt = async (headers: Record<string, string>) => {
      const answer = await app.post(
        '/api/createCheckoutSession',
        JSON.stringify({ data: { plan: 'monthly' } }),
        {
          cookie: user.cookie,
          ...headers,
        },
      );
      expect(answer.status).toBe(200);
      return stripe.requests.at(-1)?.form;
    };
    const lan = await checkoutAt({ host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' });
    expect(lan?.get('success_url')).toBe('http://192.168.1.20:3000/success?return=%2F');
    expect(lan?.get('cancel_url')).toBe('http://192.168.1.20:3000/go-pro?checkout=cancelled');
    // This test app trusts its proxy (TRUST_PROXY=1), whose headers name the address the browser used.
    const proxied = await checkoutAt({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example.org',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example.org',
    });
    expect(proxied?.get('success_url')).toBe('https://shop.example.org/success?return=%2F');
  });

  it('sends a checkout started from Meals back to Meals, paid or cancelled, and never off the site', async () => {
    const fromMeals = { plan: 'monthly', returnTo: '/meals' } as const;
    resultOf(await app.call('createCheckoutSession', fromMeals, user.cookie));
    const meals = stripe.requests.at(-1)?.form;
    expect(meals?.get('success_url')).toBe('http://localhost:3000/success?return=%2Fmeals');
    expect(meals?.get('cancel_url')).toBe('http://localhost:3000/meals?checkout=cancelled');
    const crafted = { plan: 'monthly', returnTo: '//evil.example/meals' } as const;
    resultOf(await app.call('createCheckoutSession', crafted, user.cookie));
    const elsewhere = stripe.requests.at(-1)?.form;
    expect(elsewhere?.get('success_url')).toBe('http://localhost:3000/success?return=%2F');
    expect(elsewhere?.get('cancel_url')).toBe('http://localhost:3000/go-pro?checkout=cancelled');
  });

  it('refuses checkout without an account, in the SPEC words', async () => {
    const answer = await app.call('createCheckoutSession', { plan: 'monthly' });
    expect([answer.status, answer.body?.error?.message]).toEqual([
      401,
      'You must be signed in to subscribe.',
    ]);
    expect(stripe.requests).toHaveLength(0);
  });

  it('starts checkout with the plan price and the user, reusing one customer per user', async () => {
    const monthly = resultOf(await app.call('createCheckoutSession', { plan: 'monthly' }, user.cookie));
    expect(monthly.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [customer, checkout] = stripe.requests;
    expect(customer?.path).toBe('/v1/customers');
    expect(customer?.form.get('email')).toBe(user.email);
    expect(customer?.form.get('metadata[userId]')).toBe(user.uid);
    expect(checkout?.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(checkout?.form ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.monthly,
      'line_items[0][quantity]': '1',
      client_reference_id: user.uid,
      'subscription_data[metadata][userId]': user.uid,
      success_url: 'http://localhost:3000/success?return=%2F',
      cancel_url: 'http://localhost:3000/go-pro?checkout=cancelled',
    });
    const customerId = checkout?.form.get('customer');
    expect(customerId).toMatch(/^cus_fake_/);

    stripe.requests.length = 0;
    await app.call('createCheckoutSession', { plan: 'yearly' }, user.cookie);
    expect(stripe.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
    expect(stripe.requests[0]?.form.get('line_items[0][price]')).toBe(PRICES.yearly);
    expect(stripe.requests[0]?.form.get('customer')).toBe(customerId);
  });

  it('says the payment page is unreachable when Stripe fails, and refuses an unknown plan', async () => {
    stripe.setFailing(true);
    const failed = await app.call('createCheckoutSession', { plan: 'monthly' }, user.cookie);
    expect([failed.status, failed.body?.error?.message]).toEqual([503, MESSAGES.checkoutFailed]);
    // A plan the contract does not take, on purpose: unchecked.
    const wrongPlan = await app.callUnchecked('createCheckoutSession', { plan: 'weekly' }, user.cookie);
    expect([wrongPlan.status, wrongPlan.body?.error?.message]).toEqual([
      400,
      'Pick the monthly or the yearly plan.',
    ]);
  });

  it('activates on a completed checkout, publishes it live, and cancels on deletion', async () => {
    const notices: ChangeAddress[] = [];
    const stop = await app.database.listen(CHANGES_CHANNEL, (payload) =>
      notices.push(...parseChangeNotice(payload)),
    );
    try {
      const subscriptionId = `sub_${user.uid}`;
      stripe.setSubscription(subscription(subscriptionId, user.uid, 'active'));
      const completed = stripeEvent('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.uid,
        customer: `cus_${user.uid}`,
        subscription: subscriptionId,
        payment_status: 'paid',
      });
      expect(await deliver(completed)).toBe(200);
      expect(await status(user)).toBe('active');
      await expect
        .poll(() => notices.some((notice) => notice.kind === 'user' && notice.userId === user.uid))
        .toBe(true);
      expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /v1/subscriptions/${subscriptionId}`,
      ]);

      // The portal reuses the customer the checkout linked.
      const portal = resultOf(await app.call('createPortalSession', {}, user.cookie));
      expect(portal.url).toBe('https://billing.stripe.test/p/session');
      expect(stripe.requests.at(-1)?.form.get('customer')).toBe(`cus_${user.uid}`);
      expect(stripe.requests.at(-1)?.form.get('return_url')).toBe('http://localhost:3000/profile');

      const deleted = stripeEvent(
        'customer.subscription.deleted',
        subscription(subscriptionId, user.uid, 'canceled'),
      );
      expect(await deliver(deleted)).toBe(200);
      expect(await status(user)).toBe('inactive');
    } finally {
      await stop();
    }
  });

  it('changes nothing for forged, unsigned, replayed or out-of-order events', async () => {
    const id = `sub_order_${user.uid}`;
    const now = Math.floor(Date.now() / 1000);
    const active = stripeEvent('customer.subscription.updated', subscription(id, user.uid, 'active'), now);
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(active),
      secret: 'whsec_wrong',
    });
    expect(await deliver(active, forged)).toBe(400);
    expect(await deliver(active, '')).toBe(400);
    expect(await status(user)).toBe('inactive');

    expect(await deliver(active)).toBe(200);
    expect(await status(user)).toBe('active');
    const canceled = stripeEvent(
      'customer.subscription.updated',
      subscription(id, user.uid, 'canceled'),
      now + 10,
    );
    expect(await deliver(canceled)).toBe(200);
    expect(await status(user)).toBe('inactive');
    // The same event again, and an older one arriving late: both leave the newer state.
    expect(await deliver(active)).toBe(200);
    const late = stripeEvent(
      'customer.subscription.updated',
      subscription(id, user.uid, 'past_due'),
      now + 5,
    );
    const lateActive = { ...late, data: { object: subscription(id, user.uid, 'active') } };
    expect(await deliver(lateActive)).toBe(200);
    expect(await status(user)).toBe('inactive');
  });

  it('treats trialing as Pro and past_due as not, matching events without metadata by customer', async () => {
    const customer = `cus_meta_${user.uid}`;
    stripe.setSubscription(subscription(`sub_trial_${user.uid}`, user.uid, 'trialing', customer));
    await deliver(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_2',
        object: 'checkout.session',
        client_reference_id: user.uid,
        customer,
        subscription: `sub_trial_${user.uid}`,
      }),
    );
    expect(await status(user)).toBe('active');
    const withoutMetadata = {
      ...subscription(`sub_trial_${user.uid}`, user.uid, 'past_due', customer),
      metadata: {},
    };
    await deliver(stripeEvent('customer.subscription.updated', withoutMetadata));
    expect(await status(user)).toBe('inactive');
  });

  it('answers 200 to events it does not use or cannot place, changing nothing', async () => {
    expect(await deliver(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }))).toBe(200);
    const stranger = { ...subscription('sub_nobody', 'no-such-user', 'active', 'cus_nobody') };
    expect(await deliver(stripeEvent('customer.subscription.created', stranger))).toBe(200);
    expect(await status(user)).toBe('inactive');
  });

  it('gates meals, the plan and the list limit on the status, and offers no portal before a checkout', async () => {
    const portal = await app.call('createPortalSession', {}, user.cookie);
    expect([portal.status, portal.body?.error?.message]).toEqual([404, MESSAGES.noSubscriptionToManage]);
    expect((await app.call('createList', { name: 'One' }, user.cookie)).status).toBe(200);
    const refused = await app.call('createList', { name: 'Two' }, user.cookie);
    expect([refused.status, refused.body?.error?.message]).toEqual([403, MESSAGES.freeListLimit(1)]);

    expect((await app.call('listMeals', {}, user.cookie)).status).toBe(403);
    expect((await app.call('getMealPlan', {}, user.cookie)).status).toBe(403);

    const id = `sub_gate_${user.uid}`;
    await deliver(stripeEvent('customer.subscription.created', subscription(id, user.uid, 'active')));
    expect((await app.call('createList', { name: 'Two' }, user.cookie)).status).toBe(200);
    expect((await app.call('listMeals', {}, user.cookie)).status).toBe(200);
    expect((await app.call('getMealPlan', {}, user.cookie)).status).toBe(200);
    await deliver(stripeEvent('customer.subscription.deleted', subscription(id, user.uid, 'canceled')));
    expect((await app.call('createList', { name: 'Three' }, user.cookie)).status).toBe(403);
    const closed = await app.call('listMeals', {}, user.cookie);
    expect([closed.status, closed.body?.error?.message]).toEqual([403, MESSAGES.proRequired]);
    expect((await app.call('getMealPlan', {}, user.cookie)).status).toBe(403);
  });

  it('keeps the test-mode calls switched off', async () => {
    const answer = await app.call('payTestCheckout', { sessionId: 'test_cs_x' }, user.cookie);
    expect([answer.status, answer.body?.error?.message]).toEqual([404, MESSAGES.testModeOff]);
    expect(resultOf(await app.call('siteOptions', {}))).toEqual({
      billing: 'stripe',
      adsClientId: null,
      freeListLimit: 1,
    });
  });
});

describe.each(DATABASE_KINDS)('billing in test mode on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { ADS_CLIENT_ID: 'ca-pub-1234567890' });
  });
  afterAll(() => app.close());

  it('checks out on our own page, activates on Pay, and cancels from the test portal', async () => {
    const user = await signUpUser(app, 'Tester');
    const other = await signUpUser(app, 'Other');
    const status = async () => resultOf(await app.call('me', {}, user.cookie)).subscriptionStatus;
    const noPortal = await app.call('createPortalSession', {}, user.cookie);
    expect(noPortal.status).toBe(404);

    const { id, url } = resultOf(await app.call('createCheckoutSession', { plan: 'yearly' }, user.cookie));
    // Relative: the browser stays at whatever address it reached the app at, where it is signed in.
    // The ways back ride along, as Stripe's success and cancel addresses do.
    expect(url).toBe(
      `/test-checkout/${id}?success=%2Fsuccess%3Freturn%3D%252F&cancel=%2Fgo-pro%3Fcheckout%3Dcancelled`,
    );
    expect(resultOf(await app.call('getTestCheckout', { sessionId: id }, user.cookie))).toEqual({
      id,
      plan: 'yearly',
      status: 'open',
    });
    for (const name of ['getTestCheckout', 'payTestCheckout'] as const) {
      const stranger = await app.call(name, { sessionId: id }, other.cookie);
      expect([stranger.status, stranger.body?.error?.message]).toEqual([404, MESSAGES.testCheckoutNotFound]);
    }

    expect(resultOf(await app.call('payTestCheckout', { sessionId: id }, user.cookie))).toEqual({});
    expect(await status()).toBe('active');
    expect(resultOf(await app.call('payTestCheckout', { sessionId: id }, user.cookie))).toEqual({});
    expect(resultOf(await app.call('getTestCheckout', { sessionId: id }, user.cookie)).status).toBe('paid');
    expect(resultOf(await app.call('createPortalSession', {}, user.cookie))).toEqual({
      url: '/test-portal',
    });
    expect(resultOf(await app.call('cancelTestSubscription', {}, user.cookie))).toEqual({});
    expect(await status()).toBe('inactive');
    expect((await app.call('cancelTestSubscription', {}, other.cookie)).status).toBe(404);
  });

  it('has no webhook, and tells the web about test mode and the ad client', async () => {
    const hook = await app.request('/api/billing/webhook', { method: 'POST', body: '{}' });
    expect(hook.status).toBe(404);
    expect(resultOf(await app.call('siteOptions', {}))).toEqual({
      billing: 'test',
      adsClientId: 'ca-pub-1234567890',
      freeListLimit: 3,
    });
  });
});
