import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the e2e SMTP server drops every mail it receives, one JSON file per message. */
export const MAIL_DIR = join(root, 'test-results/mail');

/** The app's stdout and stderr during the e2e run. */
export const SERVER_LOG = join(root, 'test-results/e2e-server.log');

/** The loopback port of the e2e SMTP server. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3298);

/** The loopback port of the e2e OpenID Connect provider. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3297);

/** The loopback port of the fake recipe site (recipe-site.ts); the app may fetch it through RECIPE_FETCH_ALLOW. */
export const RECIPE_SITE_PORT = Number(process.env.E2E_RECIPE_SITE_PORT ?? 3391);

/** The label of the OpenID sign-in button in the e2e run. */
export const OIDC_NAME = 'Test SSO';
