import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBannerProvider } from './app/error-banner';
import { router } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The page has no #root element.');
}

createRoot(rootElement).render(
  <StrictMode>
    <ErrorBannerProvider>
      <RouterProvider router={router} />
    </ErrorBannerProvider>
  </StrictMode>,
);
