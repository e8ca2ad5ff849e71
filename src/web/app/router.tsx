import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { lazyRoute } from '@/lib/lazy-route';
import { HomePage } from './home-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { GuestOnly, RequireUser } from './route-guards';

// One small module for every Pro path, so the start-up route table stays as small as it was.
const proPage = lazyRoute(
  () => import('./pro-pages'),
  (m) => m.ProPage,
);

/**
 * The app's routes: real URLs so back, refresh and shared links work. Made when the app starts (start-app.tsx), not
 * as this module loads: making it begins loading the page opened, and that belongs in a task of its own.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          // Opened directly at a lazily loaded page: the header shows at once, with a spinner until it loads.
          hydrateFallbackElement: <PageSpinner />,
          children: [
            { index: true, element: <HomePage /> },
            {
              element: <GuestOnly />,
              children: [
                {
                  path: 'login',
                  lazy: lazyRoute(
                    () => import('@/features/auth/login-page'),
                    (m) => m.LoginPage,
                    ['auth'],
                  ),
                },
              ],
            },
            {
              path: 'reset-password',
              lazy: lazyRoute(
                () => import('@/features/auth/reset-password-page'),
                (m) => m.ResetPasswordPage,
                ['auth'],
              ),
            },
            // Invitations open signed out too: they say what awaits, with Create account and Sign in coming back.
            {
              path: 'invite/:id',
              lazy: lazyRoute(
                () => import('@/features/lists/invite/invite-page'),
                (m) => m.InvitePage,
                ['lists', 'auth'],
              ),
            },
            {
              path: 'household/join/:inviteId',
              lazy: lazyRoute(
                () => import('@/features/profile/household/join-household-page'),
                (m) => m.JoinHouseholdPage,
                ['profile', 'auth'],
              ),
            },
            {
              element: <RequireUser />,
              children: [
                {
                  path: 'profile',
                  lazy: lazyRoute(
                    () => import('@/features/profile/profile-page'),
                    (m) => m.ProfilePage,
                    ['profile'],
                  ),
                },
                {
                  path: 'stores',
                  lazy: lazyRoute(
                    () => import('@/features/stores/stores-page'),
                    (m) => m.StoresPage,
                    ['stores'],
                  ),
                },
                {
                  path: 'lists/:id',
                  // A list uses a wide screen: its aisles side by side.
                  handle: { wide: true },
                  lazy: lazyRoute(
                    () => import('./list-detail-route'),
                    (m) => m.ListDetailRoute,
                    ['lists', 'meals', 'stores'],
                  ),
                },
                {
                  path: 'success',
                  lazy: lazyRoute(
                    () => import('@/features/pro/success-page'),
                    (m) => m.SuccessPage,
                    ['pro'],
                  ),
                },
                // The test-mode stand-ins for the payment provider's pages (the server answers 404 with Stripe on).
                {
                  path: 'test-checkout/:id',
                  lazy: lazyRoute(
                    () => import('@/features/pro/test-checkout-page'),
                    (m) => m.TestCheckoutPage,
                    ['pro'],
                  ),
                },
                {
                  path: 'test-portal',
                  lazy: lazyRoute(
                    () => import('@/features/pro/test-portal-page'),
                    (m) => m.TestPortalPage,
                    ['pro'],
                  ),
                },
              ],
            },
            // Pro pages: without Pro they show the upgrade page; their own code loads only for Pro users.
            { path: 'meals', lazy: proPage },
            // The web app manifest's share_target: a recipe shared from another app, on to My Meals' import.
            { path: 'meals/import', lazy: proPage },
            // The week's grid lines up with the header, as wide as it.
            { path: 'meal-plan', lazy: proPage, handle: { wide: true } },
            {
              path: 'go-pro',
              lazy: lazyRoute(
                () => import('@/features/pro/go-pro-page'),
                (m) => m.GoProPage,
                ['pro'],
              ),
            },
            {
              path: 'about',
              lazy: lazyRoute(
                () => import('@/features/static-pages/about-page'),
                (m) => m.AboutPage,
                ['pages'],
              ),
            },
            {
              path: 'privacy',
              lazy: lazyRoute(
                () => import('@/features/static-pages/privacy-page'),
                (m) => m.PrivacyPage,
                ['pages'],
              ),
            },
            {
              path: 'blog',
              lazy: lazyRoute(
                () => import('@/features/static-pages/blog-page'),
                (m) => m.BlogPage,
                ['pages'],
              ),
            },
            {
              path: 'blog/:id',
              lazy: lazyRoute(
                () => import('@/features/static-pages/blog-article-page'),
                (m) => m.BlogArticlePage,
                ['pages'],
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
