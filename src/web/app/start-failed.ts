import { isLanguage, type Language } from '@shared/languages';
import { MESSAGES } from '@shared/messages';
import { ERROR_BOX } from '@/components/error-box-styles';
import { PAGE_WIDTH } from '@/components/page-widths';

/**
 * The box's title and button in each language (the catalogue is not there when the app could not start): the
 * page's `<html lang>`, set as the page's first script starts, picks one; English when it names none of these.
 */
const TEXTS: Readonly<Record<Language, readonly [title: string, retry: string]>> = {
  en: ['Oops!', 'Try again'],
  de: ['Hoppla!', 'Erneut versuchen'],
  fr: ['Oups !', 'Réessayer'],
  es: ['¡Vaya!', 'Reintentar'],
  it: ['Ops!', 'Riprova'],
  nl: ['Oeps!', 'Opnieuw proberen'],
};

/**
 * The app's code did not arrive (the connection dropped mid-load, the server went away): the shell's page says so,
 * as the error box does, with a way to try again, instead of staying empty.
 */
export function showStartFailed(root: HTMLElement): void {
  const language = document.documentElement.lang;
  const [titleText, retryText] = TEXTS[isLanguage(language) ? language : 'en'];
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = ERROR_BOX.box;
  const title = document.createElement('h2');
  title.className = ERROR_BOX.title;
  title.textContent = titleText;
  const message = document.createElement('p');
  message.className = ERROR_BOX.message;
  message.textContent = MESSAGES.chunkTimeout;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = ERROR_BOX.retry;
  retry.textContent = retryText;
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, message, retry);
  // In the page's reading column, as the app would place it.
  const column = document.createElement('div');
  column.className = PAGE_WIDTH.reading;
  column.append(box);
  (root.querySelector('main') ?? root).replaceChildren(column);
}
