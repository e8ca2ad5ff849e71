import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';

const PASSWORD = 'correct-horse-battery-9';
let sequence = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++sequence}@example.com`;
const address = () => `10.60.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;

// A real SMTP server on loopback that keeps every mail it is handed.
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        // Quoted-printable bodies fold long lines with "=\n" and encode "=" itself.
        raw: Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      });
      callback();
    });
  },
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const linkIn = (raw: string) => raw.match(/https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/)?.[0] ?? null;

/** Signs a new user up and asks for their reset link with the given headers (Host, X-Forwarded-*). */
async function askReset(app: TestApp, headers: Record<string, string>) {
  const email = unique('reset');
  const signedUp = await app.post(
    '/api/auth/sign-up/email',
    JSON.stringify({ email, password: PASSWORD, name: 'R' }),
    { 'x-forwarded-for': address() },
  );
  expect(signedUp.status).toBe(200);
  const asked = await app.post(
    '/api/auth/request-password-reset',
    JSON.stringify({ email, redirectTo: '/reset-password' }),
    { 'x-forwarded-for': address(), ...headers },
  );
  return { email, status: asked.status, body: await asked.json() };
}

/** The reset link mailed to `email` over SMTP, or null when nothing was mailed to them. */
function mailedLink(email: string): string | null {
  const mail = received.find((entry) => entry.to.includes(email));
  return mail ? linkIn(mail.raw) : null;
}

describe.each(DATABASE_KINDS)('links in mails with PUBLIC_URL unset, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { SMTP_URL: smtpUrl, ALLOWED_HOSTS: 'groceries.home, nas.local:8443' });
  });
  afterAll(() => app.close());

  it('mails nothing for a reset asked at an untrusted Host, answers as if it did, and says why once', async () => {
    const trusted = await askReset(app, { host: 'localhost:3000' });
    expect(mailedLink(trusted.email)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\//);

    app.logLines.length = 0;
    for (const host of ['evil.example', 'evil.example:3000', 'groceries.home.evil.example', '8.8.8.8']) {
      const poisoned = await askReset(app, { host });
      expect({ status: poisoned.status, body: poisoned.body }).toEqual({
        status: trusted.status,
        body: trusted.body,
      });
      // A later trusted mail arrives, so the untrusted one is not merely late.
      const after = await askReset(app, { host: 'localhost:3000' });
      expect(mailedLink(after.email)).not.toBeNull();
      expect(mailedLink(poisoned.email)).toBeNull();
    }
    const why = app.logLines.filter((line) => line.includes('ALLOWED_HOSTS'));
    expect(why).toHaveLength(1);
    expect(why[0]).toContain('PUBLIC_URL');
    expect(app.logLines.join('\n')).not.toContain('reset-password/');
  });

  it.each([
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['10.0.0.7', 'http://10.0.0.7'],
    ['172.20.1.2:3000', 'http://172.20.1.2:3000'],
    ['169.254.10.20:3000', 'http://169.254.10.20:3000'],
    ['[fd00::20]:3000', 'http://[fd00::20]:3000'],
    ['[fe80::1]:3000', 'http://[fe80::1]:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['groceries.home:8080', 'http://groceries.home:8080'],
    ['nas.local:8443', 'http://nas.local:8443'],
  ])('mails a link to %s, a private, loopback or allowed address', async (host, origin) => {
    const asked = await askReset(app, { host });
    expect(asked.status).toBe(200);
    expect(mailedLink(asked.email)?.startsWith(`${origin}/api/auth/reset-password/`)).toBe(true);
  });

  it.each(['nas.local:9999', 'nas.local', '172.32.0.1:3000', '[2001:db8::1]:3000'])(
    'mails nothing for %s, outside ALLOWED_HOSTS and the private ranges',
    async (host) => {
      const asked = await askReset(app, { host });
      expect(asked.status).toBe(200);
      expect(mailedLink(asked.email)).toBeNull();
    },
  );

  it('takes X-Forwarded-Host under TRUST_PROXY by the same rule', async () => {
    const poisoned = await askReset(app, { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' });
    expect(poisoned.status).toBe(200);
    const allowed = await askReset(app, {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'groceries.home',
      'x-forwarded-proto': 'https',
    });
    expect(mailedLink(allowed.email)?.startsWith('https://groceries.home/api/auth/reset-password/')).toBe(
      true,
    );
    expect(mailedLink(poisoned.email)).toBeNull();
  });

  it('opens the mailed link where it points, and sends the browser on to the reset page there', async () => {
    const asked = await askReset(app, { host: '192.168.1.20:3000' });
    const link = new URL(mailedLink(asked.email) ?? '');
    const opened = await app.request(`${link.pathname}${link.search}`, {
      redirect: 'manual',
      headers: { host: '192.168.1.20:3000' },
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(/^http:\/\/192\.168\.1\.20:3000\/reset-password\?token=/);
  });
});

describe.each(DATABASE_KINDS)('links in mails without SMTP, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const outbox = () => {
    const folder = join(app.config.dataDir, 'outbox');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('writes nothing to the outbox and logs no link for an untrusted Host', async () => {
    const before = outbox().length;
    const asked = await askReset(app, { host: 'evil.example' });
    expect(asked.status).toBe(200);
    expect(outbox()).toHaveLength(before);
    expect(app.logLines.join('\n')).not.toContain('reset-password/');
    await askReset(app, { host: '192.168.1.20:3000' });
    expect(outbox()).toHaveLength(before + 1);
  });
});

describe.each(DATABASE_KINDS)('links in mails with PUBLIC_URL set, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://lists.example.org' });
  });
  afterAll(() => app.close());

  it.each<Record<string, string>>([
    { host: 'evil.example' },
    { host: '192.168.1.20:3000' },
    { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' },
  ])('points at PUBLIC_URL whatever the request says (%j)', async (headers) => {
    const asked = await askReset(app, headers);
    expect(mailedLink(asked.email)?.startsWith('https://lists.example.org/api/auth/reset-password/')).toBe(
      true,
    );
  });
});
