import { MESSAGES } from '@shared/messages';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { forgetUser } from '@/lib/device-store';
import { messageFor } from '@/lib/error-message';
import { call, RpcError } from '@/lib/rpc-client';
import { rememberSignedIn } from '@/lib/session-hint';
import { useSession } from '@/providers/session';
import { announceAccountDeleted } from './account-deleted-notice';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileCard } from './profile-card';

/** Profile → Delete account: a danger button and the dialog that confirms it by the typed e-mail. */
export function DeleteAccountSection({ email, paysForPro }: { email: string; paysForPro: boolean }) {
  const { t } = useTranslation('profile');
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const deleteAccount = async (typed: string) => {
    setError(null);
    setDeleting(true);
    try {
      await call('deleteAccount', { email: typed });
    } catch (failure) {
      setDeleting(false);
      // These are written for the user too: the billing refusal says the account is still there, and a session
      // that ended elsewhere asks them to sign in.
      setError(
        failure instanceof RpcError &&
          (failure.status === 'UNAVAILABLE' || failure.status === 'UNAUTHENTICATED')
          ? failure.message
          : messageFor(failure, MESSAGES.deleteAccountFailed),
      );
      return;
    }
    announceAccountDeleted();
    try {
      await signOut();
    } catch {
      // The account and its sessions are gone already; the cookie left behind names nobody. Start afresh.
      if (user) {
        await forgetUser(user.uid);
      }
      rememberSignedIn(null);
      window.location.assign('/');
    }
  };

  return (
    <ProfileCard
      id="delete-account"
      title={t('deleteAccount.title')}
      icon={TriangleAlert}
      iconColor="text-red-700 dark:text-red-400"
    >
      <p className="text-slate-700 dark:text-slate-300">{t('deleteAccount.intro')}</p>
      <button type="button" className={`${BUTTON.danger} w-full sm:w-auto`} onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </button>
      <DeleteAccountDialog
        open={open}
        email={email}
        paysForPro={paysForPro}
        deleting={deleting}
        error={error}
        onDelete={(typed) => void deleteAccount(typed)}
        onCancel={close}
      />
    </ProfileCard>
  );
}
