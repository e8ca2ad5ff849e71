import type { PlanId } from '@shared/contract/billing';

/** Pro's prices (SPEC §9): $0.99 a month, $9.99 a year, billed in US dollars whatever the reader's language. */
export const PRO_USD: Readonly<Record<PlanId, number>> = { monthly: 0.99, yearly: 9.99 };

/** A Pro plan's price as the reader's language writes US dollars ("$0.99", "0,99 $US", "0,99 $"). */
export function proPrice(plan: PlanId, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(PRO_USD[plan]);
}
