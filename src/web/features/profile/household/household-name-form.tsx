import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/lib/rpc-client';
import { NameForm } from '../name-form';
import { useRenameHousehold } from './use-household';

/** Renames the household; what was typed stays in the field when the rename is refused. */
export function HouseholdNameForm({ name }: { name: string }) {
  const { t } = useTranslation('profile');
  const rename = useRenameHousehold();
  const save = async (typed: string) => {
    try {
      return (await rename(typed)).name;
    } catch (failure) {
      throw new Error(messageOf(failure));
    }
  };
  return (
    <NameForm
      label={t('household.name.label')}
      autoComplete="off"
      initial={name}
      maxLength={LIMITS.maxHouseholdName}
      requiredMessage={MESSAGES.householdNameRequired}
      savedMessage={t('household.name.saved')}
      buttonLabel={t('household.name.save')}
      buttonStyle="secondary"
      save={save}
    />
  );
}
