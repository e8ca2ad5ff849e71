import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/free-port';
import { openSocket } from '../../../tests/support/live-client';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../log';
import { type RunningServer, startServer } from '../server';

describe.each(DATABASE_KINDS)('the live socket on %s', (kind) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let base: string;
  const users: Record<'ann' | 'bob' | 'cy', { cookie: string; uid: string; email: string }> = {} as never;

  const call = async (name: string, data: unknown, cookie: string) => {
    const response = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ data }),
    });
    return (await response.json()) as { result?: Record<string, unknown>; error?: { message: string } };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'aislewise-live-')),
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
    });
    server = await startServer({ config, database, log: createLogger('silent'), version: 'test' });
    for (const [index, name] of (['ann', 'bob', 'cy'] as const).entries()) {
      const email = `${name}.${Date.now()}@example.com`;
      const response = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': `10.7.0.${index + 1}`,
        },
        body: JSON.stringify({ email, password: 'correct-horse-battery-9', name }),
      });
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = await call('me', {}, cookie);
      users[name] = { cookie, uid: String(me.result?.uid), email };
    }
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('tells a member watching a list about another member’s change, and answers pings', async () => {
    const listId = String((await call('createList', { name: 'Live' }, users.ann.cookie)).result?.id);
    await call('createShareInvite', { listId, recipientEmail: users.bob.email }, users.ann.cookie);
    const bob = await openSocket(base, users.bob.cookie);
    bob.send({ type: 'watch', topic: `list:${listId}` });
    await bob.waitFor((m) => m.type === 'watching' && m.topic === `list:${listId}`);
    await call('addItems', { listId, text: 'coffee' }, users.ann.cookie);
    await bob.waitFor((m) => m.type === 'changed' && m.topic === `list:${listId}`);
    bob.send({ type: 'ping' });
    await bob.waitFor((m) => m.type === 'pong');
    bob.close();
  });

  it('tells a user about lists shared with them on their own overview topic', async () => {
    const cy = await openSocket(base, users.cy.cookie);
    cy.send({ type: 'watch', topic: 'lists' });
    await cy.waitFor((m) => m.type === 'watching' && m.topic === 'lists');
    const listId = String((await call('createList', { name: 'For Cy' }, users.ann.cookie)).result?.id);
    await call('createShareInvite', { listId, recipientEmail: users.cy.email }, users.ann.cookie);
    await cy.waitFor((m) => m.type === 'changed' && m.topic === 'lists');
    cy.close();
  });

  it('denies a list to a non-member, and stops telling a member once they are removed', async () => {
    const listId = String((await call('createList', { name: 'Private' }, users.ann.cookie)).result?.id);
    const cy = await openSocket(base, users.cy.cookie);
    cy.send({ type: 'watch', topic: `list:${listId}` });
    await cy.waitFor((m) => m.type === 'denied' && m.topic === `list:${listId}`);
    cy.send({ type: 'watch', topic: 'list:../../etc' });
    await cy.waitFor((m) => m.type === 'denied' && m.topic === 'list:../../etc');

    await call('createShareInvite', { listId, recipientEmail: users.bob.email }, users.ann.cookie);
    const bob = await openSocket(base, users.bob.cookie);
    bob.send({ type: 'watch', topic: `list:${listId}` });
    await bob.waitFor((m) => m.type === 'watching');
    await call('removeMember', { listId, memberId: users.bob.uid }, users.ann.cookie);
    await bob.waitFor((m) => m.type === 'denied' && m.topic === `list:${listId}`);
    const before = bob.messages.length;
    await call('addItems', { listId, text: 'secret' }, users.ann.cookie);
    await cy.waitFor(() => false, 300).catch(() => undefined);
    expect(bob.messages.slice(before).some((m) => m.type === 'changed' && m.topic === `list:${listId}`)).toBe(
      false,
    );
    bob.close();
    cy.close();
  });

  it('refuses a socket without a session, or from another site', async () => {
    await expect(openSocket(base)).rejects.toThrow('401');
    await expect(openSocket(base, users.ann.cookie, 'https://evil.example')).rejects.toThrow('403');
  });
});
