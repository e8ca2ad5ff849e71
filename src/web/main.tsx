import './styles.css';
import { startEarly } from '@/app/start-early';
import { showStartFailed } from '@/app/start-failed';
import { deviceLanguage } from '@/i18n/device-language';
import { markPageLanguage } from '@/i18n/page-language';
import { nextTask } from '@/lib/next-task';

// The page speaks the device's language from the start: its first requests ask the server for it too.
markPageLanguage(deviceLanguage());
// The page's first requests go out before any of the app's code runs.
startEarly(window.location.pathname);

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The page has no #root element.');
}

/**
 * The app's code comes in two steps, each evaluated in a task of its own after this small entry: React DOM, then the
 * app with its router. On a slow phone no single task then holds the main thread for the whole of it (the server
 * preloads both, so the split costs no round trip).
 */
async function start(root: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('@/app/start-app');
  await nextTask();
  await startApp(root);
}

start(rootElement).catch(() => showStartFailed(rootElement));
