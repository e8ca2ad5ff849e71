import type { InputOf, ProcedureName } from '@shared/api';
import { type ClientRun, caldavScript, DEBIAN_PYTHON } from '@tests/support/caldav/client-process';
import { caldavSession } from '@tests/support/caldav/python-caldav';
import { MERGE_NOTES, type VdirWorkspace, vdirWorkspace } from '@tests/support/caldav/vdir-workspace';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Each client test starts a few Python processes (about 0.3 s each): far more than enough, short of a hang. */
const CLIENT_TEST_MS = 60_000;

/** CalDAV clients no one here wrote (Debian's python3-caldav, vdirsyncer, todoman) against the running server. */
describe.each(DATABASE_KINDS)('real CalDAV clients on %s', (kind) => {
  let server: LiveServer;
  const workspaces: VdirWorkspace[] = [];

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await server.call(name, input, who.cookie));
  /** The list's items as the app shows them (`name` is the line with its amount, `label` the item), with their aisle. */
  const itemsOf = async (listId: string, who: TestUser) => {
    const { list } = await call('getList', { listId }, who);
    return Object.entries(list.items ?? {})
      .flatMap(([category, items]) => items.map((item) => ({ ...item, category })))
      .sort((a, b) => a.label.localeCompare(b.label));
  };
  const itemLabelled = async (listId: string, who: TestUser, label: string) => {
    const item = (await itemsOf(listId, who)).find((each) => each.label === label);
    if (!item) {
      throw new Error(`no item "${label}" on the list`);
    }
    return item;
  };
  /** A signed-up user with a list holding `lines`, and an app password for a client. */
  const userWithList = async (name: string, listName: string, lines: string) => {
    const user = await signUpUser(server, name);
    const { id: listId } = await call('createList', { name: listName }, user);
    await call('addItems', { listId, text: lines }, user);
    const { id: passwordId, password } = await call('createAppPassword', { name: 'CalDAV client' }, user);
    return { user, listId, password, passwordId };
  };
  const workspaceFor = (user: TestUser, password: string) => {
    const workspace = vdirWorkspace({ base: server.base, username: user.email, password });
    workspaces.push(workspace);
    return workspace;
  };

  beforeAll(async () => {
    server = await startLiveServer(kind, { FREE_LIST_LIMIT: '100' });
  });
  afterEach(() => {
    for (const workspace of workspaces.splice(0)) {
      workspace.close();
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it(
    'python3-caldav finds the lists, reads the items, and adds, completes and deletes to-dos the app then shows',
    async () => {
      const {
        user: ann,
        listId,
        password,
      } = await userWithList('Ann', 'Weekly shop', 'whole milk (2 gallons)');
      const account = { url: `${server.base}/dav/`, username: ann.email, password, calendar: 'Weekly shop' };

      const first = await caldavSession(account, [
        { op: 'calendars' },
        { op: 'search' },
        { op: 'save_todo', summary: '2 lb chicken thighs' },
      ]);
      expect(first.error).toBeUndefined();
      const { lists } = await call('listLists', {}, ann);
      expect(first.calendars?.map((calendar) => calendar.name).sort()).toEqual(
        lists.map((list) => list.name).sort(),
      );
      expect(lists.map((list) => list.name)).toContain('Weekly shop');
      expect(first.found).toEqual([
        expect.objectContaining({
          summary: 'whole milk (2 gallons)',
          status: 'NEEDS-ACTION',
          categories: ['Dairy & Eggs'],
        }),
      ]);
      expect(await itemLabelled(listId, ann, 'chicken thighs')).toMatchObject({
        quantity: '2 lb',
        category: 'Meat & Seafood',
        checked: false,
      });

      const milk = await itemLabelled(listId, ann, 'whole milk');
      await call('toggleItem', { listId, itemId: milk.id, checked: true }, ann);
      const chickenUid = first.saved?.uid ?? '';
      const second = await caldavSession(account, [{ op: 'complete', uid: chickenUid }, { op: 'search' }]);
      expect(second.error).toBeUndefined();
      expect(await itemLabelled(listId, ann, 'chicken thighs')).toMatchObject({ checked: true });
      expect(second.found?.map((todo) => [todo.summary, todo.status])).toEqual([
        ['chicken thighs (2 lb)', 'COMPLETED'],
        ['whole milk (2 gallons)', 'COMPLETED'],
      ]);

      const third = await caldavSession(account, [{ op: 'delete', uid: chickenUid }, { op: 'search' }]);
      expect(third.error).toBeUndefined();
      expect((await itemsOf(listId, ann)).map((item) => item.label)).toEqual(['whole milk']);
      expect(third.found?.map((todo) => todo.summary)).toEqual(['whole milk (2 gallons)']);
    },
    CLIENT_TEST_MS,
  );

  it(
    'vdirsyncer and todoman: a to-do added, completed and deleted in the folder reaches the app, and back',
    async () => {
      const { user: ann, listId, password } = await userWithList('Ann', 'Corner shop', 'eggs\n2 onions');
      const { lists } = await call('listLists', {}, ann);
      const machine = workspaceFor(ann, password);
      await machine.discover(lists.length);
      expectSynced(await machine.sync());
      machine.useTodoman(listId);
      const synced = await machine.todos();
      expect(synced.map((todo) => todo.summary).sort()).toEqual(['eggs', 'onions (2)']);

      const idOf = (summary: string) => String(synced.find((todo) => todo.summary === summary)?.id);
      await machine.todoman('new', '3 lemons');
      await machine.todoman('done', idOf('eggs'));
      await machine.todoman('delete', '--yes', idOf('onions (2)'));
      expectSynced(await machine.sync());
      expect(
        (await itemsOf(listId, ann)).map(({ label, quantity, checked, category }) => ({
          label,
          quantity,
          checked,
          category,
        })),
      ).toEqual([
        { label: 'eggs', quantity: null, checked: true, category: 'Dairy & Eggs' },
        { label: 'lemons', quantity: '3', checked: false, category: 'Produce' },
      ]);

      const lemons = await itemLabelled(listId, ann, 'lemons');
      await call('toggleItem', { listId, itemId: lemons.id, checked: true }, ann);
      await call('addItems', { listId, text: 'sourdough bread' }, ann);
      expectSynced(await machine.sync());
      expect(
        (await machine.todos()).map(({ summary, completed }) => ({ summary, completed })).sort(bySummary),
      ).toEqual([
        { summary: 'eggs', completed: true },
        { summary: 'lemons (3)', completed: true },
        { summary: 'sourdough bread', completed: false },
      ]);
      expect(machine.files(listId)).toHaveLength(3);
    },
    CLIENT_TEST_MS,
  );

  it(
    'an item edited in the app and in the folder at once: the stale write is refused (412), the merge keeps both notes',
    async () => {
      const { user: ann, listId, password } = await userWithList('Ann', 'Lemon tart', '3 lemons');
      const { lists } = await call('listLists', {}, ann);
      const machine = workspaceFor(ann, password);
      await machine.discover(lists.length);
      expectSynced(await machine.sync());
      const [synced] = machine.files(listId);
      if (!synced) {
        throw new Error('the lemons were not synced into the folder');
      }
      const lemons = await itemLabelled(listId, ann, 'lemons');

      // Both sides edit the lemons: the app renames them and notes something, the folder notes something else.
      await call('renameItem', { listId, itemId: lemons.id, name: 'Meyer lemons' }, ann);
      await call('setItemNote', { listId, itemId: lemons.id, note: 'the ripe ones' }, ann);
      machine.editFile(listId, synced.name, (text) =>
        text.replace(/\r?\nSTATUS:/, '\nDESCRIPTION:for the lemon tart\nSTATUS:'),
      );

      // While vdirsyncer merges (after it read the item's ETag), the lemons are ticked in the app: its write,
      // sent with If-Match that ETag, is refused and the app keeps everything it had.
      machine.configure([DEBIAN_PYTHON, caldavScript('tick-then-merge.py'), caldavScript('merge-notes.py')]);
      const race = { listId, itemId: lemons.id, checked: true };
      const raced = await machine.sync({
        AISLEWISE_RACE: JSON.stringify({
          url: `${server.base}/api/toggleItem`,
          cookie: ann.cookie,
          origin: server.base,
          data: race,
        }),
      });
      expect(raced.code, raced.stderr).not.toBe(0);
      expect(raced.stderr).toMatch(/to server\/.*\n.*Precondition Failed/);
      expect(await itemLabelled(listId, ann, 'Meyer lemons')).toMatchObject({
        quantity: '3',
        note: 'the ripe ones',
        checked: true,
      });

      // The next sync merges again, from the app's item as it is now: both notes, the new name and the tick.
      machine.configure(MERGE_NOTES);
      expectSynced(await machine.sync());
      expect(await itemLabelled(listId, ann, 'Meyer lemons')).toMatchObject({
        quantity: '3',
        note: 'the ripe ones / for the lemon tart',
        checked: true,
      });
      // The server answered the merged write without an ETag (it files what it keeps its own way), so the
      // sync after reads its copy back: the folder then holds exactly what the server serves.
      expectSynced(await machine.sync());
      const [local] = machine.files(listId);
      const served = await dav(
        'GET',
        `/dav/calendars/${ann.uid}/${listId}/${synced.name}`,
        basic(ann.email, password),
      );
      expect(served.status).toBe(200);
      // vdirsyncer reads calendar-data out of the multiget's XML, whose parser turns CRLF into LF (XML 1.0 §2.11).
      expect(local?.text).toBe((await served.text()).replace(/\r\n/g, '\n'));
    },
    CLIENT_TEST_MS,
  );

  it(
    "refuses a wrong or revoked app password (401) and keeps another household's list out of sight (404)",
    async () => {
      const ann = await userWithList('Ann', "Ann's list", 'apples');
      const bob = await userWithList('Bob', "Bob's list", 'coffee beans');
      const account = { url: `${server.base}/dav/`, username: ann.user.email, password: ann.password };
      const annSignIn = basic(ann.user.email, ann.password);

      const seen = await caldavSession(account, [{ op: 'calendars' }]);
      expect(seen.error).toBeUndefined();
      expect(seen.calendars?.map((calendar) => calendar.name)).toContain("Ann's list");
      expect(seen.calendars?.map((calendar) => calendar.name)).not.toContain("Bob's list");
      expect(seen.calendars?.some((calendar) => calendar.url.includes(bob.listId))).toBe(false);

      // Bob's list at its address, under Ann's user id and under Bob's: there is nothing there for Ann.
      const bobsItems = await itemsOf(bob.listId, bob.user);
      const [coffee] = bobsItems;
      if (!coffee) {
        throw new Error("Bob's list has no item");
      }
      for (const owner of [ann.user.uid, bob.user.uid]) {
        const list = `/dav/calendars/${owner}/${bob.listId}/`;
        const item = `${list}${coffee.id}.ics`;
        const answers = [
          await dav('PROPFIND', list, { ...annSignIn, depth: '1' }),
          await dav('GET', item, annSignIn),
          await dav('PUT', item, { ...annSignIn, 'content-type': 'text/calendar' }, todoBody('tea')),
          await dav('DELETE', item, annSignIn),
        ];
        expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      }
      expect(await itemsOf(bob.listId, bob.user)).toEqual(bobsItems);

      const wrong = await caldavSession({ ...account, password: `${ann.password}x` }, [{ op: 'calendars' }]);
      expect(wrong.error?.type).toBe('AuthorizationError');
      await expectRefused(basic(ann.user.email, `${ann.password}x`));
      await call('revokeAppPassword', { id: ann.passwordId }, ann.user);
      const revoked = await caldavSession(account, [{ op: 'calendars' }]);
      expect(revoked.error?.type).toBe('AuthorizationError');
      await expectRefused(annSignIn);

      const wellKnown = await fetch(`${server.base}/.well-known/caldav`, { redirect: 'manual' });
      expect(wellKnown.status).toBe(308);
      expect(new URL(wellKnown.headers.get('location') ?? '', server.base).pathname).toBe('/dav/');
    },
    CLIENT_TEST_MS,
  );

  const dav = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    fetch(`${server.base}${path}`, { method, headers, body });
  /** A PROPFIND signed in with `signIn` is refused with 401 and a Basic challenge, as a client needs to ask again. */
  const expectRefused = async (signIn: Record<string, string>) => {
    const answer = await dav('PROPFIND', '/dav/', { ...signIn, depth: '0' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Basic /);
  };
});

/** The Authorization header of a CalDAV client signed in with an e-mail and an app password. */
function basic(email: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` };
}

/** A client's new to-do, as iCalendar text. */
function todoBody(summary: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VTODO',
    'UID:tea-1',
    `SUMMARY:${summary}`,
  ]
    .concat(['END:VTODO', 'END:VCALENDAR', ''])
    .join('\r\n');
}

/** A sync that went through: exit code 0, or the test fails with what vdirsyncer printed. */
function expectSynced(run: ClientRun): void {
  expect(run.code, run.stderr).toBe(0);
}

function bySummary(a: { summary: string }, b: { summary: string }) {
  return a.summary.localeCompare(b.summary);
}
