import { KeyRound, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { createdLine, lastUsedLine } from './app-password-texts';
import type { AppPassword } from './use-app-passwords';

/**
 * The account's app passwords, each with when it was made and last used, and Revoke. Its heading takes the focus
 * when a new password's box closes (`headingRef`).
 */
export function AppPasswordList({
  appPasswords,
  busy,
  onRevoke,
  headingRef,
}: {
  appPasswords: AppPassword[];
  busy: boolean;
  onRevoke: (appPassword: AppPassword) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation('profile');
  return (
    <>
      <h3 id="app-passwords-heading" ref={headingRef} tabIndex={-1} className="pt-2 font-semibold">
        {t('connectedApps.listHeading')}
      </h3>
      {appPasswords.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('connectedApps.empty')}</p>
      ) : (
        <ul
          aria-labelledby="app-passwords-heading"
          className="divide-y divide-slate-200 dark:divide-slate-700"
        >
          {appPasswords.map((appPassword) => (
            <li
              key={appPassword.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3"
            >
              <div className="flex min-w-0 flex-1 items-start gap-2">
                <KeyRound
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-500 dark:text-slate-400"
                />
                <div className="min-w-0">
                  <p className="font-semibold break-words">{appPassword.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <time dateTime={appPassword.createdAt}>
                      {createdLine(t, appPassword.createdAt, i18n.language)}
                    </time>
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {appPassword.lastUsedAt ? (
                      <time dateTime={appPassword.lastUsedAt}>
                        {lastUsedLine(t, appPassword.lastUsedAt, i18n.language)}
                      </time>
                    ) : (
                      lastUsedLine(t, null, i18n.language)
                    )}
                  </p>
                </div>
              </div>
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={busy}
                aria-label={t('connectedApps.revokeLabel', { name: appPassword.name })}
                onClick={() => onRevoke(appPassword)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('connectedApps.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
