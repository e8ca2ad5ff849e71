import type { TestCheckout } from '@shared/contract/billing';

/** A test-mode checkout as its page shows it. */
export function presentTestCheckout(row: TestCheckout): TestCheckout {
  return { id: row.id, plan: row.plan, status: row.status };
}
