/** What decides the address the app is reached at. */
export interface OriginSettings {
  /** PUBLIC_URL without its trailing slash, or undefined when unset. */
  publicUrl: string | undefined;
  /** Whether X-Forwarded-Host and -Proto come from our own proxy and may be believed. */
  trustProxy: boolean;
  port: number;
}

/** Reads one request header by its lower-case name. */
export type HeaderReader = (name: string) => string | null | undefined;

/**
 * A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port, as a regular expression's
 * source: anything else (paths, user info, spaces, quotes) is not a host a link may be built on.
 */
export const HOST_SOURCE = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?`;
const HOST = new RegExp(`^${HOST_SOURCE}$`, 'i');

function firstValue(header: string | null | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** Whether the request came in over https, which only our own proxy can tell (X-Forwarded-Proto under TRUST_PROXY). */
export function cameOverHttps(header: HeaderReader, settings: OriginSettings): boolean {
  return settings.trustProxy && firstValue(header('x-forwarded-proto'))?.toLowerCase() === 'https';
}

/**
 * The origin a request came in on: its Host header, or the proxy's X-Forwarded-Host and -Proto under
 * TRUST_PROXY; null when there is none a link could use.
 */
export function requestOrigin(header: HeaderReader, settings: OriginSettings): string | null {
  const forwardedHost = settings.trustProxy ? firstValue(header('x-forwarded-host')) : undefined;
  const host = (forwardedHost ?? firstValue(header('host')))?.toLowerCase();
  if (!host || !HOST.test(host)) {
    return null;
  }
  return `${cameOverHttps(header, settings) ? 'https' : 'http'}://${host}`;
}

/** The address the server knows itself by when a request tells it nothing. */
export function fallbackOrigin(settings: OriginSettings): string {
  return settings.publicUrl ?? `http://localhost:${settings.port}`;
}

/**
 * Where links in the answer to a request point: PUBLIC_URL when set (it always wins); else the origin the request
 * came in on, so a household reaching the box at http://192.168.1.20:3000 gets links to that address.
 */
export function linkOrigin(header: HeaderReader, settings: OriginSettings): string {
  return settings.publicUrl ?? requestOrigin(header, settings) ?? fallbackOrigin(settings);
}

/** The origins a browser page of the app may call from whatever the request: PUBLIC_URL and loopback. */
export function configuredOrigins(settings: OriginSettings): string[] {
  return [
    ...new Set([
      fallbackOrigin(settings),
      `http://localhost:${settings.port}`,
      `http://127.0.0.1:${settings.port}`,
    ]),
  ];
}

/**
 * The origins a browser page of the app may be on for this request: the configured ones, and, with PUBLIC_URL
 * unset, the very origin the request was sent to (a same-origin call at a LAN address). A page on another site
 * always names its own origin, which is none of these.
 */
export function trustedOrigins(header: HeaderReader, settings: OriginSettings): string[] {
  const configured = configuredOrigins(settings);
  const own = settings.publicUrl === undefined ? requestOrigin(header, settings) : null;
  return own && !configured.includes(own) ? [...configured, own] : configured;
}

/** Whether a browser page at `origin` may make this state-changing request (one of trustedOrigins). */
export function isTrustedOrigin(origin: string, header: HeaderReader, settings: OriginSettings): boolean {
  // The request's own origin is read only when needed: this runs on every call a page makes.
  return (
    configuredOrigins(settings).includes(origin) ||
    (settings.publicUrl === undefined && requestOrigin(header, settings) === origin)
  );
}
