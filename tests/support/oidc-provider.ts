import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/** The client the app is registered as at the test provider. */
export const OIDC_CLIENT = { id: 'aislewise-test', secret: 'aislewise-test-secret-0123456789' };

/** A real OpenID Connect provider on loopback; its built-in login page accepts any user name. */
export async function startOidcProvider(options: { port: number; appOrigin: string }) {
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
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: `${id}@oidc.test`, email_verified: true, name: `OIDC ${id}` }),
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
