/** Where a checkout started, kept for this tab across the payment page and back. */
const KEY = 'checkout-return';

/** Pages a checkout may return to: the app's own paths, never the checkout pages themselves. */
function isReturnPage(path: string): boolean {
  return /^\/(?!\/)/.test(path) && !/^\/(go-pro|success|test-checkout)\b/.test(path);
}

/** Records the page a checkout starts from (Meals, when Go Pro showed there); Go Pro itself returns home. */
export function rememberCheckoutOrigin(
  path: string,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  try {
    storage.setItem(KEY, isReturnPage(path) ? path : '/');
  } catch {
    // Storage refused: the success page goes home.
  }
}

/** The page to return to after a checkout, once: home when none was recorded. */
export function takeCheckoutOrigin(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): string {
  try {
    const path = storage.getItem(KEY);
    storage.removeItem(KEY);
    return path !== null && isReturnPage(path) ? path : '/';
  } catch {
    return '/';
  }
}
