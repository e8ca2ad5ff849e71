import { z } from 'zod';
import { madeOnce } from './change-id';
import { noInput } from './profile';

/** The two Pro plans (SPEC §9: $0.99 a month, $9.99 a year). */
export const PLAN_IDS = ['monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

const sessionId = z.string({ error: 'Send the checkout id.' }).min(1, 'Send the checkout id.').max(100);

/** Where payments go: Stripe when it is configured, otherwise the built-in test mode. */
export const billingModeSchema = z.enum(['stripe', 'test']);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** A test-mode checkout as its page shows it. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(['open', 'paid']),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const billingContracts = {
  /** Starts paying for a plan: the page to send the browser to (Stripe Checkout, or our test-mode page). */
  createCheckoutSession: {
    input: z.object({
      plan: z.enum(PLAN_IDS, { error: 'Pick the monthly or the yearly plan.' }),
      /** The page the checkout starts from, which the ways back lead to (only a path of this site is kept). */
      returnTo: z.string().max(2000).optional(),
      ...madeOnce,
    }),
    output: z.object({ id: z.string(), url: z.string() }),
  },
  /** The page where a subscriber manages or cancels (Stripe's Billing Portal, or our test-mode page). */
  createPortalSession: { input: noInput, output: z.object({ url: z.string() }) },
  /** Test mode only: the checkout the test-mode page shows. */
  getTestCheckout: { input: z.object({ sessionId }), output: testCheckoutSchema },
  /** Test mode only: "Pay" — activates the subscription, as Stripe's webhook would. */
  payTestCheckout: { input: z.object({ sessionId }), output: z.object({}) },
  /** Test mode only: cancels the subscription from the test-mode portal. */
  cancelTestSubscription: { input: noInput, output: z.object({}) },
  /** What the web needs to know about this server before anyone signs in. */
  siteOptions: {
    input: noInput,
    output: z.object({
      billing: billingModeSchema,
      /** The ad network's publisher id shown to guests, or null for the house ad. */
      adsClientId: z.string().nullable(),
      /** How many lists a free account may own; Pro has no limit. */
      freeListLimit: z.number().int().positive(),
    }),
  },
} as const;
