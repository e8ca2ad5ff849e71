import { MESSAGES } from '@shared/messages';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { call } from '@/lib/rpc-client';
import { signInWithProvider } from './auth-api';
import { authErrorMessage } from './auth-errors';

type Provider = { id: 'google' | 'oidc'; name: string };

/** "Sign in with …" buttons for the identity providers the operator configured; nothing when there are none. */
export function ProviderButtons({ next }: { next: string }) {
  const { t } = useTranslation('auth');
  const [providers, setProviders] = useState<Provider[]>([]);
  const [pending, setPending] = useState<Provider['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    call('signInOptions', {})
      .then((options) => {
        if (live) {
          setProviders(options.providers);
        }
      })
      // Without the list the e-mail form still works: show no extra buttons.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) {
    return null;
  }

  const start = async (id: Provider['id']) => {
    setPending(id);
    setError(null);
    try {
      await signInWithProvider(id, next);
    } catch (failure) {
      setError(authErrorMessage(t, failure, MESSAGES.signInFailed));
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-300 dark:before:bg-slate-700 dark:after:bg-slate-700">
        {t('providers.or')}
      </p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`${BUTTON.secondary} w-full`}
          disabled={pending !== null}
          onClick={() => void start(provider.id)}
        >
          {pending === provider.id ? (
            <Spinner label={t('providers.opening')} className="size-5" />
          ) : provider.id === 'google' ? (
            <GoogleMark />
          ) : (
            <KeyRound aria-hidden="true" className="size-5" />
          )}
          {provider.id === 'google' ? t('providers.google') : t('providers.other', { name: provider.name })}
        </button>
      ))}
      <FormError message={error} />
    </div>
  );
}

/** Google's "G" in its four colours, drawn inline so no image is fetched from elsewhere. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
