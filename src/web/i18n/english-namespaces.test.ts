import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathAliases, valueImportsOf } from '@tests/support/import-specifiers';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from './namespaces';

// English ships in the code: `common` and `lists` with the app, every other namespace inside the code of the pages
// that show it (a page's module imports `@/i18n/english/<ns>`). The catalogue waits for that module rather than
// fetching anything, so a page that declares a namespace its code does not bring would never finish loading.

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = pathAliases(resolve(WEB, '../..'));
const WITH_THE_APP: readonly Namespace[] = ['common', 'lists'];
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"][^'"]+['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source file `specifier` names from `file`; null for a package or a file that is not code. */
function fileOf(file: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const target = specifier.startsWith('.')
    ? resolve(dirname(file), specifier)
    : alias
      ? resolve(alias[1], specifier.slice(alias[0].length))
      : null;
  if (target === null) {
    return null;
  }
  return [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((path) => existsSync(path)) ?? null;
}

/** Every source file `file` brings with it when it loads: its static imports, all the way down. */
function staticallyLoaded(file: string): Set<string> {
  const loaded = new Set<string>();
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (!loaded.has(next)) {
      loaded.add(next);
      const source = readFileSync(next, 'utf8').replace(DYNAMIC_IMPORT, '');
      for (const specifier of valueImportsOf(source)) {
        const imported = fileOf(next, specifier);
        if (imported !== null) {
          queue.push(imported);
        }
      }
    }
  }
  return loaded;
}

/** Each lazyRoute/lazyComponent call that names namespaces: where it is, the module it loads, the namespaces. */
function lazyLoads() {
  return sourceFiles(WEB).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/\blazy(?:Route|Component)\(([\s\S]*?)\n\s*\)/g)].flatMap(([, args = '']) => {
      const namespaces = /\[([^\]]*)\]\s*,?\s*$/.exec(args)?.[1];
      if (namespaces === undefined) {
        return [];
      }
      const module = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(args)?.[1] ?? null;
      return [
        {
          at: `${file.slice(WEB.length + 1)}, ${module ?? 'a module named elsewhere'}`,
          module: module === null ? null : fileOf(file, module),
          namespaces: [...namespaces.matchAll(/'(\w+)'/g)].map(([, name]) => name as Namespace),
        },
      ];
    });
  });
}

describe('English namespaces come with the code that shows them', () => {
  const loads = lazyLoads();

  it('finds the lazily loaded pages and parts that name their namespaces', () => {
    expect(loads.length).toBeGreaterThanOrEqual(15);
    expect(new Set(loads.flatMap((load) => load.namespaces))).toEqual(
      new Set(NAMESPACES.filter((ns) => ns !== 'common')),
    );
  });

  it.each(loads.map((load) => [load.at, load] as const))(
    'a lazy load (%s) brings the English of each namespace it names',
    (_at, load) => {
      expect(load.module, 'the module is named inline, import(…)').not.toBeNull();
      const loaded = staticallyLoaded(load.module ?? '');
      const missing = load.namespaces
        .filter((namespace) => !WITH_THE_APP.includes(namespace))
        .filter((namespace) => !loaded.has(join(WEB, 'i18n/english', `${namespace}.ts`)));
      expect(missing, `${load.module} must import @/i18n/english/<ns> for these`).toEqual([]);
    },
  );

  it('has an English module for every namespace that does not ship with the app', () => {
    const modules = readdirSync(join(WEB, 'i18n/english')).map((file) => file.replace(/\.ts$/, ''));
    expect(new Set(modules)).toEqual(new Set(NAMESPACES.filter((ns) => !WITH_THE_APP.includes(ns))));
  });
});
