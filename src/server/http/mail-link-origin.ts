import ipaddr from 'ipaddr.js';
import { fallbackOrigin, type HeaderReader, type OriginSettings, requestOrigin } from './link-origin';

/** What decides where links in mails may point. */
export interface MailLinkSettings extends OriginSettings {
  /** ALLOWED_HOSTS: `host` (any port) or `host:port`, in lower case. */
  allowedHosts: string[];
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
// RFC 1918, IPv6 unique-local (fc00::/7), link-local of both, and loopback: only reachable inside the network.
const PRIVATE_RANGES = new Set(['private', 'uniqueLocal', 'linkLocal', 'loopback']);

/**
 * The origin links in a mail may point at: PUBLIC_URL when set; else the origin the request came in on, only
 * when its host is in ALLOWED_HOSTS, a loopback name or a literal private-network address; null for any other
 * (mail nothing). A mail reaches someone other than the requester, so its link must never follow a Host
 * header the requester chose: `Host: evil.example` would hand the victim's reset token to evil.example. A
 * request that names no host at all (HTTP/1.0, in-process) gets the server's own localhost address.
 */
export function mailLinkOrigin(header: HeaderReader, settings: MailLinkSettings): string | null {
  if (settings.publicUrl) {
    return settings.publicUrl;
  }
  if (!header('host') && !(settings.trustProxy && header('x-forwarded-host'))) {
    return fallbackOrigin(settings);
  }
  const origin = requestOrigin(header, settings);
  const url = origin ? URL.parse(origin) : null;
  return url && isTrustedMailHost(url, settings.allowedHosts) ? url.origin : null;
}

function isTrustedMailHost(url: URL, allowedHosts: string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (
    LOOPBACK_NAMES.has(url.hostname) ||
    allowedHosts.includes(url.hostname) ||
    allowedHosts.includes(`${url.hostname}:${port}`)
  ) {
    return true;
  }
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // Only an address written out: a name could resolve anywhere.
  return ipaddr.isValid(literal) && PRIVATE_RANGES.has(ipaddr.process(literal).range());
}
