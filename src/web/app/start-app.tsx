import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { watchNavigationForDialogs } from '@/components/dialog-history';
import { startCatalogue } from '@/i18n/catalogue';
import { deviceLanguage } from '@/i18n/device-language';
import { keepLanguageForOffline } from '@/i18n/offline-language';
import { markPageLanguage } from '@/i18n/page-language';
import { loadMessages } from '@/i18n/web-messages';
import { nextTask } from '@/lib/next-task';
import { ErrorBannerProvider } from '@/providers/error-banner';
import { SessionProvider } from '@/providers/session';
import { createAppRouter } from './router';

/**
 * Starts the app in `rootElement`, in steps that are each a task of their own: the router (which starts loading the
 * page opened), then the first render, as a transition that yields to the browser every few milliseconds.
 */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  const language = deviceLanguage();
  markPageLanguage(language);
  // The app's frame and the home page (the guest list) speak from the first render; other pages load their own.
  const catalogueReady = Promise.all([startCatalogue(language, ['common', 'lists']), loadMessages(language)]);
  const router = createAppRouter();
  // A dialog closed by an action that navigates leaves its history entry rather than going back over the move.
  watchNavigationForDialogs(() => router.state.navigation.state !== 'idle');
  await catalogueReady.catch(() => undefined);
  keepLanguageForOffline(language);
  await nextTask();
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ErrorBannerProvider>
          <SessionProvider goHome={() => router.navigate('/', { flushSync: true })}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ErrorBannerProvider>
      </StrictMode>,
    );
  });
}
