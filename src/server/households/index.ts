// What the households area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export { type HouseholdsRepo, householdsRepo } from './households.repo';
