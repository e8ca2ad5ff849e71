import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputOf, ProcedureName } from '../../src/shared/api';
import { openSocket } from '../support/live-client';
import { type LiveServer, startLiveServer } from '../support/live-server';
import { resultOf } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { signUpUser, type TestUser } from '../support/test-users';

const DAV = 'DAV:';
const CAL = 'urn:ietf:params:xml:ns:caldav';

/** A user with an app password, as a CalDAV client signs in. */
interface DavUser extends TestUser {
  password: string;
  basic: string;
}

let addressCount = 0;
/** Each request from an address of its own, so the failure limit of one test does not reach another. */
const freshAddress = () => `10.77.${Math.floor(++addressCount / 250) % 250}.${addressCount % 250}`;

const PROPS = `<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"
  xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:displayname/><d:resourcetype/><d:getetag/>
  <cs:getctag/><d:sync-token/><c:supported-calendar-component-set/><c:calendar-home-set/>
  <d:current-user-principal/><x:unknown xmlns:x="urn:example:made-up"/></d:prop></d:propfind>`;

const QUERY = `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>`;

const todo = (uid: string, summary: string, extra = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VTODO',
    `UID:${uid}`,
    'DTSTAMP:20261128T080000Z',
    `SUMMARY:${summary}`,
    ...(extra ? [extra] : []),
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** The hrefs and the named property's texts of a multistatus, per response. */
function responsesOf(xml: string): { href: string; status: string; props: Map<string, string> }[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return [...doc.getElementsByTagNameNS(DAV, 'response')].map((response) => {
    const href = response.getElementsByTagNameNS(DAV, 'href')[0]?.textContent ?? '';
    const props = new Map<string, string>();
    for (const propstat of response.getElementsByTagNameNS(DAV, 'propstat')) {
      const ok = propstat.getElementsByTagNameNS(DAV, 'status')[0]?.textContent?.includes('200');
      const prop = propstat.getElementsByTagNameNS(DAV, 'prop')[0];
      for (let node = prop?.firstChild; node; node = node.nextSibling) {
        if (ok && node.nodeType === node.ELEMENT_NODE) {
          const element = node as unknown as { localName: string; toString(): string; textContent: string };
          props.set(element.localName, element.toString());
        }
      }
    }
    const status = [...response.childNodes].find(
      (node) =>
        node.nodeType === node.ELEMENT_NODE &&
        (node as unknown as { localName: string }).localName === 'status',
    );
    return { href, status: status?.textContent ?? '', props };
  });
}

describe.each(DATABASE_KINDS)('CalDAV on %s', (kind) => {
  let server: LiveServer;
  let ann: DavUser;
  let bob: DavUser;

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await server.call(name, input, who.cookie));

  const dav = (
    method: string,
    path: string,
    options: { who?: DavUser | null; body?: string; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${server.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': freshAddress(),
        ...(options.who === null ? {} : { authorization: (options.who ?? ann).basic }),
        ...(options.body !== undefined ? { 'content-type': 'application/xml; charset=utf-8' } : {}),
        ...options.headers,
      },
      body: options.body,
    });

  const withAppPassword = async (user: TestUser): Promise<DavUser> => {
    const { password } = await call('createAppPassword', { name: 'CalDAV test' }, user);
    const basic = `Basic ${Buffer.from(`${user.email}:${password}`).toString('base64')}`;
    return { ...user, password, basic };
  };

  const listPath = (who: DavUser, listId: string) => `/dav/calendars/${who.uid}/${listId}/`;
  const itemsOf = async (listId: string, who: TestUser = ann) =>
    Object.values((await call('getList', { listId }, who)).list.items ?? {}).flat();

  beforeAll(async () => {
    server = await startLiveServer(kind, { FREE_LIST_LIMIT: '100' });
    ann = await withAppPassword(await signUpUser(server, 'Ann'));
    bob = await withAppPassword(await signUpUser(server, 'Bob'));
  });
  afterAll(() => server?.close());

  it('is found from /.well-known/caldav by a permanent redirect, and says what it speaks', async () => {
    const found = await dav('PROPFIND', '/.well-known/caldav', { who: null });
    expect(found.status).toBe(308);
    expect(found.headers.get('location')).toBe('/dav/');
    const options = await dav('OPTIONS', '/dav/', { who: null });
    expect(options.headers.get('dav')).toContain('calendar-access');
    expect(options.headers.get('allow')).toContain('REPORT');
  });

  it('leads a client from the root to the principal, its calendar home and one calendar of to-dos per list', async () => {
    const listId = (await call('createList', { name: 'Weekend shop' }, ann)).id;
    const [root] = responsesOf(
      await (await dav('PROPFIND', '/dav/', { body: PROPS, headers: { depth: '0' } })).text(),
    );
    expect(root?.props.get('current-user-principal')).toContain(`/dav/principals/${ann.uid}/`);
    const principal = await dav('PROPFIND', `/dav/principals/${ann.uid}/`, {
      body: PROPS,
      headers: { depth: '0' },
    });
    expect(principal.status).toBe(207);
    const [home] = responsesOf(await principal.text());
    expect(home?.props.get('calendar-home-set')).toContain(`/dav/calendars/${ann.uid}/`);
    const listing = responsesOf(
      await (
        await dav('PROPFIND', `/dav/calendars/${ann.uid}/`, { body: PROPS, headers: { depth: '1' } })
      ).text(),
    );
    const calendar = listing.find((each) => each.href === listPath(ann, listId));
    expect(calendar?.props.get('displayname')).toContain('Weekend shop');
    expect(calendar?.props.get('resourcetype')).toContain('calendar');
    expect(calendar?.props.get('supported-calendar-component-set')).toContain('name="VTODO"');
    expect(calendar?.props.get('sync-token')).toMatch(/urn:aislewise:sync:/);
    expect(calendar?.props.get('getctag')).toBeDefined();
    // A property nobody knows is answered as missing, not as an error.
    expect(calendar?.props.has('unknown')).toBe(false);
  });

  it('serves each item as a VTODO with its amount, note, aisle and tick, and a stable ETag', async () => {
    const listId = (await call('createList', { name: 'Items' }, ann)).id;
    await call('addItems', { listId, text: '2 gal whole milk, the blue one' }, ann);
    const [milk] = await itemsOf(listId);
    await call('toggleItem', { listId, itemId: milk?.id ?? '', checked: true }, ann);
    const path = `${listPath(ann, listId)}${milk?.id}.ics`;
    const first = await dav('GET', path);
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    expect(body).toContain(`UID:${milk?.id}`);
    expect(body).toMatch(/SUMMARY:whole milk \(2 gal/);
    expect(body).toContain('DESCRIPTION:the blue one');
    expect(body).toContain('STATUS:COMPLETED');
    expect(body).toMatch(/COMPLETED:\d{8}T\d{6}Z/);
    expect(body).toContain('CATEGORIES:Dairy & Eggs');
    expect(body).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);
    const again = await dav('GET', path);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('adds, changes, ticks and deletes items by PUT and DELETE, with 201, 204 and 412 on a stale ETag', async () => {
    const listId = (await call('createList', { name: 'Writes' }, ann)).id;
    const path = `${listPath(ann, listId)}client-made-1.ics`;
    const created = await dav('PUT', path, { body: todo('client-uid-1', '2 lb chicken thighs') });
    expect(created.status).toBe(201);
    let [item] = await itemsOf(listId);
    expect(item).toMatchObject({ label: 'chicken thighs', quantity: '2 lb', checked: false });
    expect((await call('getList', { listId }, ann)).list.items?.['Meat & Seafood']).toHaveLength(1);

    // The client finds its to-do where it put it, under its own UID.
    const read = await dav('GET', path);
    expect(await read.text()).toContain('UID:client-uid-1');
    const etag = read.headers.get('etag') ?? '';

    const ticked = await dav('PUT', path, {
      body: todo('client-uid-1', 'chicken thighs (2 lb)', 'STATUS:COMPLETED\r\nDESCRIPTION:skin on'),
      headers: { 'if-match': etag },
    });
    expect(ticked.status).toBe(204);
    [item] = await itemsOf(listId);
    expect(item).toMatchObject({ checked: true, note: 'skin on', label: 'chicken thighs' });

    // Another change since the client read it: its old ETag no longer matches, and nothing is written.
    const stale = await dav('PUT', path, {
      body: todo('client-uid-1', 'tofu', 'STATUS:NEEDS-ACTION'),
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect((await itemsOf(listId))[0]).toMatchObject({ label: 'chicken thighs', checked: true });
    const exists = await dav('PUT', path, {
      body: todo('client-uid-1', 'tofu'),
      headers: { 'if-none-match': '*' },
    });
    expect(exists.status).toBe(412);

    const unticked = await dav('PUT', path, {
      body: todo('client-uid-1', 'chicken thighs (2 lb)', 'STATUS:NEEDS-ACTION'),
    });
    expect(unticked.status).toBe(204);
    expect((await itemsOf(listId))[0]?.checked).toBe(false);

    const deleted = await dav('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(await itemsOf(listId)).toHaveLength(0);
    expect((await dav('GET', path)).status).toBe(404);
    // The app's Undo puts it back, and the client finds it where it was.
    await call('restoreItems', { listId, itemIds: [item?.id ?? ''] }, ann);
    expect((await dav('GET', path)).status).toBe(200);
  });

  it('merges a new to-do for an item already on the list into its row, which the client then finds at its own address', async () => {
    const listId = (await call('createList', { name: 'Merges' }, ann)).id;
    await call('addItems', { listId, text: '1 lb ground beef' }, ann);
    const path = `${listPath(ann, listId)}beef-again.ics`;
    expect((await dav('PUT', path, { body: todo('beef-again', '1 lb ground beef') })).status).toBe(201);
    const items = await itemsOf(listId);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe('2 lb');
    expect(await (await dav('GET', path)).text()).toContain('UID:beef-again');
  });

  it('answers calendar-query and calendar-multiget with the items the filter and hrefs name', async () => {
    const listId = (await call('createList', { name: 'Reports' }, ann)).id;
    await call('addItems', { listId, text: 'apples\nbread\ncoffee' }, ann);
    const items = await itemsOf(listId);
    const bread = items.find((each) => each.label === 'bread');
    await call('toggleItem', { listId, itemId: bread?.id ?? '', checked: true }, ann);
    const open = `<c:calendar-query xmlns:d="DAV:" xmlns:c="${CAL}"><d:prop><d:getetag/><c:calendar-data/></d:prop>
      <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO">
      <c:prop-filter name="STATUS"><c:text-match negate-condition="yes">COMPLETED</c:text-match></c:prop-filter>
      </c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`;
    const answered = responsesOf(
      await (await dav('REPORT', listPath(ann, listId), { body: open, headers: { depth: '1' } })).text(),
    );
    expect(answered.map((each) => each.props.get('calendar-data') ?? '').join()).not.toContain('bread');
    expect(answered).toHaveLength(2);
    const events = open.replace('name="VTODO"', 'name="VEVENT"');
    expect(
      responsesOf(await (await dav('REPORT', listPath(ann, listId), { body: events })).text()),
    ).toHaveLength(0);

    const multiget = `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="${CAL}"><d:prop><d:getetag/><c:calendar-data/></d:prop>
      <d:href>${listPath(ann, listId)}${bread?.id}.ics</d:href><d:href>${listPath(ann, listId)}nothing.ics</d:href></c:calendar-multiget>`;
    const got = responsesOf(await (await dav('REPORT', listPath(ann, listId), { body: multiget })).text());
    expect(got[0]?.props.get('calendar-data')).toContain('STATUS:COMPLETED');
    expect(got[1]?.status).toContain('404');
  });

  it('answers sync-collection with only what changed and what went since the token, and refuses a token it never gave', async () => {
    const listId = (await call('createList', { name: 'Sync' }, ann)).id;
    await call('addItems', { listId, text: 'eggs\nflour\nsugar\nbutter' }, ann);
    const sync = (token: string) =>
      dav('REPORT', listPath(ann, listId), {
        body: `<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level>
          <d:prop><d:getetag/></d:prop></d:sync-collection>`,
      });
    const tokenOf = (xml: string) =>
      new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagNameNS(DAV, 'sync-token')[0]
        ?.textContent ?? '';
    const initial = await (await sync('')).text();
    expect(responsesOf(initial)).toHaveLength(4);
    const token = tokenOf(initial);
    expect(responsesOf(await (await sync(token)).text())).toHaveLength(0);

    const [eggs, flour] = await itemsOf(listId);
    await call('toggleItem', { listId, itemId: eggs?.id ?? '', checked: true }, ann);
    await call('deleteItem', { listId, itemId: flour?.id ?? '' }, ann);
    const changes = responsesOf(await (await sync(token)).text());
    expect(changes).toHaveLength(2);
    expect(changes.find((each) => each.href.endsWith(`${eggs?.id}.ics`))?.props.get('getetag')).toBeDefined();
    expect(changes.find((each) => each.href.endsWith(`${flour?.id}.ics`))?.status).toContain('404');

    const unknown = await sync('urn:aislewise:sync:0-forged');
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('valid-sync-token');
  });

  it('tells the list’s live members about a change made over CalDAV at once', async () => {
    const listId = (await call('createList', { name: 'Live' }, ann)).id;
    const socket = await openSocket(server.base, ann.cookie);
    socket.send({ type: 'watch', topic: `list:${listId}` });
    await socket.waitFor((message) => message.type === 'watching');
    expect(
      (await dav('PUT', `${listPath(ann, listId)}live.ics`, { body: todo('live', 'oat milk') })).status,
    ).toBe(201);
    await socket.waitFor((message) => message.type === 'changed' && message.topic === `list:${listId}`);
    socket.close();
  });

  it('lets only the list’s members in: a wrong or revoked app password is 401, another household’s list 404', async () => {
    const annList = (await call('createList', { name: 'Ann only' }, ann)).id;
    await call('addItems', { listId: annList, text: 'capers' }, ann);
    const [capers] = await itemsOf(annList);
    const wrong = {
      ...ann,
      basic: `Basic ${Buffer.from(`${ann.email}:aaaa-bbbb-cccc-dddd`).toString('base64')}`,
    };
    const refused = await dav('PROPFIND', '/dav/', { who: wrong, body: PROPS });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Basic');
    expect((await dav('PROPFIND', '/dav/', { who: null })).status).toBe(401);
    // Another account's e-mail with this app password is no sign-in either.
    const crossed = {
      ...ann,
      basic: `Basic ${Buffer.from(`${bob.email}:${ann.password}`).toString('base64')}`,
    };
    expect((await dav('PROPFIND', '/dav/', { who: crossed })).status).toBe(401);

    const bobsCalendars = responsesOf(
      await (
        await dav('PROPFIND', `/dav/calendars/${bob.uid}/`, {
          who: bob,
          body: PROPS,
          headers: { depth: '1' },
        })
      ).text(),
    );
    expect(bobsCalendars.map((each) => each.href).join()).not.toContain(annList);
    const item = `${capers?.id}.ics`;
    for (const path of [
      `/dav/calendars/${bob.uid}/${annList}/`,
      `/dav/calendars/${bob.uid}/${annList}/${item}`,
      `/dav/calendars/${ann.uid}/${annList}/${item}`,
      `/dav/principals/${ann.uid}/`,
    ]) {
      for (const method of ['PROPFIND', 'GET', 'DELETE', 'REPORT']) {
        const body = method === 'GET' ? undefined : PROPS;
        expect((await dav(method, path, { who: bob, body })).status, `${method} ${path}`).toBe(404);
      }
      expect((await dav('PUT', path, { who: bob, body: todo('x', 'stolen') })).status, `PUT ${path}`).toBe(
        404,
      );
    }
    expect(await itemsOf(annList)).toHaveLength(1);

    // Shared with Bob, the list is his calendar too, and his writes are a member's.
    await call('createShareInvite', { listId: annList, recipientEmail: bob.email }, ann);
    expect((await dav('GET', `/dav/calendars/${bob.uid}/${annList}/${item}`, { who: bob })).status).toBe(200);

    const { appPasswords } = await call('listAppPasswords', {}, bob);
    for (const each of appPasswords) {
      await call('revokeAppPassword', { id: each.id }, bob);
    }
    expect((await dav('PROPFIND', '/dav/', { who: bob })).status).toBe(401);
    bob = await withAppPassword(bob);
  });

  it('never signs in to the web with an app password, and notes its last use', async () => {
    const web = await server.post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: ann.email, password: ann.password }),
      { 'x-forwarded-for': freshAddress() },
    );
    expect(web.status).not.toBe(200);
    expect(web.headers.get('set-cookie') ?? '').not.toContain('session_token');
    await dav('PROPFIND', '/dav/', { body: PROPS });
    const { appPasswords } = await call('listAppPasswords', {}, ann);
    expect(appPasswords[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses guessing from one address with 429 after ten wrong passwords', async () => {
    const from = freshAddress();
    const wrong = `Basic ${Buffer.from(`${ann.email}:wrong-${Date.now()}`).toString('base64')}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await fetch(`${server.base}/dav/`, {
        method: 'PROPFIND',
        headers: { authorization: wrong, 'x-forwarded-for': from },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The right password from that address waits too; from anywhere else it works.
    const right = await fetch(`${server.base}/dav/`, {
      method: 'PROPFIND',
      headers: { authorization: ann.basic, 'x-forwarded-for': from },
    });
    expect(right.status).toBe(429);
    expect((await dav('PROPFIND', '/dav/', { body: PROPS })).status).toBe(207);
  });

  describe('who may use each CalDAV route', () => {
    const ROLES = ['none', 'wrong', 'revoked', 'stranger', 'member', 'owner'] as const;
    type Role = (typeof ROLES)[number];
    /** A route of the server, as the role's client calls it on the owner's shared list (under the role's own home). */
    const ROUTES: [string, (path: Paths) => [string, string, string | undefined], Record<Role, number>][] = [
      ['PROPFIND /dav/', () => ['PROPFIND', '/dav/', PROPS], statuses(207, 207)],
      ['PROPFIND principal', (p) => ['PROPFIND', p.principal, PROPS], statuses(207, 207)],
      ['PROPFIND home', (p) => ['PROPFIND', p.home, PROPS], statuses(207, 207)],
      ['PROPFIND list', (p) => ['PROPFIND', p.list, PROPS], statuses(404, 207)],
      ['REPORT list', (p) => ['REPORT', p.list, QUERY], statuses(404, 207)],
      ['GET item', (p) => ['GET', p.item, undefined], statuses(404, 200)],
      ['PUT new item', (p) => ['PUT', `${p.list}new.ics`, todo('new', 'rye bread')], statuses(404, 201)],
      ['PUT item', (p) => ['PUT', p.item, todo('x', 'milk (2 l)')], statuses(404, 204)],
      ['DELETE item', (p) => ['DELETE', p.item, undefined], statuses(404, 204)],
    ];

    interface Paths {
      principal: string;
      home: string;
      list: string;
      item: string;
    }

    function statuses(stranger: number, member: number): Record<Role, number> {
      return { none: 401, wrong: 401, revoked: 401, stranger, member, owner: member };
    }

    const seen = {} as Record<string, Record<Role, number>>;

    beforeAll(async () => {
      const [owner, member, stranger, revoked] = await Promise.all(
        ['Owner', 'Member', 'Stranger', 'Revoked'].map(async (name) =>
          withAppPassword(await signUpUser(server, name)),
        ),
      );
      if (!owner || !member || !stranger || !revoked) {
        throw new Error('sign-up failed');
      }
      const { appPasswords } = await call('listAppPasswords', {}, revoked);
      await call('revokeAppPassword', { id: appPasswords[0]?.id ?? '' }, revoked);
      const wrong = {
        ...owner,
        basic: `Basic ${Buffer.from(`${owner.email}:zzzz-zzzz`).toString('base64')}`,
      };
      const callers: Record<Role, DavUser | null> = { none: null, wrong, revoked, stranger, member, owner };
      for (const role of ROLES) {
        const listId = (await call('createList', { name: `Shared for ${role}` }, owner)).id;
        await call('addItems', { listId, text: 'milk' }, owner);
        await call('createShareInvite', { listId, recipientEmail: member.email }, owner);
        const [milk] = await itemsOf(listId, owner);
        const uid = (callers[role] ?? owner).uid;
        const paths: Paths = {
          principal: `/dav/principals/${uid}/`,
          home: `/dav/calendars/${uid}/`,
          list: `/dav/calendars/${uid}/${listId}/`,
          item: `/dav/calendars/${uid}/${listId}/${milk?.id}.ics`,
        };
        for (const [name, route] of ROUTES) {
          const [method, path, body] = route(paths);
          seen[name] ??= {} as Record<Role, number>;
          seen[name][role] = (
            await dav(method, path, { who: callers[role], body, headers: { depth: '1' } })
          ).status;
        }
      }
    });

    it.each(ROUTES.map(([name, , expected]) => [name, expected] as const))('%s', (name, expected) => {
      expect(seen[name]).toEqual(expected);
    });
  });

  describe('hostile bodies', () => {
    const hostile = async (method: string, body: string, path = '/dav/') => {
      const answer = await dav(method, path, { body });
      return { status: answer.status, text: await answer.text() };
    };

    it('refuses external entities, entity expansion and malformed XML with 400, reading nothing from disk', async () => {
      const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>
        <d:propfind xmlns:d="DAV:"><d:prop><d:displayname>&x;</d:displayname></d:prop></d:propfind>`;
      const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
        { length: 9 },
        (_, n) => `<!ENTITY lol${n + 1} "${`&lol${n === 0 ? '' : n};`.repeat(10)}">`,
      ).join(
        '',
      )}]><d:propfind xmlns:d="DAV:"><d:prop><d:displayname>&lol9;</d:displayname></d:prop></d:propfind>`;
      for (const body of [xxe, laughs, '<d:propfind xmlns:d="DAV:"><d:prop>', 'not xml at all', '<a></b>']) {
        const answer = await hostile('PROPFIND', body);
        expect(answer.status).toBe(400);
        expect(answer.text).not.toContain('root:');
      }
      const reportXxe = xxe.replace(/propfind/g, 'sync-collection');
      const listId = (await call('createList', { name: 'Hostile' }, ann)).id;
      expect((await hostile('REPORT', reportXxe, listPath(ann, listId))).status).toBe(400);
    });

    it('refuses a body over 256 KB with 413 before reading it', async () => {
      const huge = `<d:propfind xmlns:d="DAV:"><d:prop>${'<d:displayname/>'.repeat(20_000)}</d:prop></d:propfind>`;
      expect((await hostile('PROPFIND', huge)).status).toBe(413);
    });

    it('answers a VTODO of 10,000 lines, calendar data that is not a VTODO and nonsense with a clear 4xx, writing nothing', async () => {
      const listId = (await call('createList', { name: 'Hostile todos' }, ann)).id;
      const base = listPath(ann, listId);
      const long = todo(
        'long',
        'rice',
        Array.from({ length: 10_000 }, (_, n) => `X-LINE-${n}:${n}`).join('\r\n'),
      );
      const longNote = todo('note', 'rice', `DESCRIPTION:${'word '.repeat(2_000)}`);
      const event = todo('event', 'party').replace(/VTODO/g, 'VEVENT');
      const cases = [
        { body: longNote, status: 400 },
        { body: event, status: 403 },
        { body: 'BEGIN:VCALENDAR\r\nnonsense', status: 403 },
        { body: todo('', 'rice'), status: 403 },
        { body: todo('blank', ''), status: 400 },
      ];
      for (const each of cases) {
        const answer = await hostile('PUT', each.body, `${base}bad.ics`);
        expect(answer.status, each.body.slice(0, 80)).toBe(each.status);
        expect(answer.text.length).toBeGreaterThan(0);
      }
      expect(await itemsOf(listId)).toHaveLength(0);
      // Ten thousand properties the app does not keep: the item is kept, the rest is not stored.
      expect((await hostile('PUT', long, `${base}long.ics`)).status).toBe(201);
      expect((await itemsOf(listId)).map((each) => each.label)).toEqual(['rice']);
      expect((await (await dav('GET', `${base}long.ics`)).text()).length).toBeLessThan(2_000);
    });
  });
});
