import { checkoutReturn } from '@shared/checkout-return';
import { MESSAGES } from '@shared/messages';
import type { Config } from '../config';
import { presentTestCheckout } from '../presenters/test-checkout';
import type { ProfileRepo } from '../profile';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { BillingRepo } from './billing.repo';
import type { BillingService, Payer } from './billing-service';
import type { TestModeBilling } from './test-mode-billing';

type BillingProcedures = Pick<
  Procedures,
  | 'createCheckoutSession'
  | 'createPortalSession'
  | 'getTestCheckout'
  | 'payTestCheckout'
  | 'cancelTestSubscription'
  | 'siteOptions'
>;

/** Checkout, the portal, the test-mode pages' calls, and what the web needs to know about billing and ads. */
export function createBillingProcedures(deps: {
  billing: BillingService;
  testBilling: TestModeBilling | null;
  billingRepo: BillingRepo;
  profiles: ProfileRepo;
  config: Config;
}): BillingProcedures {
  const payer = async (userId: string): Promise<Payer> => {
    const profile = await deps.profiles.find(userId);
    if (!profile) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.subscribeSignIn);
    }
    return { userId, email: profile.email };
  };
  const testMode = (): TestModeBilling => {
    if (!deps.testBilling) {
      throw new AppError('NOT_FOUND', MESSAGES.testModeOff);
    }
    return deps.testBilling;
  };
  return {
    createCheckoutSession: async ({ plan, returnTo }, ctx) =>
      deps.billing.createCheckout(
        await payer(ctx.userId),
        plan,
        ctx.linkOrigin,
        checkoutReturn(returnTo ?? '/go-pro'),
      ),
    createPortalSession: async (_, ctx) => deps.billing.createPortal(await payer(ctx.userId), ctx.linkOrigin),
    getTestCheckout: async ({ sessionId }, ctx) => {
      testMode();
      const checkout = await deps.billingRepo.findTestCheckout(sessionId, ctx.userId);
      if (!checkout) {
        throw new AppError('NOT_FOUND', MESSAGES.testCheckoutNotFound);
      }
      return presentTestCheckout(checkout);
    },
    payTestCheckout: async ({ sessionId }, ctx) => {
      await testMode().pay(ctx.userId, sessionId);
      return {};
    },
    cancelTestSubscription: async (_, ctx) => {
      await testMode().cancel(ctx.userId);
      return {};
    },
    siteOptions: async () => ({
      billing: deps.billing.mode,
      adsClientId: deps.config.adsClientId ?? null,
      freeListLimit: deps.config.freeListLimit,
    }),
  };
}
