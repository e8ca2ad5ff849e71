import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';
import type { BillingRepo } from './billing.repo';
import type { BillingService } from './billing-service';

/** The one subscription a user has in test mode. */
export const testSubscriptionId = (userId: string) => `test_sub_${userId}`;

/** Test mode's extra actions: the Pay button of its checkout page and the cancel of its portal page. */
export interface TestModeBilling extends BillingService {
  pay(userId: string, sessionId: string): Promise<void>;
  cancel(userId: string): Promise<void>;
}

/**
 * Payments without Stripe, so a fresh install works end to end: checkout is our own page, labelled as a
 * test, whose Pay button activates the subscription the way Stripe's webhook would.
 */
export function createTestModeBilling(deps: { repo: BillingRepo }): TestModeBilling {
  const { repo } = deps;
  return {
    mode: 'test',
    async createCheckout(payer, plan, _origin, back) {
      const id = await repo.createTestCheckout(payer.userId, plan);
      // Our own pages: relative, so the browser stays on whatever address it reached the app at (and signed in).
      // The ways back ride along as Stripe's do, for its Pay and Cancel.
      const ways = new URLSearchParams({ success: back.success, cancel: back.cancel });
      return { id, url: `/test-checkout/${id}?${ways}` };
    },
    async createPortal(payer) {
      if (!(await repo.hasSubscription(payer.userId))) {
        throw new AppError('NOT_FOUND', MESSAGES.noSubscriptionToManage);
      }
      return { url: '/test-portal' };
    },
    async pay(userId, sessionId) {
      const checkout = await repo.findTestCheckout(sessionId, userId);
      if (!checkout) {
        throw new AppError('NOT_FOUND', MESSAGES.testCheckoutNotFound);
      }
      if (checkout.status === 'paid') {
        return;
      }
      await repo.markTestCheckoutPaid(sessionId);
      await repo.applyNow({ id: testSubscriptionId(userId), userId, customerId: null, status: 'active' });
    },
    async cancelSubscriptions(userId) {
      if (await repo.hasSubscription(userId)) {
        await repo.applyNow({ id: testSubscriptionId(userId), userId, customerId: null, status: 'canceled' });
      }
    },
    async cancel(userId) {
      if (!(await repo.hasSubscription(userId))) {
        throw new AppError('NOT_FOUND', MESSAGES.noSubscriptionToManage);
      }
      await repo.applyNow({ id: testSubscriptionId(userId), userId, customerId: null, status: 'canceled' });
    },
  };
}
