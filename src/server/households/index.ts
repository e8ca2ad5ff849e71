// What the households area offers the other areas; everything else in this folder is its own (import-rules.test.ts).

export { handOverHouseholdData } from './household-handover.repo';
export { type HouseholdInvitesRepo, householdInvitesRepo } from './household-invites.repo';
export { type HouseholdMovesRepo, householdMovesRepo } from './household-moves.repo';
export { heirOf } from './household-seats.repo';
export { createUnitsOf, type UnitsOf } from './household-units';
export { type HouseholdsRepo, householdsRepo, roleOf } from './households.repo';
export { type StaplesRepo, staplesRepo } from './staples.repo';
