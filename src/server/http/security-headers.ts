import { secureHeaders } from 'hono/secure-headers';

/** Strict headers for every answer: only our own scripts and styles, no framing, no sniffing. */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // The app loads nothing cross-origin; COEP would only break future payment redirects.
    crossOriginEmbedderPolicy: false,
  });
}
