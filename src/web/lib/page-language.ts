/**
 * The language the page speaks (its `<html lang>`, set before the app's first render), for the server to answer
 * in: read from the page rather than the catalogue, so the first requests, sent before the catalogue loads, carry it.
 */
export function pageLanguage(): string {
  return globalThis.document?.documentElement.lang || 'en';
}
