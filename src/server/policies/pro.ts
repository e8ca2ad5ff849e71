/** The one rule for Pro: the subscription the billing webhook keeps is active. Everything else is free. */
export function isPro(profile: { subscriptionStatus: string } | null | undefined): boolean {
  return profile?.subscriptionStatus === 'active';
}
