import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request our Stripe SDK client made: method, path and the form fields it sent. */
export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/**
 * Stripe's API on 127.0.0.1, answering the few calls billing makes (customers, checkout sessions, portal
 * sessions, subscription look-ups) in Stripe's wire format, so our real SDK client code runs.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const cancelledIds: string[] = [];
  let failing = false;
  let sequence = 0;

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, form: new URLSearchParams(raw) });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
        res.end(JSON.stringify(body));
      };
      sequence += 1;
      if (failing) {
        return send(500, { error: { type: 'api_error', message: 'Stripe is having a bad day.' } });
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return send(200, { id: `cus_fake_${sequence}`, object: 'customer' });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${sequence}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${sequence}`,
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
      if (req.method === 'GET' && subscription && subscriptions.has(subscription)) {
        return send(200, subscriptions.get(subscription));
      }
      if (req.method === 'DELETE' && subscription) {
        // Stripe answers the subscription as it now is: cancelled at once.
        const cancelled = {
          ...subscriptions.get(subscription),
          id: subscription,
          object: 'subscription',
          status: 'canceled',
        };
        subscriptions.set(subscription, cancelled);
        cancelledIds.push(subscription);
        return send(200, cancelled);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `No such route: ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** What GET /v1/subscriptions/:id answers. */
    setSubscription(subscription: { id: string } & Record<string, unknown>) {
      subscriptions.set(subscription.id, subscription);
    },
    /** Subscriptions cancelled through DELETE /v1/subscriptions/:id, in the order they were. */
    cancelled: cancelledIds,
    /** Makes every call answer 500 until switched back. */
    setFailing(next: boolean) {
      failing = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fake's handle in a test. */
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
