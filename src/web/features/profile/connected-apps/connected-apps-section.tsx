import { Plug, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError, FormSuccess } from '@/components/form-message';
import { messageOf } from '@/lib/rpc-client';
import { ProfileCard } from '../profile-card';
import { AppPasswordForm } from './app-password-form';
import { AppPasswordList } from './app-password-list';
import { revokedMessage, revokeText } from './app-password-texts';
import { CaldavSettings } from './caldav-settings';
import { NewAppPassword } from './new-app-password';
import { type AppPassword, useAppPasswordActions, useAppPasswords } from './use-app-passwords';

/** A password just made: the only time the page holds it. */
interface Made {
  id: string;
  name: string;
  password: string;
}

/** A revoke waiting for the user's yes; kept while the dialog closes, so its words do not change. */
interface Asking {
  appPassword: AppPassword;
  open: boolean;
}

/**
 * Profile → Connected apps: app passwords for the programs that reach the lists over CalDAV or the API (never the
 * web sign-in or the account), the address such a program is given, and revoking one.
 */
export function ConnectedAppsSection({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const appPasswords = useAppPasswords();
  const actions = useAppPasswordActions();
  const [made, setMade] = useState<Made | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const create = async (name: string): Promise<string | null> => {
    setRevoked(null);
    try {
      const { id, password } = await actions.create.mutateAsync(name);
      setMade({ id, name, password });
      return null;
    } catch (failure) {
      return messageOf(failure);
    }
  };

  const revoke = async (appPassword: AppPassword) => {
    setRevokeError(null);
    setRevoked(null);
    try {
      await actions.revoke.mutateAsync(appPassword.id);
    } catch (failure) {
      setRevokeError(messageOf(failure));
      return;
    }
    // A password revoked while still on screen is nothing to copy any more.
    setMade((shown) => (shown?.id === appPassword.id ? null : shown));
    setRevoked(revokedMessage(t, appPassword.name));
  };

  // The box goes for good; the focus moves to the list, where the new password now is.
  const done = () => {
    setMade(null);
    listHeading.current?.focus();
  };

  const close = () => setAsking((shown) => shown && { ...shown, open: false });
  const question = asking ? revokeText(t, asking.appPassword.name) : null;

  return (
    <ProfileCard
      id="connected-apps"
      title={t('connectedApps.title')}
      icon={Plug}
      iconColor="text-violet-700 dark:text-violet-400"
    >
      <p className="text-slate-700 dark:text-slate-300">{t('connectedApps.intro')}</p>
      <CaldavSettings email={email} />
      <AppPasswordForm creating={actions.create.isPending} create={create} />
      {made ? <NewAppPassword key={made.id} name={made.name} password={made.password} onDone={done} /> : null}
      {appPasswords.data ? (
        <AppPasswordList
          appPasswords={appPasswords.data}
          busy={actions.revoke.isPending}
          headingRef={listHeading}
          onRevoke={(appPassword) => setAsking({ appPassword, open: true })}
        />
      ) : appPasswords.isError ? (
        <div className="space-y-3">
          <FormError message={messageOf(appPasswords.error)} />
          <button type="button" className={BUTTON.secondary} onClick={() => void appPasswords.refetch()}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t('connectedApps.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('connectedApps.loading')}
        </p>
      )}
      <FormError message={revokeError} />
      <FormSuccess message={revoked} />
      <ConfirmDialog
        open={asking?.open ?? false}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        onCancel={close}
        onConfirm={() => {
          close();
          if (asking) {
            void revoke(asking.appPassword);
          }
        }}
      />
    </ProfileCard>
  );
}
