import type Stripe from 'stripe';
import type { Logger } from '../log';
import type { BillingEventScope, BillingRepo, SubscriptionChange } from './billing.repo';
import type { StripeClient } from './stripe-client';

/** The id of an expandable Stripe field, whether it came as an id or as the object. */
function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) {
    return null;
  }
  return typeof field === 'string' ? field : field.id;
}

/**
 * Applies one verified webhook event, once. Checkout links the customer and the subscription to the user
 * (fetching the subscription's status from Stripe, which the checkout event does not carry); subscription
 * events set the status, unless a newer event already did.
 */
export async function applyStripeEvent(
  event: Stripe.Event,
  deps: { repo: BillingRepo; stripe: StripeClient; log: Logger },
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const { repo, log } = deps;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      // Fetched before the transaction: a slow Stripe must not hold the database.
      const subscription = subscriptionId
        ? await (await deps.stripe()).subscriptions.retrieve(subscriptionId)
        : null;
      return repo.processOnce(event.id, event.type, async (scope) => {
        const userId = session.client_reference_id;
        if (!userId || !(await scope.userExists(userId))) {
          log.warn('checkout for an unknown user', { eventId: event.id, userId });
          return;
        }
        const customerId = idOf(session.customer);
        if (customerId) {
          await scope.saveCustomer(userId, customerId);
        }
        if (subscription) {
          await scope.applySubscription({
            id: subscription.id,
            userId,
            customerId,
            status: subscription.status,
            eventAt: event.created,
          });
        }
      });
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return repo.processOnce(event.id, event.type, async (scope) => {
        const customerId = idOf(subscription.customer);
        const userId = await ownerOf(scope, subscription, customerId);
        if (!userId) {
          log.warn('subscription event for no known user', {
            eventId: event.id,
            subscription: subscription.id,
          });
          return;
        }
        const change: SubscriptionChange = {
          id: subscription.id,
          userId,
          customerId,
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
          eventAt: event.created,
        };
        if (!(await scope.applySubscription(change))) {
          log.info('older subscription event ignored', { eventId: event.id, subscription: subscription.id });
        }
      });
    }
    default:
      return 'ignored';
  }
}

/** Our metadata names the user; an event without it is matched by the subscription or the customer. */
async function ownerOf(
  scope: BillingEventScope,
  subscription: Stripe.Subscription,
  customerId: string | null,
): Promise<string | null> {
  const named = subscription.metadata?.userId;
  if (named && (await scope.userExists(named))) {
    return named;
  }
  return scope.ownerOf(subscription.id, customerId);
}
