import type { Me } from '@shared/contract/profile';
import { isUnitSystem } from '@shared/items/unit-systems';
import { isLanguage } from '@shared/languages';
import { unitsOfRequest } from '../http/request-language';
import { isPro } from '../policies/pro';

/** The signed-in user as they see themselves: Pro as the Pro policy decides it. */
export function presentProfile(row: {
  uid: string;
  email: string;
  displayName: string;
  subscriptionStatus: string;
  proThrough: string | null;
  language?: string | null;
  units?: string | null;
}): Me {
  const units = row.units != null && isUnitSystem(row.units) ? row.units : null;
  const pro = isPro(row);
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    // The user's own subscription: Pro through another member's is not theirs to manage.
    subscriptionStatus: row.subscriptionStatus === 'active' ? 'active' : 'inactive',
    isPro: pro,
    proThrough: row.subscriptionStatus === 'active' ? null : row.proThrough,
    language: row.language != null && isLanguage(row.language) ? row.language : null,
    units,
    unitsInUse: units ?? unitsOfRequest(),
  };
}
