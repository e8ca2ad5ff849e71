import type { CheckoutReturn } from '@shared/checkout-return';
import type { BillingMode, PlanId } from '@shared/contract/billing';

/** Who is paying: their id goes to Stripe as the reference, their e-mail onto the customer. */
export interface Payer {
  userId: string;
  email: string;
}

/** Payments behind one interface: Stripe when configured, the built-in test mode otherwise. */
export interface BillingService {
  readonly mode: BillingMode;
  /**
   * The page to send the browser to for paying the plan; `origin` is where the browser comes back to, at the
   * paths `back` names for a paid and a cancelled checkout.
   */
  createCheckout(
    payer: Payer,
    plan: PlanId,
    origin: string,
    back: CheckoutReturn,
  ): Promise<{ id: string; url: string }>;
  /** The page where the subscriber manages or cancels; `origin` is where the browser comes back to. */
  createPortal(payer: Payer, origin: string): Promise<{ url: string }>;
  /**
   * Ends every subscription of the user that could still charge them, at once rather than at the period's end
   * (the account is being deleted). Throws when the provider could not be reached, so nothing else goes.
   */
  cancelSubscriptions(userId: string): Promise<void>;
}
