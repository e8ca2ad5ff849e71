import type { PlanId } from '@shared/contract/billing';
import { useState } from 'react';
import { billingErrorMessage } from '@/lib/billing-error';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, RpcError } from '@/lib/rpc-client';
import { usePageRestore } from '@/lib/use-page-restore';
import { useSession } from '@/providers/session';

/**
 * Starts paying for a plan (SPEC §2 Go-pro): asks the server for a checkout and sends the browser to its
 * page. `pending` names the plan from the press until the browser has left; `error` is what to show on top.
 */
export function useCheckout() {
  const { refresh } = useSession();
  const [pending, setPending] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePageRestore(() => setPending(null));
  // The ways back lead to this page (Meals, when Go Pro showed there): Stripe's success and cancel addresses
  // carry it, so it holds whichever tab or device the payment page comes back in.
  const [checkout] = useOneTap((chosen: PlanId, changeId) =>
    call('createCheckoutSession', { plan: chosen, returnTo: window.location.pathname, changeId }),
  );

  const start = async (plan: PlanId) => {
    if (pending) {
      return;
    }
    setPending(plan);
    setError(null);
    try {
      const started = await checkout(plan);
      if (started === JOINED) {
        return;
      }
      const { url } = started;
      window.location.assign(url);
    } catch (failure) {
      setError(billingErrorMessage(failure));
      setPending(null);
      if (failure instanceof RpcError && failure.status === 'UNAUTHENTICATED') {
        // Signed out in another tab: the page turns into the guest's, with the way to sign in.
        await refresh();
      }
    }
  };

  return { pending, error, setError, start };
}
