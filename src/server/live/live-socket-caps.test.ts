import { randomUUID } from 'node:crypto';
import { openSocket, type TestSocket } from '@tests/support/live-client';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import { waitUntil } from '@tests/support/live-sessions';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Small caps, so the tests open few sockets to reach them. */
const LIVE_SOCKET_CAPS = { perAccount: 6, perAddress: 15 };

let sequence = 0;
/** An address no other test uses, so each test counts only its own sockets. */
const freshAddress = () => {
  sequence += 1;
  return `10.61.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;
};

describe.each(DATABASE_KINDS)('live sockets per account and per address on %s', (kind) => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer(kind, {
      LIVE_SOCKETS_PER_ACCOUNT: String(LIVE_SOCKET_CAPS.perAccount),
      LIVE_SOCKETS_PER_ADDRESS: String(LIVE_SOCKET_CAPS.perAddress),
    });
  });
  afterAll(() => server?.close());

  const open = (who: TestUser, from: string) =>
    openSocket(server.base, who.cookie, server.base, { 'x-forwarded-for': from });
  const openMany = async (who: TestUser, from: string, count: number) => {
    const sockets: TestSocket[] = [];
    for (let index = 0; index < count; index += 1) {
      sockets.push(await open(who, from));
    }
    return sockets;
  };
  const closeAll = (sockets: readonly TestSocket[]) => {
    for (const socket of sockets) {
      socket.close();
    }
  };

  it('refuses an account’s socket beyond its cap with 429 and Retry-After, from any address', async () => {
    const ann = await signUpUser(server, 'Ann');
    const perAccount = LIVE_SOCKET_CAPS.perAccount;
    const first = await openMany(ann, freshAddress(), perAccount - 1);
    const last = await open(ann, freshAddress());
    await expect(open(ann, freshAddress())).rejects.toThrow(/refused with 429 \(Retry-After: \d+\)/);

    // A closed socket frees its place (as soon as the server has seen it go).
    last.close();
    let again: TestSocket | undefined;
    await waitUntil('a new socket admitted', async () => {
      again = await open(ann, freshAddress()).catch(() => undefined);
      return again !== undefined;
    });
    closeAll([...first, ...(again ? [again] : [])]);
  });

  it('refuses sockets from one address beyond its cap, whoever opens them, and admits other addresses', async () => {
    const perAddress = LIVE_SOCKET_CAPS.perAddress;
    const from = freshAddress();
    // Enough housemates to fill the address below each one's own cap, and one more who has no socket yet.
    const users = await Promise.all(
      Array.from({ length: Math.ceil(perAddress / LIVE_SOCKET_CAPS.perAccount) + 1 }, () =>
        signUpUser(server, 'Housemate'),
      ),
    );
    const fresh = users.pop() as TestUser;
    const sockets: TestSocket[] = [];
    for (const user of users) {
      const count = Math.min(LIVE_SOCKET_CAPS.perAccount, perAddress - sockets.length);
      sockets.push(...(await openMany(user, from, count)));
    }
    expect(sockets).toHaveLength(perAddress);
    await expect(open(fresh, from)).rejects.toThrow(/refused with 429 \(Retry-After: \d+\)/);
    const elsewhere = await open(fresh, freshAddress());
    closeAll([...sockets, elsewhere]);
  });

  it('does not count the sockets of an instance that stopped without saying so', async () => {
    const cy = await signUpUser(server, 'Cy');
    // Rows a crashed instance left, last seen long before any heartbeat of a living one.
    for (let index = 0; index < LIVE_SOCKET_CAPS.perAccount; index += 1) {
      await server.database.db.execute(sql`
        insert into live_socket (id, instance_id, user_id, session_id, address, seen_at)
        values (${randomUUID()}, 'crashed', ${cy.uid}, 'gone', '10.62.0.1', now() - interval '1 hour')`);
    }
    const socket = await open(cy, freshAddress());
    socket.close();
  });
});
