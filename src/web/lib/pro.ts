import type { Me } from '@shared/contract/profile';

/** Whether the Pro features are open to this user: the server decides (`isPro`), the web only reads it. */
export function hasPro(user: Me | null | undefined): boolean {
  return user?.isPro === true;
}

/**
 * Whether this user pays for Pro themselves: only the payer manages the subscription or loses it with the
 * account. The server reads a member with Pro through the household as `active` too, naming the payer in
 * `proThrough`, so the payer is the one it names no one for.
 */
export function paysForPro(user: Me | null | undefined): boolean {
  return user?.subscriptionStatus === 'active' && !user.proThrough;
}

/** Whose subscription gives this user Pro when it is another household member's; null when it is their own or none. */
export function proThroughOther(user: Me | null | undefined): string | null {
  return user?.isPro && user.proThrough ? user.proThrough : null;
}
