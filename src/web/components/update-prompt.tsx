import { useRegisterSW } from 'virtual:pwa-register/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from './button-styles';

/** While the page is open, ask the server this often whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (so the app opens with no network) and, when a new deployment's worker is
 * waiting, offers to reload into it. Until then the open page keeps the version it started with.
 */
export function UpdatePrompt() {
  const [reloading, setReloading] = useState(false);
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) {
        setInterval(() => {
          if (document.visibilityState === 'visible' && navigator.onLine) {
            registration.update().catch(() => undefined);
          }
        }, UPDATE_CHECK_MS);
      }
    },
  });
  if (!needRefresh) {
    return null;
  }
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg sm:bottom-4 dark:bg-slate-100 dark:text-slate-900"
    >
      <p className="flex-1 text-sm font-medium">{t('update.available')}</p>
      <button
        type="button"
        className={`${BUTTON.primary} min-h-10 px-4 py-1.5`}
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          // The waiting worker takes over, then the page reloads into the new version. The plugin reloads
          // only pages that had a worker when they opened; a first visit that stayed open needs this too.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          updateServiceWorker(true).catch(() => setReloading(false));
        }}
      >
        {t('update.reload')}
      </button>
      <button
        type="button"
        onClick={() => setNeedRefresh(false)}
        className="-m-1 rounded-md p-1 hover:bg-white/10 dark:hover:bg-slate-900/10"
        aria-label={t('update.notNow')}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
