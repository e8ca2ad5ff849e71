import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/languages';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-message';
import { INPUT_CLASS } from '@/components/text-field';
import { browserLanguage, keepDeviceLanguage } from '@/i18n/device-language';
import { switchLanguage } from '@/i18n/switch-language';
import { call, messageOf } from '@/lib/rpc-client';
import { useSession } from '@/providers/session';
import { ProfileCard } from './profile-card';

const FOLLOW_BROWSER = 'browser';

/**
 * The language Aislewise speaks to the member: kept with the account, so every device they sign in on follows it, and
 * on this device, so it starts in it offline. The page switches at once; the account follows when the server answers.
 */
export function LanguageSection({ chosen }: { chosen: Language | null }) {
  const { t } = useTranslation('profile');
  const { refresh } = useSession();
  const selectId = useId();
  const [value, setValue] = useState<string>(chosen ?? FOLLOW_BROWSER);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (next: string) => {
    const language = isLanguage(next) ? next : null;
    setValue(next);
    setError(null);
    setBusy(true);
    try {
      keepDeviceLanguage(language);
      await switchLanguage(language ?? browserLanguage());
      await call('setLanguage', { language });
      await refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileCard
      id="language"
      title={t('language.title')}
      icon={Languages}
      iconColor="text-sky-700 dark:text-sky-400"
    >
      <p className="text-slate-700 dark:text-slate-300">{t('language.intro')}</p>
      <label htmlFor={selectId} className="block font-semibold">
        {t('language.label')}
      </label>
      <select
        id={selectId}
        value={value}
        disabled={busy}
        aria-describedby={error ? `${selectId}-error` : undefined}
        onChange={(event) => {
          void choose(event.target.value);
        }}
        className={`${INPUT_CLASS} w-full sm:w-auto`}
      >
        <option value={FOLLOW_BROWSER}>
          {t('language.followBrowser', { language: LANGUAGE_NAMES[browserLanguage()] })}
        </option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <FormError id={`${selectId}-error`} message={error} />
    </ProfileCard>
  );
}
