import type { Config } from '../config';
import type { Logger } from '../log';
import type { BillingRepo } from './billing.repo';
import type { BillingService } from './billing-service';
import { createStripeBilling } from './stripe-billing';
import { createStripeClient } from './stripe-client';
import type { StripeWebhookDeps } from './stripe-webhook';
import { createTestModeBilling, type TestModeBilling } from './test-mode-billing';

/** Billing as configured: Stripe with its webhook, or the built-in test mode with its own pages' actions. */
export interface BillingSetup {
  billing: BillingService;
  /** The test-mode pages' actions; null when Stripe is configured. */
  testBilling: TestModeBilling | null;
  /** What the Stripe webhook needs; null in test mode. */
  stripeWebhook: StripeWebhookDeps | null;
}

export function createBilling(config: Config, repo: BillingRepo, log: Logger): BillingSetup {
  if (!config.stripe) {
    const testBilling = createTestModeBilling({ repo });
    return { billing: testBilling, testBilling, stripeWebhook: null };
  }
  const stripe = createStripeClient(config.stripe);
  return {
    billing: createStripeBilling({ stripe, config: config.stripe, repo, log }),
    testBilling: null,
    stripeWebhook: { stripe, config: config.stripe, repo, log },
  };
}
