// What a CalDAV client that polls pays: a sync-collection REPORT (RFC 6578) with its last token on a list of 200
// items of which one changed, beside a full calendar-query of the same list, in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/log';
import { startServer } from '../src/server/server';
import { freePort } from '../tests/support/free-port';
import { median } from './median';
import { rpc, seedMember } from './member-with-list';

const RUNS = 15;
const KINDS = ['red', 'green', 'yellow', 'small', 'large', 'fresh', 'frozen', 'dried', 'smoked', 'sweet'];
const FOODS = [
  'apples',
  'peppers',
  'onions',
  'beans',
  'lentils',
  'grapes',
  'plums',
  'chillies',
  'tomatoes',
  'potatoes',
  'figs',
  'dates',
  'pears',
  'olives',
  'cabbage',
  'lettuce',
  'carrots',
  'radishes',
  'cherries',
  'peas',
];

const ITEM_PROPS = '<d:prop><d:getetag/><c:calendar-data/></d:prop>';
const QUERY = `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${ITEM_PROPS}
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>`;
const syncBody = (token: string) =>
  `<d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${token}</d:sync-token>
  <d:sync-level>1</d:sync-level>${ITEM_PROPS}</d:sync-collection>`;

export async function benchCaldav(): Promise<string[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-caldav-'));
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const server = await startServer({
    config: loadConfig({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir }),
    database,
    log: createLogger('silent'),
    version: 'bench',
  });
  try {
    const { cookie } = await seedMember(base);
    const { id: listId } = await rpc<{ id: string }>(base, cookie, 'createList', { name: 'Two hundred' });
    const names = KINDS.flatMap((kind) => FOODS.map((food) => `${kind} ${food}`));
    await rpc(base, cookie, 'addItems', { listId, text: names.join('\n') });
    const { password } = await rpc<{ password: string }>(base, cookie, 'createAppPassword', {
      name: 'Bench',
    });
    const { uid } = await rpc<{ uid: string }>(base, cookie, 'me', {});
    const report = async (body: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/dav/calendars/${uid}/${listId}/`, {
        method: 'REPORT',
        headers: { authorization: `Bearer ${password}`, 'content-type': 'application/xml', depth: '1' },
        body,
      });
      const text = await response.text();
      if (response.status !== 207) {
        throw new Error(`REPORT answered ${response.status}: ${text.slice(0, 200)}`);
      }
      return { ms: performance.now() - started, bytes: Buffer.byteLength(text), text };
    };

    const first = await report(syncBody(''));
    const token = /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(first.text)?.[1] ?? '';
    const list = await rpc<{ list: { items: Record<string, { id: string }[]> } }>(base, cookie, 'getList', {
      listId,
    });
    const [one] = Object.values(list.list.items).flat();
    await rpc(base, cookie, 'toggleItem', { listId, itemId: one?.id, checked: true });

    const syncs: Awaited<ReturnType<typeof report>>[] = [];
    const queries: Awaited<ReturnType<typeof report>>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      queries.push(await report(QUERY));
      syncs.push(await report(syncBody(token)));
    }
    const changed = (syncs[0]?.text ?? '').split('<d:response>').length - 1;
    const query = { bytes: queries[0]?.bytes ?? 0, ms: median(queries.map((each) => each.ms)) };
    const sync = { bytes: syncs[0]?.bytes ?? 0, ms: median(syncs.map((each) => each.ms)) };
    return [
      `caldav: calendar-query, all ${names.length} items (baseline): ${query.bytes} bytes, median ${query.ms.toFixed(1)} ms`,
      `caldav: sync-collection since the last token, ${changed} changed: ${sync.bytes} bytes, median ${sync.ms.toFixed(1)} ms`,
      `caldav: sync-collection / calendar-query: bytes ${(sync.bytes / query.bytes).toFixed(4)} (target < ${(1 / 20).toFixed(2)}), time ${(sync.ms / query.ms).toFixed(2)}`,
    ];
  } finally {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
