import { isUnitSystem, type UnitSystem, unitSystemForLocales } from '@shared/items/unit-systems';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-message';
import { INPUT_CLASS } from '@/components/text-field';
import { call, messageOf } from '@/lib/rpc-client';
import { useSession } from '@/providers/session';
import { type Household, householdKey } from './use-household';

const FROM_REGION = 'region';

/**
 * The household's units: what its summed amounts (a row added to twice, the week's list) are written in. Until the
 * owner or an admin chooses, each shopper's region decides; the others see the choice.
 */
export function HouseholdUnits({ household }: { household: Household }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const selectId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const systemName = (system: UnitSystem) => t(`household.units.${system}`);

  const choose = async (next: string) => {
    setError(null);
    setBusy(true);
    try {
      const answer = await call('setHouseholdUnits', { units: isUnitSystem(next) ? next : null });
      queryClient.setQueryData(householdKey, answer.household);
      // The device sums in the member's units as the server does (household-units.ts reads them from the profile).
      await refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!household.abilities.setUnits) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {t('household.units.inUse', { system: systemName(household.unitsInUse) })}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <label htmlFor={selectId} className="block font-semibold">
        {t('household.units.label')}
      </label>
      <p id={`${selectId}-hint`} className="text-slate-700 dark:text-slate-300">
        {t('household.units.hint')}
      </p>
      <select
        id={selectId}
        value={household.units ?? FROM_REGION}
        disabled={busy}
        aria-describedby={error ? `${selectId}-hint ${selectId}-error` : `${selectId}-hint`}
        onChange={(event) => void choose(event.target.value)}
        className={`${INPUT_CLASS} w-full sm:w-auto`}
      >
        <option value={FROM_REGION}>
          {t('household.units.fromRegion', {
            // The server's word while the region decides; once chosen, the browser's own reading of its region.
            system: t(
              `household.units.short.${household.units === null ? household.unitsInUse : unitSystemForLocales(navigator.languages)}`,
            ),
          })}
        </option>
        <option value="metric">{systemName('metric')}</option>
        <option value="us">{systemName('us')}</option>
      </select>
      <FormError id={`${selectId}-error`} message={error} />
    </div>
  );
}
