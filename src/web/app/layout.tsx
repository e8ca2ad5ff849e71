import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { PAGE_WIDTH, wantsWidePage } from '@/components/page-widths';
import { PageSpinner } from '@/components/spinner';
import { UpdatePrompt } from '@/components/update-prompt';
import { lazyComponent } from '@/lib/lazy-route';
import { useSettled } from '@/lib/use-settled';
import { ErrorBanner } from '@/providers/error-banner';
import { useSession } from '@/providers/session';
import { Footer } from './footer';
import { Header } from './header';
import { TabBar } from './tab-bar';

// Signed-in pages share a query cache and the live connection; guests never load them.
const SignedInProviders = lazyComponent(
  () => import('./signed-in-providers'),
  (m) => m.SignedInProviders,
);

/** The chrome around every page: header, tab bar (signed in), error banner, the page, footer. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const settled = useSettled();
  const { user } = useSession();
  const wide = wantsWidePage(useMatches().map((match) => match.handle));
  // On phones the tab bar is fixed to the bottom: keep the footer clear of it.
  const tabBarSpace = user ? 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] sm:pb-0' : '';
  const page =
    navigation.state === 'loading' ? (
      <PageSpinner />
    ) : (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    );
  return (
    <div className={`flex min-h-dvh flex-col ${tabBarSpace}`}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <TabBar />
      <div className="px-4">
        <ErrorBanner />
      </div>
      {/* At least a screen high: the footer starts below the fold, so a page that loads never pushes it down. */}
      <main id="main" className="min-h-dvh w-full flex-1 py-6 sm:py-10">
        <div className={wide ? PAGE_WIDTH.wide : PAGE_WIDTH.reading}>
          {user ? (
            // Around the page spinner too, so moving between pages keeps the cache and the connection.
            <Suspense fallback={<PageSpinner />}>
              <SignedInProviders key={user.uid}>{page}</SignedInProviders>
            </Suspense>
          ) : (
            page
          )}
        </div>
      </main>
      <Footer />
      {/* The service worker downloads the whole app for offline use: only once the page has settled. */}
      {settled ? <UpdatePrompt /> : null}
      <ScrollRestoration />
    </div>
  );
}
