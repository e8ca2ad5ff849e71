import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { useTranslation } from 'react-i18next';
import { call, RpcError } from '@/lib/rpc-client';
import { useSession } from '@/providers/session';
import { NameForm } from './name-form';

/** Edits the display name; the header and everything else see the new name once it is saved. */
export function ProfileForm({ displayName }: { displayName: string }) {
  const { t } = useTranslation('profile');
  const { refresh } = useSession();

  const save = async (name: string) => {
    try {
      const me = await call('updateProfile', { displayName: name });
      await refresh();
      return me.displayName;
    } catch (failure) {
      if (failure instanceof RpcError && failure.status === 'UNAUTHENTICATED') {
        // The session ended elsewhere: the route sends the user to sign in again.
        await refresh();
      }
      // A validation answer explains itself; anything else gets the SPEC's sentence.
      throw new Error(
        failure instanceof RpcError && failure.status === 'INVALID_ARGUMENT'
          ? failure.message
          : MESSAGES.profileSaveFailed,
      );
    }
  };

  return (
    <NameForm
      label={t('profileForm.label')}
      autoComplete="nickname"
      initial={displayName}
      maxLength={LIMITS.maxDisplayName}
      requiredMessage={MESSAGES.displayNameRequired}
      savedMessage={MESSAGES.profileSaved}
      buttonLabel={t('profileForm.save')}
      buttonStyle="primary"
      save={save}
    />
  );
}
