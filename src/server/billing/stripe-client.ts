import type Stripe from 'stripe';
import type { StripeConfig } from '../config';

/** The Stripe SDK, loaded at its first use. */
export type StripeClient = () => Promise<Stripe>;

/**
 * The Stripe SDK, pointed at STRIPE_API_BASE when set (tests run it against a fake on loopback). It is loaded on
 * the first payment call rather than at start-up: a server without a payment in sight (most of the day, and every
 * install in test mode) does not keep the SDK's code in memory.
 */
export function createStripeClient(config: StripeConfig): StripeClient {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(({ default: StripeSdk }) => {
      const base = config.apiBase ? new URL(config.apiBase) : undefined;
      return new StripeSdk(config.secretKey, {
        maxNetworkRetries: 1,
        timeout: 20_000,
        telemetry: false,
        ...(base
          ? {
              host: base.hostname,
              port: base.port || (base.protocol === 'https:' ? 443 : 80),
              protocol: base.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      });
    });
    return client;
  };
}
