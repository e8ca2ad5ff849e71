import type { Context } from 'hono';
import type Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../log';
import { AppError } from '../rpc/app-error';
import type { BillingRepo } from './billing.repo';
import type { StripeClient } from './stripe-client';
import { applyStripeEvent } from './stripe-events';

/** Stripe's client and secret, the repository and the log. */
export interface StripeWebhookDeps {
  stripe: StripeClient;
  config: StripeConfig;
  repo: BillingRepo;
  log: Logger;
}

/**
 * `POST /api/billing/webhook`: Stripe's events, verified against the raw body before anything is read;
 * a missing or wrong signature answers 400 and changes nothing.
 */
export function stripeWebhookRoute(deps: StripeWebhookDeps | null) {
  return async (c: Context<AppEnv>) => {
    if (!deps) {
      throw new AppError('NOT_FOUND', 'Stripe is not configured on this server.');
    }
    const raw = await c.req.text();
    const stripe = await deps.stripe();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        raw,
        c.req.header('stripe-signature') ?? '',
        deps.config.webhookSecret,
      );
    } catch {
      deps.log.warn('webhook refused: bad signature', { reqId: c.get('requestId') });
      throw new AppError('INVALID_ARGUMENT', 'The webhook signature is missing or does not match.');
    }
    const outcome = await applyStripeEvent(event, deps);
    deps.log.info('webhook', { reqId: c.get('requestId'), eventId: event.id, type: event.type, outcome });
    return c.json({ received: true, outcome });
  };
}
