import { MESSAGES } from '@shared/messages';
import { hasSeparatorTricks, sameSitePath } from '@shared/same-site-path';
import type { Context } from 'hono';
import { AppError } from '../rpc/app-error';
import { type OriginSettings, trustedOrigins } from './link-origin';
import { requestHeader } from './request-header';

// Every field better-auth redirects the browser to once a sign-in, sign-up, reset or verification is done.
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * Refuses an /api/auth call that asks to send the browser off the site afterwards. better-auth's own check takes
 * `/..//evil.example` for a path of the site, but it redirects there as `//evil.example`, another host.
 */
export async function refuseOffSiteRedirects(c: Context, settings: OriginSettings): Promise<void> {
  const targets = await redirectTargetsOf(c);
  if (targets.length === 0) {
    return;
  }
  const trusted = trustedOrigins((name) => requestHeader(c, name), settings);
  const offSite = targets.find(({ value }) => !isSiteTarget(value, trusted));
  if (offSite) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.offSiteRedirect(offSite.field));
  }
}

/** A path of the site, or an address on one of its trusted origins, either still on the site once normalised. */
function isSiteTarget(value: string, trusted: string[]): boolean {
  if (value.startsWith('/')) {
    return sameSitePath(value) !== null;
  }
  if (!/^https?:\/\//i.test(value) || hasSeparatorTricks(value)) {
    return false;
  }
  const url = URL.parse(value);
  return (
    url !== null && trusted.includes(url.origin) && sameSitePath(`${url.pathname}${url.search}`) !== null
  );
}

async function redirectTargetsOf(c: Context): Promise<{ field: string; value: string }[]> {
  const query = new URL(c.req.url).searchParams;
  const body = c.req.method === 'POST' ? await bodyFieldsOf(c.req.raw) : undefined;
  return REDIRECT_FIELDS.flatMap((field) =>
    [...query.getAll(field), body?.[field]]
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .map((value) => ({ field, value })),
  );
}

// The bodies better-auth reads (better-call's getBody): JSON, and form-encoded on sign-in, sign-up and callback.
// One it cannot parse it refuses itself.
async function bodyFieldsOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  try {
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
      const body: unknown = await request.clone().json();
      return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
    }
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.clone().text()));
    }
  } catch {
    // Not well-formed: better-auth answers that.
  }
  return undefined;
}
