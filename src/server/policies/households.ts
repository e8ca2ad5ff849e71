import type { HouseholdRole } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

/** Renames the household: its owner or an admin. */
export const canRenameHousehold = (role: HouseholdRole): boolean => role === 'owner' || role === 'admin';

/** Throws the 403 renameHousehold answers unless the caller's role may rename. */
export function authorizeHouseholdRename(role: HouseholdRole): void {
  if (!canRenameHousehold(role)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdRenameRefused);
  }
}
