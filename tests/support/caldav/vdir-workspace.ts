import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClientRun, caldavScript, DEBIAN_PYTHON, outputOf, runClient } from './client-process';

/** A to-do as `todoman --porcelain list` shows it. */
export interface TodomanTodo {
  id: number;
  summary: string;
  description: string;
  completed: boolean;
  list: string;
}

/** A .ics file of a synced folder: its name and text. */
export interface VdirFile {
  name: string;
  text: string;
}

/** The conflict command that keeps both sides' notes (merge-notes.py). */
export const MERGE_NOTES = [DEBIAN_PYTHON, caldavScript('merge-notes.py')];

/**
 * A user's machine in a temp folder: vdirsyncer pairing the server's calendars ("from b") with a local folder
 * of .ics files, one folder per list, and todoman reading and writing those folders. HOME is the temp folder, so
 * nothing of the real user's is read or written.
 */
export function vdirWorkspace(account: { base: string; username: string; password: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'aislewise-vdir-'));
  const calendars = join(dir, 'calendars');
  const config = join(dir, 'vdirsyncer.conf');
  const todomanConfig = join(dir, 'todoman.py');
  const env = { HOME: dir, VDIRSYNCER_CONFIG: config, TODOMAN_CONFIG: todomanConfig };
  const quoted = (text: string) => JSON.stringify(text);

  /** vdirsyncer's config, with `conflict` as the pair's conflict command (vdirsyncer appends the two files). */
  const configure = (conflict: readonly string[]) =>
    writeFileSync(
      config,
      [
        '[general]',
        `status_path = ${quoted(join(dir, 'status'))}`,
        '',
        '[pair lists]',
        'a = "local"',
        'b = "server"',
        'collections = ["from b"]',
        `conflict_resolution = ${JSON.stringify(['command', ...conflict])}`,
        '',
        '[storage local]',
        'type = "filesystem"',
        `path = ${quoted(calendars)}`,
        'fileext = ".ics"',
        '',
        '[storage server]',
        'type = "caldav"',
        `url = ${quoted(`${account.base}/dav/`)}`,
        `username = ${quoted(account.username)}`,
        `password = ${quoted(account.password)}`,
        'item_types = ["VTODO"]',
        '',
      ].join('\n'),
    );
  configure(MERGE_NOTES);

  const vdirsyncer = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
    runClient('/usr/bin/vdirsyncer', args, { input: options.input, env: { ...env, ...options.env } });

  return {
    configure,
    /** `vdirsyncer discover`, answering yes to making each list's local folder. */
    discover: async (lists: number) =>
      outputOf(await vdirsyncer(['discover'], { input: 'y\n'.repeat(lists) }), 'vdirsyncer discover'),
    /** `vdirsyncer sync` as it ran (a write the server refused exits non-zero), `extraEnv` added to its environment. */
    sync: (extraEnv: Record<string, string> = {}): Promise<ClientRun> =>
      vdirsyncer(['sync'], { env: extraEnv }),
    /** The .ics files in the list's folder (named by the list's id, as its calendar address is), by name. */
    files: (listId: string): VdirFile[] =>
      readdirSync(join(calendars, listId))
        .filter((name) => name.endsWith('.ics'))
        .sort()
        .map((name) => ({ name, text: readFileSync(join(calendars, listId, name), 'utf8') })),
    /**
     * Rewrites a file of the list's folder as an editor saving it does: a new file renamed over the old one, so
     * vdirsyncer (which tells a changed file by its mtime and inode) sees the change however soon it comes.
     */
    editFile: (listId: string, name: string, edit: (text: string) => string) => {
      const path = join(calendars, listId, name);
      writeFileSync(`${path}.saving`, edit(readFileSync(path, 'utf8')));
      renameSync(`${path}.saving`, path);
    },
    /** Points todoman at the synced folders, `listId` the list it adds to. */
    useTodoman: (listId: string) =>
      writeFileSync(
        todomanConfig,
        [
          `path = ${quoted(join(calendars, '*'))}`,
          'date_format = "%Y-%m-%d"',
          'time_format = "%H:%M"',
          `default_list = ${quoted(listId)}`,
          `cache_path = ${quoted(join(dir, 'todoman-cache.sqlite3'))}`,
          'default_due = 0',
          '',
        ].join('\n'),
      ),
    /** Runs todoman with `args`; fails the test when it fails. */
    todoman: async (...args: string[]) =>
      outputOf(await runClient('/usr/bin/todoman', args, { env }), `todoman ${args.join(' ')}`),
    /** Every to-do todoman sees, done or not. */
    todos: async (): Promise<TodomanTodo[]> => {
      const run = await runClient('/usr/bin/todoman', ['--porcelain', 'list', '--status', 'ANY'], { env });
      return JSON.parse(outputOf(run, 'todoman list')) as TodomanTodo[];
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A synced machine a test drives. */
export type VdirWorkspace = ReturnType<typeof vdirWorkspace>;
