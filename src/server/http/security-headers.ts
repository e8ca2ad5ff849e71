import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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

/** Strict headers for every answer; a handler that sets its own CSP (the guest page with ads) keeps it. */
export function securityHeaders(): MiddlewareHandler {
  const others = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // The app loads nothing cross-origin; COEP would only break payment redirects and ads.
    crossOriginEmbedderPolicy: false,
  });
  return (c, next) =>
    others(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) {
        c.header('Content-Security-Policy', STRICT_CSP);
      }
    });
}
