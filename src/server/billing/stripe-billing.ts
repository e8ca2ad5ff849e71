import { MESSAGES } from '@shared/messages';
import type { StripeConfig } from '../config';
import type { Logger } from '../log';
import { AppError } from '../rpc/app-error';
import type { BillingRepo } from './billing.repo';
import type { BillingService, Payer } from './billing-service';
import type { StripeClient } from './stripe-client';

/** Checkout and the Billing Portal through Stripe; one customer per user, created once and reused. */
export function createStripeBilling(deps: {
  stripe: StripeClient;
  config: StripeConfig;
  repo: BillingRepo;
  log: Logger;
}): BillingService {
  const { stripe, repo, log } = deps;

  /** Stripe's failures become the SPEC message; the details stay in our log. */
  const unreachable = (what: string, error: unknown): AppError => {
    log.error('stripe request failed', {
      what,
      error: error instanceof Error ? error.message : String(error),
    });
    return new AppError('UNAVAILABLE', MESSAGES.checkoutFailed);
  };

  const customerFor = async (payer: Payer): Promise<string> => {
    const known = await repo.customerOf(payer.userId);
    if (known) {
      return known;
    }
    const customer = await (await stripe()).customers.create({
      email: payer.email,
      metadata: { userId: payer.userId },
    });
    return repo.saveCustomer(payer.userId, customer.id);
  };

  return {
    mode: 'stripe',
    async createCheckout(payer, plan, origin, back) {
      try {
        const session = await (await stripe()).checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: deps.config.prices[plan], quantity: 1 }],
          customer: await customerFor(payer),
          client_reference_id: payer.userId,
          subscription_data: { metadata: { userId: payer.userId } },
          success_url: `${origin}${back.success}`,
          cancel_url: `${origin}${back.cancel}`,
        });
        if (!session.url) {
          throw new Error(`checkout session ${session.id} has no url`);
        }
        return { id: session.id, url: session.url };
      } catch (error) {
        throw unreachable('checkout', error);
      }
    },
    async createPortal(payer, origin) {
      const customer = await repo.customerOf(payer.userId);
      if (!customer) {
        throw new AppError('NOT_FOUND', MESSAGES.noSubscriptionToManage);
      }
      try {
        const portal = await (await stripe()).billingPortal.sessions.create({
          customer,
          return_url: `${origin}/profile`,
        });
        return { url: portal.url };
      } catch (error) {
        throw unreachable('portal', error);
      }
    },
    async cancelSubscriptions(userId) {
      for (const id of await repo.unendedSubscriptionsOf(userId)) {
        try {
          await (await stripe()).subscriptions.cancel(id);
        } catch (error) {
          if (!isMissingAtStripe(error)) {
            throw unreachable('cancel', error);
          }
        }
        // Recorded now, not when Stripe's webhook comes: should the deletion after it fail, our record agrees.
        await repo.applyNow({ id, userId, customerId: null, status: 'canceled' });
      }
    },
  };
}

/** Stripe no longer knows the subscription (removed in its dashboard, say): there is nothing left to charge. */
function isMissingAtStripe(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'resource_missing';
}
