import { type UnitSystem, unitSystemForLocales } from '@shared/items/unit-systems';
import { memberUnitsNow } from './household-units';

/**
 * The units the device sums amounts in as the server will: the member's household's, else the browser's region's
 * (as the server reads it from the same browser's Accept-Language). Loaded with the quantity tools, not the first page.
 */
export function unitsNow(): UnitSystem {
  return memberUnitsNow() ?? unitSystemForLocales(globalThis.navigator?.languages ?? []);
}
