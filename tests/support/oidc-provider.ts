import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/** The client the app is registered as at the test provider. */
export const OIDC_CLIENT = { id: 'aislewise-test', secret: 'aislewise-test-secret-0123456789' };

/** What the provider says about a user. */
type Claims = { sub: string } & Record<string, unknown>;

/** The claims the test provider gives a user who signs in as `id`. */
const ordinaryClaims = (id: string): Claims => ({
  sub: id,
  email: `${id}@oidc.test`,
  email_verified: true,
  name: `OIDC ${id}`,
});

/**
 * A real OpenID Connect provider on loopback; its built-in login page accepts any user name. `claims` changes
 * what it says about a user (a very long name, an odd picture).
 */
export async function startOidcProvider(options: {
  port: number;
  appOrigin: string;
  claims?: (id: string) => Claims;
}) {
  const claimsOf = options.claims ?? ordinaryClaims;
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${options.appOrigin}/api/auth/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => claimsOf(id),
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['aislewise-oidc-test-cookie-key'] },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
  });
  return { issuer, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
