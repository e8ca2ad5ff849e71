// Playwright's webServer: a real SMTP server on loopback that files every mail, then the app as `npm start`
// runs it (fresh data folder, production mode), with its output in a log file the teardown checks.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { OIDC_CLIENT, startOidcProvider } from '../../support/oidc-provider';
import { MAIL_DIR, OIDC_NAME, OIDC_PORT, RECIPE_SITE_PORT, SERVER_LOG, SMTP_PORT } from './e2e-paths';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = process.env.PORT ?? '3199';

rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  size: 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const mail = {
        receivedAt: Date.now(),
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      const name = `${String(mail.receivedAt)}-${String(received).padStart(5, '0')}.json`;
      writeFileSync(join(MAIL_DIR, name), JSON.stringify(mail));
      callback();
    });
  },
});
smtp.on('error', (error) => console.error('e2e SMTP server:', error.message));
await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

const oidc = await startOidcProvider({ port: OIDC_PORT, appOrigin: `http://127.0.0.1:${port}` });

const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-e2e-'));
const log = createWriteStream(SERVER_LOG);
const app = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'Aislewise <no-reply@aislewise.test>',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_NAME,
    // The fake recipe site on loopback, which the import guard would otherwise refuse as a private address.
    RECIPE_FETCH_ALLOW: `127.0.0.1:${RECIPE_SITE_PORT}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
app.stdout.pipe(log);
app.stderr.pipe(log);
// A build or start-up failure should show in Playwright's output too, not only in the log.
app.stderr.pipe(process.stderr);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => app.kill(signal));
}
app.on('exit', (code, signal) => {
  void oidc.stop();
  smtp.close(() => {
    rmSync(dataDir, { recursive: true, force: true });
    log.end(() => process.exit(code ?? (signal ? 1 : 0)));
  });
});
