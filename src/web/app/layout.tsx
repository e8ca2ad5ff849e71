import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '../components/spinner';
import { ErrorBanner } from './error-banner';
import { Footer } from './footer';
import { Header } from './header';
import { useSession } from './session';
import { TabBar } from './tab-bar';

/** The chrome around every page: header, tab bar (signed in), error banner, the page, footer. */
export function Layout() {
  const navigation = useNavigation();
  const { user } = useSession();
  // On phones the tab bar is fixed to the bottom: keep the footer clear of it.
  const tabBarSpace = user ? 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] sm:pb-0' : '';
  return (
    <div className={`flex min-h-dvh flex-col ${tabBarSpace}`}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <Header />
      <TabBar />
      <div className="px-4">
        <ErrorBanner />
      </div>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
        {navigation.state === 'loading' ? (
          <div className="flex justify-center py-16 text-emerald-700 dark:text-emerald-400">
            <Spinner className="size-8" />
          </div>
        ) : (
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner className="size-8" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
