// What the households area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export { type HouseholdInvitesRepo, householdInvitesRepo } from './household-invites.repo';
export {
  type HouseholdMovesRepo,
  handOverHouseholdData,
  householdMovesRepo,
  passOwnership,
} from './household-moves.repo';
export { type HouseholdsRepo, householdsRepo } from './households.repo';
