// What the billing area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export type { BillingService } from './billing-service';
