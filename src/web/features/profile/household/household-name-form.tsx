import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/rpc-client';
import { useTimedFlag } from '@/lib/use-timed-flag';
import { useRenameHousehold } from './use-household';

/** How long "Household renamed." stays, as "Profile saved!" does. */
const SAVED_MESSAGE_MS = 3000;
const ERROR_ID = 'household-name-error';

/** Renames the household; what was typed stays in the field when the rename is refused. */
export function HouseholdNameForm({ name: current }: { name: string }) {
  const rename = useRenameHousehold();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, showSaved] = useTimedFlag(SAVED_MESSAGE_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    if (name.trim() === '') {
      setError(MESSAGES.householdNameRequired);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const household = await rename(name);
      setName(household.name);
      showSaved();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Household name"
        required
        autoComplete="off"
        maxLength={LIMITS.maxHouseholdName}
        value={name}
        onValueChange={setName}
        invalid={error !== null}
        errorId={ERROR_ID}
      />
      <button type="submit" className={`${BUTTON.secondary} w-full sm:w-auto`} disabled={pending}>
        {pending ? (
          <Spinner label="Saving…" className="size-5" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        Rename Household
      </button>
      <FormError id={ERROR_ID} message={error} />
      <FormSuccess message={saved ? 'Household renamed.' : null} />
    </form>
  );
}
