import type { UnitSystem } from '@shared/items/unit-systems';
import { unitsOfRequest } from '../http/request-language';
import type { HouseholdsRepo } from './households.repo';

/**
 * The units a shopper's sums are written in: their household's choice, else their request's region's (a guest's
 * always the region's).
 */
export function createUnitsOf(households: Pick<HouseholdsRepo, 'chosenUnits'>) {
  return async (userId: string | null): Promise<UnitSystem> =>
    (userId === null ? null : await households.chosenUnits(userId)) ?? unitsOfRequest();
}

/** The units of a shopper, as the add paths get it. */
export type UnitsOf = ReturnType<typeof createUnitsOf>;
