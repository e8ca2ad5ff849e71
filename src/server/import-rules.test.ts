import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, pathAliases } from '@tests/support/import-specifiers';
import { describe, expect, it } from 'vitest';

// The server's layers. An area is a folder with procedures (lists/, stores/, …): areas meet only through the
// index.ts each keeps for the others, or in the composition root at the top (services.ts, procedures.ts,
// app.ts). Every other folder is a layer any area may use: db/ (with *.repo.ts, the only home of drizzle and
// the drivers), rpc/ (the protocol, which imports no area), policies/ and presenters/ (who may do what, and
// the shapes the contract sends: from what they are given, so no area and no SQL), change-ids/, http/, …
// biome.json says the same where Biome can, so editors show it; this test holds the rest.

const SERVER = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(SERVER, '..');
const PROJECT = resolve(SRC, '..');
/** tsconfig.json's path aliases, each as its prefix and the folder it stands for. */
const ALIASES = pathAliases(PROJECT);

/** The composition root and the boot: only the top of src/server imports them. */
const COMPOSITION = ['app', 'services', 'procedures', 'server', 'run-server', 'main'];
/** The database's packages: only *.repo.ts files and db/ import them. */
const DRIVERS = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;

/** The areas: the folders of src/server that hold procedures. */
function areas(): string[] {
  return readdirSync(SERVER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(join(SERVER, entry.name)).some((name) => name.endsWith('.procedures.ts')))
    .map((entry) => entry.name);
}

/** Where a specifier points inside the project (without extension), or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    return resolve(dirname(file), specifier);
  }
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? join(alias[1], specifier.slice(alias[0].length)) : null;
}

/** A path inside src/server as its segments (`['lists', 'lists.repo']`); null outside it. */
function serverSegments(path: string): string[] | null {
  const rel = relative(SERVER, path);
  return rel.startsWith('..') ? null : rel.split(sep);
}

/** Why `file` (absolute) may not import `specifier`, or null when it may. */
function ruleBroken(file: string, specifier: string, areaNames: readonly string[] = areas()): string | null {
  const from = serverSegments(file) ?? [];
  const fromTop = from.length > 1 ? from[0] : '';
  const isTest = file.endsWith('.test.ts');
  if (DRIVERS.test(specifier)) {
    // Tests read and set up the database directly.
    return fromTop === 'db' || file.endsWith('.repo.ts') || isTest
      ? null
      : 'only *.repo.ts files and db/ import drizzle or the database drivers';
  }
  const target = targetOf(file, specifier);
  if (!target) {
    return null;
  }
  if (target.startsWith(join(SRC, 'web'))) {
    return 'the server never imports the web';
  }
  const to = serverSegments(target);
  if (!to || fromTop === '') {
    return null;
  }
  // An area's folder itself (`../lists`) is its index.
  const toTop = to.length > 1 || areaNames.includes(to[0] ?? '') ? (to[0] ?? '') : '';
  const toArea = areaNames.includes(toTop) ? toTop : null;
  if (toTop === '' && COMPOSITION.includes(to[0] ?? '')) {
    return 'only the top of src/server imports the composition root';
  }
  if (fromTop === 'rpc' && toArea) {
    return 'rpc/ imports no area (the procedure registry is procedures.ts, at the top)';
  }
  if ((fromTop === 'policies' || fromTop === 'presenters') && (toArea || toTop === 'db')) {
    return 'policies/ and presenters/ decide and present from what they are given: no area, no SQL';
  }
  const isIndex = to.length === 1 || (to.length === 2 && to[1] === 'index');
  if (toArea && toArea !== fromTop && !isIndex) {
    return `another area is reached only through its index.ts (import '…/${toArea}')`;
  }
  return null;
}

