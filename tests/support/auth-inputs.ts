import type { AppClient } from './test-app';

let sequence = 0;

/** A client address no other request of the run uses, so the per-address limits stay out of a test's way. */
export function freshAddress(): string {
  sequence += 1;
  return `10.40.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;
}

/** POSTs a raw body to one of better-auth's endpoints, as a browser on the app's page would. */
export function postAuth(app: AppClient, path: string, body: string, cookie?: string): Promise<Response> {
  return app.post(`/api/auth/${path}`, body, {
    'x-forwarded-for': freshAddress(),
    ...(cookie ? { cookie } : {}),
  });
}

/**
 * A valid body for each of better-auth's endpoints that take input, for a signed-in user. Sent as they are, none
 * changes how that user signs in (the password given is wrong, the token made up), so a test can send them
 * again and again.
 */
export function authInputs({
  email,
  name,
}: {
  email: string;
  name: string;
}): Record<string, Record<string, unknown>> {
  return {
    'sign-in/email': { email, password: 'wrong-password-1' },
    'sign-up/email': {
      email: `new.${Date.now()}.${++sequence}@example.com`,
      password: 'x'.repeat(9),
      name: 'N',
    },
    'request-password-reset': { email, redirectTo: '/reset-password' },
    'reset-password': { token: 'made-up-token', newPassword: 'another-password-1' },
    'update-user': { name },
    'change-password': { currentPassword: 'wrong-password-1', newPassword: 'another-password-1' },
    'revoke-session': { token: 'made-up-token' },
    'sign-in/social': { provider: 'google', callbackURL: '/' },
  };
}

/** The error body better-auth (and our checks in front of it) answer with. */
export interface AuthErrorBody {
  code?: string;
  message?: string;
}
