import { type UnitSystem, unitSystemForLocales } from '@shared/items/unit-systems';

/** The units the signed-in member's sums are written in, as the server last said (their household's, or region's). */
let memberUnits: UnitSystem | null = null;

/** Follows the member's units from their profile; undefined or null (a guest, an old copy) goes back to the region. */
export function followHouseholdUnits(units: UnitSystem | null | undefined): void {
  memberUnits = units ?? null;
}

/**
 * The units the device sums amounts in as the server will: the member's household's, else the browser's region's
 * (as the server reads it from the same browser's Accept-Language).
 */
export function unitsNow(): UnitSystem {
  return memberUnits ?? unitSystemForLocales(globalThis.navigator?.languages ?? []);
}
