import type { BillingMode, PlanId } from '../../shared/contract/billing';

/** Who is paying: their id goes to Stripe as the reference, their e-mail onto the customer. */
export interface Payer {
  userId: string;
  email: string;
}

/** Payments behind one interface: Stripe when configured, the built-in test mode otherwise. */
export interface BillingService {
  readonly mode: BillingMode;
  /** The page to send the browser to for paying the plan. */
  createCheckout(payer: Payer, plan: PlanId): Promise<{ id: string; url: string }>;
  /** The page where the subscriber manages or cancels. */
  createPortal(payer: Payer): Promise<{ url: string }>;
}
