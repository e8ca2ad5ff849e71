import { sameSitePath } from './same-site-path';

/** Where a checkout's two ways back lead: paid, or cancelled on the payment page. */
export interface CheckoutReturn {
  /** The success page, carrying the page to go back to once Pro is active. */
  success: string;
  /** The page the checkout started from (a page showing Go Pro), told that the checkout was cancelled. */
  cancel: string;
}

/** The success page's query parameter that names the page to go back to. */
const RETURN_PARAM = 'return';
/** The query parameter and value a page showing Go Pro reads to say the checkout was cancelled. */
export const CHECKOUT_CANCELLED = { param: 'checkout', value: 'cancelled' } as const;

/** The app's path of `raw`, without query or fragment; null when it is not a path of this site. */
function pathOf(raw: string): string | null {
  const path = sameSitePath(raw);
  return path === null ? null : (/^[^?#]*/.exec(path)?.[0] ?? null);
}

/** Pages that show Go Pro to an account without Pro: a cancelled checkout goes back there. */
function showsGoPro(path: string): boolean {
  return /^\/(go-pro|meals|meals\/import|meal-plan)$/.test(path);
}

/** Pages a paid checkout may return to: the app's own, but not Go Pro (nothing left to do) or the checkout's. */
function isSuccessReturn(path: string): boolean {
  return !/^\/(go-pro|success|test-checkout)(\/|$)/.test(path);
}

/**
 * The ways back from a checkout started at `startedFrom` (the browser's path then): a paid one returns there
 * after the success page, home when it started on Go Pro; a cancelled one goes back to the Go Pro it started
 * from. Only paths of this site are kept, so a crafted start cannot send the browser elsewhere.
 */
export function checkoutReturn(startedFrom: string): CheckoutReturn {
  const start = pathOf(startedFrom);
  const back = start !== null && isSuccessReturn(start) ? start : '/';
  const cancelPage = start !== null && showsGoPro(start) ? start : '/go-pro';
  return {
    success: `/success?${new URLSearchParams({ [RETURN_PARAM]: back })}`,
    cancel: `${cancelPage}?${new URLSearchParams({ [CHECKOUT_CANCELLED.param]: CHECKOUT_CANCELLED.value })}`,
  };
}

/** The page the success page goes back to, from its own query (`?return=/meals`): home when none or not ours. */
export function successReturnPath(search: string): string {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  const path = raw === null ? null : pathOf(raw);
  return path !== null && isSuccessReturn(path) ? path : '/';
}

/** Whether a page's query says the checkout started from it was cancelled. */
export function checkoutWasCancelled(search: string): boolean {
  return new URLSearchParams(search).get(CHECKOUT_CANCELLED.param) === CHECKOUT_CANCELLED.value;
}

/** A way back the test-mode checkout page was given: kept only when it is a path of this site. */
export function checkoutWayBack(raw: string | null, fallback: string): string {
  return (raw !== null && sameSitePath(raw)) || fallback;
}
