import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from '@/app/router';
import { startEarly } from '@/app/start-early';
import { watchNavigationForDialogs } from '@/components/dialog-history';
import { ErrorBannerProvider } from '@/providers/error-banner';
import { SessionProvider } from '@/providers/session';

startEarly(window.location.pathname);

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The page has no #root element.');
}

// A dialog closed by an action that navigates leaves its history entry rather than going back over the move.
watchNavigationForDialogs(() => router.state.navigation.state !== 'idle');

const root = createRoot(rootElement);
// As a transition, the first render yields to the browser every few milliseconds instead of holding a slow phone's
// main thread for the whole page at once.
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
