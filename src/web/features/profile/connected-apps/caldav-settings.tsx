import { useTranslation } from 'react-i18next';
import { caldavAddress } from './app-password-texts';
import { CopyButton } from './copy-button';

const TERM = 'text-sm font-semibold text-slate-600 dark:text-slate-300';
const VALUE = 'mt-0.5 break-all font-mono text-slate-900 select-all dark:text-slate-100';

/** What a CalDAV client asks for: this server's /dav/ address, the account's e-mail and an app password. */
export function CaldavSettings({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const address = caldavAddress(window.location.origin);
  return (
    <dl className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
      <div>
        <dt className={TERM}>{t('connectedApps.caldav.address')}</dt>
        <dd className="flex flex-wrap items-center justify-between gap-2">
          <span className={VALUE}>{address}</span>
          <CopyButton text={address} label={t('connectedApps.caldav.copyAddress')} />
        </dd>
      </div>
      <div>
        <dt className={TERM}>{t('connectedApps.caldav.userName')}</dt>
        <dd className={VALUE}>{email}</dd>
      </div>
      <div>
        <dt className={TERM}>{t('connectedApps.caldav.password')}</dt>
        <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
          {t('connectedApps.caldav.passwordValue')}
        </dd>
      </div>
    </dl>
  );
}
