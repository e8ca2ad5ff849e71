import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A message and the page it belongs to. */
interface ShownError {
  readonly message: string;
  readonly path: string;
}

interface ErrorBannerState {
  error: ShownError | null;
  showError: (message: string) => void;
  /** Clears the banner; with a message, only while it shows that one (its condition was fixed). */
  clearError: (message?: string) => void;
}

const ErrorBannerContext = createContext<ErrorBannerState | null>(null);

/**
 * Holds the app's one global error message, set from anywhere and shown under the header on the page it was
 * raised on: leaving that page clears it, so it never follows the user to a page it says nothing about.
 */
export function ErrorBannerProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<ShownError | null>(null);
  const showError = useCallback(
    (message: string) => setError({ message, path: window.location.pathname }),
    [],
  );
  const clearError = useCallback(
    (message?: string) =>
      setError((shown) => (message === undefined || shown?.message === message ? null : shown)),
    [],
  );
  const value = useMemo(() => ({ error, showError, clearError }), [error, showError, clearError]);
  return <ErrorBannerContext.Provider value={value}>{children}</ErrorBannerContext.Provider>;
}

/** Sets or clears the global error banner. */
export function useErrorBanner(): ErrorBannerState {
  const state = useContext(ErrorBannerContext);
  if (!state) {
    throw new Error('useErrorBanner must be used inside ErrorBannerProvider');
  }
  return state;
}

/** The banner itself: shown while an error is set for this page, dismissible. */
export function ErrorBanner() {
  const { error, clearError } = useErrorBanner();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const elsewhere = error !== null && error.path !== pathname;
  useEffect(() => {
    if (elsewhere) {
      clearError();
    }
  }, [elsewhere, clearError]);
  if (!error || elsewhere) {
    return null;
  }
  return (
    <div
      role="alert"
      className="mx-auto mt-4 flex max-w-3xl items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex-1 pt-0.5">{error.message}</p>
      <button
        type="button"
        onClick={() => clearError()}
        className="-m-1 rounded-md p-1 hover:bg-red-100 dark:hover:bg-red-900"
        aria-label={t('errors.dismiss')}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
