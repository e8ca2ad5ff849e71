import { LIMITS } from '@shared/limits';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import { configuredOrigins, fallbackOrigin, trustedOrigins } from '../http/link-origin';
import { languageOfRequest } from '../http/request-language';
import type { Logger } from '../log';
import { createMailLinks } from '../mail/mail-links';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/reset-password-mail';
import { profileRules } from './profile-rules';

/** The header our own middleware sets to the client's address; anything a client sends under it is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-aislewise-client-ip';

/** What the auth layer needs from the running server. */
export interface AuthDeps {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  log: Logger;
  /** Runs after an account is made, whichever way (sign-up, a provider): gives it its own household. */
  onUserCreated: (userId: string) => Promise<void>;
}

/** The origins better-auth accepts calls and redirect targets from: the same as the rest of the API (link-origin.ts). */
function trustedOriginsOf(config: Config) {
  return (request?: Request): string[] =>
    request ? trustedOrigins((name) => request.headers.get(name), config) : configuredOrigins(config);
}

/**
 * PUBLIC_URL when set. Otherwise every link better-auth builds follows the host the request came in on, read as
 * link-origin.ts reads it (the proxy's headers only under TRUST_PROXY), so OAuth callbacks answered to the same
 * browser work at any address; a link it builds for a mail is moved onto a trusted origin first (mail-links.ts).
 */
function baseUrlOf(config: Config) {
  return (
    config.publicUrl ?? {
      allowedHosts: ['*'],
      fallback: fallbackOrigin(config),
      protocol: config.trustProxy ? ('auto' as const) : ('http' as const),
    }
  );
}

/** better-auth on our drizzle schema: e-mail and password, reset by mail, Google and OIDC when configured. */
export function createAuth({ db, config, secret, mailer, log, onUserCreated }: AuthDeps) {
  const rules = profileRules();
  const mailLinks = createMailLinks(config, log);
  return betterAuth({
    appName: 'Aislewise',
    baseURL: baseUrlOf(config),
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOriginsOf(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.minPasswordLength,
      maxPasswordLength: LIMITS.maxPasswordLength,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: recipient, url }, request) => {
        // better-auth answers the same whether or not this sends anything, so a refusal tells the caller nothing.
        const link = mailLinks.linkFor(url, request, 'A password-reset mail');
        if (!link) {
          return;
        }
        await mailer.send(resetPasswordMail(recipient.email, link, languageOfRequest()));
        if (mailer.mode === 'outbox') {
          // Without SMTP the operator must still be able to hand the link over.
          log.info('password reset link (no SMTP_URL set, so it is not mailed)', {
            to: recipient.email,
            url: link,
          });
        }
      },
    },
    user: {
      additionalFields: {
        subscriptionStatus: { type: 'string', required: false, defaultValue: 'inactive', input: false },
      },
    },
    socialProviders: config.google ? { google: config.google } : {},
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    // One rule set for a profile, whichever endpoint writes the user (ours, better-auth's, a provider's callback).
    databaseHooks: {
      user: {
        ...rules,
        create: {
          ...rules.create,
          // A failure here must not fail the sign-up: getHousehold makes a missing household on first use.
          after: async (created) => {
            try {
              await onUserCreated(created.id);
            } catch (error) {
              log.warn('a new account got no household yet', { error: String(error) });
            }
          },
        },
      },
    },
    // Our limiter (auth-rate-limit.ts) keeps its counters in the database, so every instance shares them.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      trustedProxyHeaders: config.trustProxy,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Only the message: better-auth's extra arguments can hold request data we never want in logs.
      log: (level, message) =>
        log[level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'info'](`auth: ${message}`),
    },
  });
}

/** The configured better-auth instance. */
export type Auth = ReturnType<typeof createAuth>;
