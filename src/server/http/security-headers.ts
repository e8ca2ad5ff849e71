import type { ServerResponse } from 'node:http';

type Directives = Record<string, string[]>;

/** Only our own scripts and styles; nothing may frame us. */
const STRICT: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The hosts Google's ad tag loads from, frames and reports to. */
const AD_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
];

/**
 * The guest page's policy when an ad network is configured: the ad tag's hosts are allowed, and still no
 * inline script. Ads style themselves inline, so only for this page inline styles are allowed too.
 */
const WITH_ADS: Directives = {
  ...STRICT,
  'script-src': ["'self'", ...AD_HOSTS],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': ["'self'", ...AD_HOSTS],
  'frame-src': AD_HOSTS,
};

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The Content-Security-Policy of every answer. */
export const STRICT_CSP = serialize(STRICT);
/** The policy of the page served to a guest while an ad network is configured. */
export const ADS_CSP = serialize(WITH_ADS);

/**
 * The headers every answer carries: hono's secure-headers defaults (no COEP: the app loads nothing
 * cross-origin, and it would only break payment redirects and ads), a strict referrer policy, no framing,
 * and the strict CSP.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', STRICT_CSP],
];

/**
 * Puts the strict headers on Node's own response before the answer is made, so the answer's own headers win
 * where both name one (the guest page with ads sets its own CSP); setting a dozen headers on a web Headers
 * object cost more.
 */
export function setSecurityHeaders(outgoing: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) {
    outgoing.setHeader(name, value);
  }
}

/** Adds the strict headers an answer does not carry yet (its own CSP is kept). */
export function fillSecurityHeaders(headers: Headers): void {
  for (const [name, value] of SECURITY_HEADERS) {
    if (!headers.has(name)) {
      headers.set(name, value);
    }
  }
}
