import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { appClient, resultOf } from '../support/test-app';
import { signUpUser } from '../support/test-users';

// A household reaches the box at whatever address it has on their network, with PUBLIC_URL unset. Two loopback
// addresses stand in for "localhost" and "the LAN address": every link must point where the browser already is.
const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-addresses-'));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: '' });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

function newestMail(): string {
  const outbox = join(dataDir, 'outbox');
  const newest = readdirSync(outbox).sort().at(-1) ?? '';
  // Quoted-printable mail bodies fold long lines with "=\n" and encode "=" itself.
  return readFileSync(join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

describe.each(['127.0.0.1', '127.0.0.2'])('with PUBLIC_URL unset, at %s', (address) => {
  const base = () => server.base.replace('127.0.0.1', address);
  const client = () => appClient((path, init) => fetch(`${base()}${path}`, init), base());

  it('signs a shopper up from a page at that address and keeps test checkout on it', async () => {
    const shopper = await signUpUser(client());
    const checkout = await client().call('createCheckoutSession', { plan: 'monthly' }, shopper.cookie);
    const { id, url } = resultOf(checkout);
    expect(url).toBe(
      `/test-checkout/${id}?success=%2Fsuccess%3Freturn%3D%252F&cancel=%2Fgo-pro%3Fcheckout%3Dcancelled`,
    );
    // Relative, so the browser opens it where it already is, signed in; the checkout answers there.
    const opened = await client().call('getTestCheckout', { sessionId: id }, shopper.cookie);
    expect(opened.body?.result).toMatchObject({ id, status: 'open' });
  });

  it('mails a password reset link to that address', async () => {
    const shopper = await signUpUser(client());
    const asked = await client().post(
      '/api/auth/request-password-reset',
      JSON.stringify({ email: shopper.email, redirectTo: `${base()}/reset-password` }),
    );
    expect(asked.status).toBe(200);
    const link = newestMail().match(/https?:\/\/[^\s"<>]+reset-password\/[^\s"<>]+/)?.[0] ?? '';
    expect(link.startsWith(`${base()}/api/auth/reset-password/`)).toBe(true);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(new RegExp(`^${base()}/reset-password\\?token=`));
  });

  it('refuses a page on another site calling in', async () => {
    const other = appClient((path, init) => fetch(`${base()}${path}`, init), 'http://evil.example');
    const answer = await other.post(
      '/api/auth/sign-up/email',
      JSON.stringify({
        email: `x.${Date.now()}@example.com`,
        password: 'correct-horse-battery-9',
        name: 'X',
      }),
    );
    expect(answer.status).toBe(403);
    const call = await other.call('sortItems', { text: 'milk' });
    expect(call.status).toBe(403);
  });
});
