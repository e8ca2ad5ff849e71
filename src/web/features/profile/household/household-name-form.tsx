import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { messageOf } from '@/lib/rpc-client';
import { NameForm } from '../name-form';
import { useRenameHousehold } from './use-household';

/** Renames the household; what was typed stays in the field when the rename is refused. */
export function HouseholdNameForm({ name }: { name: string }) {
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
      label="Household name"
      autoComplete="off"
      initial={name}
      maxLength={LIMITS.maxHouseholdName}
      requiredMessage={MESSAGES.householdNameRequired}
      savedMessage="Household renamed."
      buttonLabel="Rename Household"
      buttonStyle="secondary"
      save={save}
    />
  );
}
