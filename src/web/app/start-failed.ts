import { MESSAGES } from '@shared/messages';
import { BUTTON } from '@/components/button-styles';
import { PAGE_WIDTH } from '@/components/page-widths';

/**
 * The app's code did not arrive (the connection dropped mid-load, the server went away): the shell's page says so,
 * as the error box does, with a way to try again, instead of staying empty.
 */
export function showStartFailed(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className =
    'mx-auto my-8 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950';
  const title = document.createElement('h2');
  title.className = 'text-xl font-bold text-red-800 dark:text-red-200';
  title.textContent = 'Oops!';
  const message = document.createElement('p');
  message.className = 'mt-2 text-red-800 dark:text-red-200';
  message.textContent = MESSAGES.chunkTimeout;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = `${BUTTON.secondary} mt-4`;
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, message, retry);
  // In the page's reading column, as the app would place it.
  const column = document.createElement('div');
  column.className = PAGE_WIDTH.reading;
  column.append(box);
  (root.querySelector('main') ?? root).replaceChildren(column);
}
