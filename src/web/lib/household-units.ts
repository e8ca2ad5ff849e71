import type { UnitSystem } from '@shared/items/unit-systems';

/** The units the signed-in member's sums are written in, as the server last said (their household's, or region's). */
let memberUnits: UnitSystem | null = null;

/** Follows the member's units from their profile; undefined or null (a guest, an old copy) goes back to the region. */
export function followHouseholdUnits(units: UnitSystem | null | undefined): void {
  memberUnits = units ?? null;
}

/** The member's units as the server last said, or null for a guest (see units-now.ts). */
export function memberUnitsNow(): UnitSystem | null {
  return memberUnits;
}
