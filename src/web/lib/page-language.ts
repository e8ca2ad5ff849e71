/**
 * The language the page speaks (its `<html lang>`, set before the app's first render), for the server to answer
 * in: read from the page rather than the catalogue, so the first requests, sent before the catalogue loads, carry it.
 */
export function pageLanguage(): string {
  return globalThis.document?.documentElement.lang || 'en';
}

/** How many of the browser's own languages the header carries: enough to find a region, not a fingerprint. */
const BROWSER_TAGS = 3;

/**
 * The Accept-Language of the app's requests: the page's language first, which the server answers in, then the
 * browser's own ("de, en-GB;q=0.9"), whose region decides the units of a household that has not chosen them.
 */
export function acceptLanguage(): string {
  const browser = globalThis.navigator?.languages ?? [];
  const others = browser
    .slice(0, BROWSER_TAGS)
    .map((tag, index) => `${tag};q=${(0.9 - index * 0.1).toFixed(1)}`);
  return [pageLanguage(), ...others].join(', ');
}
