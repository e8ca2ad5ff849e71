import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/reset-password-mail';

/** The header our own middleware sets to the client's address; anything a client sends under it is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-aislewise-client-ip';

/** What the auth layer needs from the running server. */
export interface AuthDeps {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  log: Logger;
}

/** The origins the app is really reached at; better-auth refuses requests from any other. */
export function trustedOrigins(config: Config): string[] {
  return [
    ...new Set([config.publicUrl, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`]),
  ];
}

/** better-auth on our drizzle schema: e-mail and password, reset by mail, Google and OIDC when configured. */
export function createAuth({ db, config, secret, mailer, log }: AuthDeps) {
  return betterAuth({
    appName: 'Aislewise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: recipient, url }) => {
        await mailer.send(resetPasswordMail(recipient.email, url));
        if (mailer.mode === 'outbox') {
          // Without SMTP the operator must still be able to hand the link over.
          log.info('password reset link (no SMTP_URL set, so it is not mailed)', {
            to: recipient.email,
            url,
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
    // Our limiter (auth-rate-limit.ts) keeps its counters in the database, so every instance shares them.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
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
