/**
 * The one rule for Pro: the user's own subscription, kept by the billing webhook, is active, or another member
 * of their household pays (`proThrough`, one Pro covers the household). Everything else is free.
 */
export function isPro(
  profile: { subscriptionStatus: string; proThrough?: string | null } | null | undefined,
): boolean {
  return profile?.subscriptionStatus === 'active' || Boolean(profile?.proThrough);
}