/** Exported rules and shapes outside their homes: `can…`/`authorize…` outside policies/, `present…` outside presenters/. */
function homeBroken(file: string, source: string): string | null {
  const top = serverSegments(file)?.[0];
  const exported = [...source.matchAll(/^export\s+(?:async\s+)?(?:function\s+|const\s+)(\w+)/gm)].map(
    (match) => match[1] ?? '',
  );
  if (top !== 'policies' && exported.some((name) => /^(can[A-Z]|authorize)/.test(name))) {
    return 'a rule of who may do what lives in policies/';
  }
  if (top !== 'presenters' && exported.some((name) => /^present[A-Z]/.test(name))) {
    return 'a shape the contract sends is made in presenters/';
  }
  return null;
}

/** An area's index.ts only passes on what the area offers: re-exports and comments, no code of its own. */
function indexBroken(source: string): string | null {
  const code = source
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/export\s+(?:type\s+)?\{[^}]*\}\s*from\s*['"][^'"]+['"];?/g, '')
    .trim();
  return code === '' ? null : `an index.ts only re-exports (found: ${code.slice(0, 60)})`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every broken rule in src/server, as `file → import (rule)`. */
function violations(): string[] {
  const areaNames = areas();
  return sourceFiles(SERVER).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const name = relative(SERVER, file);
    const home = homeBroken(file, source);
    const index = name.endsWith(`${sep}index.ts`) ? indexBroken(source) : null;
    return [
      ...importsOf(source).flatMap((specifier) => {
        const rule = ruleBroken(file, specifier, areaNames);
        return rule ? [`${name} → ${specifier} (${rule})`] : [];
      }),
      ...(home ? [`${name} (${home})`] : []),
      ...(index ? [`${name} (${index})`] : []),
    ];
  });
}

/**
 * The files (under src/server) Biome's noRestrictedImports flags, when the given sources are linted with the
 * project's biome.json in a scratch folder (so no probe ever appears in src/ while other tests read it).
 */
