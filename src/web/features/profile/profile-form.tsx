import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { call, RpcError } from '@/lib/rpc-client';
import { useTimedFlag } from '@/lib/use-timed-flag';
import { useSession } from '@/providers/session';

/** How long "Profile saved!" stays (SPEC §9). */
const SAVED_MESSAGE_MS = 3000;
const ERROR_ID = 'profile-error';

/** Edits the display name; the header and everything else see the new name once it is saved. */
export function ProfileForm({ displayName }: { displayName: string }) {
  const { refresh } = useSession();
  const [name, setName] = useState(displayName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, showSaved] = useTimedFlag(SAVED_MESSAGE_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    if (name.trim() === '') {
      setError(MESSAGES.displayNameRequired);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const me = await call('updateProfile', { displayName: name });
      setName(me.displayName);
      showSaved();
      await refresh();
    } catch (failure) {
      if (failure instanceof RpcError && failure.status === 'UNAUTHENTICATED') {
        // The session ended elsewhere: the route sends the user to sign in again.
        await refresh();
      }
      // A validation answer explains itself; anything else gets the SPEC's sentence.
      setError(
        failure instanceof RpcError && failure.status === 'INVALID_ARGUMENT'
          ? failure.message
          : MESSAGES.profileSaveFailed,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Display name"
        required
        autoComplete="nickname"
        maxLength={LIMITS.maxDisplayName}
        value={name}
        onValueChange={setName}
        invalid={error !== null}
        errorId={ERROR_ID}
      />
      <button type="submit" className={`${BUTTON.primary} w-full sm:w-auto`} disabled={pending}>
        {pending ? (
          <Spinner label="Saving…" className="size-5" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        Save Profile
      </button>
      <FormError id={ERROR_ID} message={error} />
      <FormSuccess message={saved ? MESSAGES.profileSaved : null} />
    </form>
  );
}
