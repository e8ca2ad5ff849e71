import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { billingErrorMessage } from './billing-error';
import { RpcError } from './rpc-client';

describe('billingErrorMessage', () => {
  it("keeps the server's explanation for a guest, a missing subscription or a refused plan", () => {
    expect(billingErrorMessage(new RpcError('UNAUTHENTICATED', MESSAGES.subscribeSignIn))).toBe(
      MESSAGES.subscribeSignIn,
    );
    expect(billingErrorMessage(new RpcError('NOT_FOUND', MESSAGES.noSubscriptionToManage))).toBe(
      MESSAGES.noSubscriptionToManage,
    );
    expect(
      billingErrorMessage(new RpcError('INVALID_ARGUMENT', 'Pick the monthly or the yearly plan.')),
    ).toBe('Pick the monthly or the yearly plan.');
  });

  it("says SPEC's sentence when the payment page is unreachable, whatever the cause", () => {
    expect(billingErrorMessage(new RpcError('UNAVAILABLE', MESSAGES.checkoutFailed))).toBe(
      MESSAGES.checkoutFailed,
    );
    expect(billingErrorMessage(new RpcError('UNAVAILABLE', MESSAGES.offlineCall))).toBe(
      MESSAGES.checkoutFailed,
    );
    expect(billingErrorMessage(new RpcError('DEADLINE_EXCEEDED', MESSAGES.callTimeout))).toBe(
      MESSAGES.checkoutFailed,
    );
    expect(billingErrorMessage(new RpcError('INTERNAL', MESSAGES.internal))).toBe(MESSAGES.checkoutFailed);
    expect(billingErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.checkoutFailed);
    expect(billingErrorMessage(new RpcError('NOT_FOUND', ''))).toBe(MESSAGES.checkoutFailed);
  });
});