function biomeFlags(sources: Record<string, string>): string[] {
  const scratch = mkdtempSync(join(tmpdir(), 'aislewise-import-rules-'));
  try {
    const {
      vcs: _vcs,
      $schema: _schema,
      ...config
    } = JSON.parse(readFileSync(join(PROJECT, 'biome.json'), 'utf8'));
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
    for (const [path, line] of Object.entries(sources)) {
      const file = join(scratch, 'src', 'server', path);
      mkdirSync(dirname(file), { recursive: true });
      const name = line.match(/import \{ (\w+) \}/)?.[1] ?? 'x';
      writeFileSync(file, `${line}\nexport const probe = ${name};\n`);
    }
    const biome = join(PROJECT, 'node_modules', '.bin', 'biome');
    let output = '';
    try {
      output = execFileSync(biome, ['lint', '--max-diagnostics=none', '--colors=off', '.'], {
        cwd: scratch,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    const flagged = [
      ...output.matchAll(/^src\/server\/(\S+?\.ts):\d+:\d+ lint\/style\/noRestrictedImports/gm),
    ];
    return [...new Set(flagged.map((match) => match[1] ?? ''))].sort();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe('server import rules', () => {
  it('hold for every file in src/server', () => {
    expect(violations()).toEqual([]);
  });

  it('are also Biome rules where Biome can say them, so editors show them: each area is listed', () => {
    const biome = readFileSync(join(PROJECT, 'biome.json'), 'utf8');
    expect(areas()).toEqual(expect.arrayContaining(['lists', 'stores', 'meals', 'profile']));
    expect(areas().filter((area) => !biome.includes(`"../${area}/**"`))).toEqual([]);
  });

  it('are enforced by Biome on files that break them, and not on files that keep them', () => {
    const flagged = biomeFlags({
      'lists/x.procedures.ts': "import { sql } from 'drizzle-orm';",
      'backup/x.ts': "import { pgTable } from 'drizzle-orm/pg-core';",
      'rpc/x.ts': "import { listsRepo } from '../lists';",
      'rpc/y.ts': "import { listsRepo } from '../lists/lists.repo';",
      'policies/x.ts': "import { lists } from '../db/schema';",
      'presenters/x.ts': "import { storesRepo } from '../stores';",
      'db/x.ts': "import { backfill } from '../lists/quantity-backfill.repo';",
      'lists/ok.repo.ts': "import { sql } from 'drizzle-orm';",
      'db/ok.ts': "import { sql } from 'drizzle-orm';",
      'rpc/ok.ts': "import { linkOrigin } from '../http/link-origin';",
      'policies/ok.ts': "import { relationTo } from './lists';",
      'lists/ok.test.ts': "import { sql } from 'drizzle-orm';",
    });
    expect(flagged).toEqual([
      'backup/x.ts',
      'db/x.ts',
      'lists/x.procedures.ts',
      'policies/x.ts',
      'presenters/x.ts',
      'rpc/x.ts',
      'rpc/y.ts',
    ]);
  });

  it('catch each kind of violation', () => {
    const at = (path: string) => join(SERVER, path);
    const broken = (file: string, specifier: string) => ruleBroken(at(file), specifier);
    expect(broken('lists/lists.procedures.ts', 'drizzle-orm')).toMatch(/only \*\.repo\.ts/);
    expect(broken('backup/backup-tables.ts', 'drizzle-orm/pg-core')).toMatch(/only \*\.repo\.ts/);
    expect(broken('http/x.ts', '@electric-sql/pglite')).toMatch(/only \*\.repo\.ts/);
    expect(broken('lists/lists.repo.ts', 'drizzle-orm')).toBeNull();
    expect(broken('db/client.ts', 'pg')).toBeNull();
    expect(broken('lists/sort-items.test.ts', 'drizzle-orm')).toBeNull();
    expect(broken('rpc/rpc-route.ts', '../profile')).toMatch(/rpc\/ imports no area/);
    expect(broken('rpc/rpc-route.ts', '../lists/lists.repo')).toMatch(/rpc\/ imports no area/);
    expect(broken('rpc/rpc-route.ts', '../http/link-origin')).toBeNull();
    expect(broken('rpc/x.ts', '../services')).toMatch(/composition root/);
    expect(broken('policies/lists.ts', '../lists')).toMatch(/policies\/ and presenters\//);
    expect(broken('presenters/list.ts', '../db/schema')).toMatch(/no SQL/);
    expect(broken('presenters/profile.ts', '../policies/pro')).toBeNull();
    expect(broken('stores/store-lists.repo.ts', '../lists/list-write-sql.repo')).toMatch(
      /only through its index/,
    );
    expect(broken('stores/store-lists.repo.ts', '../lists')).toBeNull();
    expect(broken('stores/x.ts', '../lists/index')).toBeNull();
    expect(broken('ai/model/x.ts', '../../auth/auth-rate-limit.repo')).toMatch(/only through its index/);
    expect(broken('ai/model/x.ts', '../local/pairings')).toBeNull();
    expect(broken('live/live-hub.ts', '../lists/lists.repo')).toMatch(/only through its index/);
    expect(broken('lists/x.ts', '@shared/contract/lists')).toBeNull();
    expect(broken('lists/x.ts', '@/lib/rpc')).toMatch(/never imports the web/);
    expect(broken('rpc/x.ts', '@server/lists')).toMatch(/rpc\/ imports no area/);
    expect(broken('services.ts', './lists/lists.repo')).toBeNull();
    expect(homeBroken(at('lists/x.ts'), 'export function canEditList() {}')).toMatch(/policies/);
    expect(homeBroken(at('stores/x.ts'), 'export const authorizeStore = () => {};')).toMatch(/policies/);
    expect(homeBroken(at('meals/x.ts'), 'export function presentMeal() {}')).toMatch(/presenters/);
    expect(homeBroken(at('policies/x.ts'), 'export function canEditList() {}')).toBeNull();
    expect(indexBroken("export type { A } from './a';\nexport { b, type C } from './b';")).toBeNull();
    expect(indexBroken("export const b = 1;\nexport { c } from './c';")).toMatch(/only re-exports/);
  });
});
