import { createBrowserRouter } from 'react-router';
import { GuestHomePage } from '../features/guest-list/guest-home-page';
import { lazyRoute } from '../lib/lazy-route';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** The app's routes: real URLs so back, refresh and shared links work. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <GuestHomePage /> },
          {
            path: 'about',
            lazy: lazyRoute(
              () => import('../features/static-pages/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'privacy',
            lazy: lazyRoute(
              () => import('../features/static-pages/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: 'blog',
            lazy: lazyRoute(
              () => import('../features/static-pages/blog-page'),
              (m) => m.BlogPage,
            ),
          },
          {
            path: 'blog/:id',
            lazy: lazyRoute(
              () => import('../features/static-pages/blog-article-page'),
              (m) => m.BlogArticlePage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
