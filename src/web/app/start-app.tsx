import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { watchNavigationForDialogs } from '@/components/dialog-history';
import { nextTask } from '@/lib/next-task';
import { ErrorBannerProvider } from '@/providers/error-banner';
import { SessionProvider } from '@/providers/session';
import { createAppRouter } from './router';

/**
 * Starts the app in `rootElement`, in steps that are each a task of their own: the router (which starts loading the
 * page opened), then the first render, as a transition that yields to the browser every few milliseconds.
 */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  const router = createAppRouter();
  // A dialog closed by an action that navigates leaves its history entry rather than going back over the move.
  watchNavigationForDialogs(() => router.state.navigation.state !== 'idle');
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
