import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, pathAliases, valueImportsOf } from '@tests/support/import-specifiers';
import { describe, expect, it } from 'vitest';

// The web's layers: shared → lib, components, providers → features → app. Only main.tsx may import app/,
// and features meet only in app/, so a feature never imports another one.

const WEB = dirname(fileURLToPath(import.meta.url));
const SERVER = resolve(WEB, '../server');

const ROOT = resolve(WEB, '../..');

/** tsconfig.json's path aliases, each as its prefix and the folder it stands for. */
const ALIASES = pathAliases(ROOT);

/** A path inside src/web as its segments (`['features', 'lists', …]`); null outside src/web. */
function webSegments(path: string): string[] | null {
  const rel = relative(WEB, path);
  return rel.startsWith('..') ? null : rel.split(sep);
}

/** The absolute path `specifier` names from `file`, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    return resolve(dirname(file), specifier);
  }
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? resolve(alias[1], specifier.slice(alias[0].length)) : null;
}

/** Why `file` (absolute) may not import `specifier`, or null when it may. */
function ruleBroken(file: string, specifier: string): string | null {
  const target = targetOf(file, specifier);
  if (!target) {
    return null;
  }
  if (target === SERVER || target.startsWith(`${SERVER}${sep}`)) {
    return 'the web never imports the server';
  }
  if (specifier.startsWith('../../../')) {
    return 'an import never climbs three folders (name it from @/ or @shared/)';
  }
  const from = webSegments(file) ?? [];
  const to = webSegments(target);
  if (!to) {
    return null;
  }
  const [fromLayer, fromFeature] = from;
  const [toLayer, toFeature] = to;
  if (fromLayer === 'features' && toLayer === 'features' && fromFeature !== toFeature) {
    return 'a feature never imports another feature (they meet in app/)';
  }
  if (toLayer === 'app' && fromLayer !== 'app' && from.join('/') !== 'main.tsx') {
    return 'only app/ and main.tsx import app/';
  }
  if (['lib', 'components', 'providers'].includes(fromLayer ?? '') && toLayer === 'features') {
    return 'lib/, components/ and providers/ never import features/';
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every broken rule in src/web, as `file → import (rule)`. */
function violations(): string[] {
  return sourceFiles(WEB).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const rule = ruleBroken(file, specifier);
      return rule ? [`${relative(WEB, file)} → ${specifier} (${rule})`] : [];
    }),
  );
}

/** The schemas' modules: zod and the contract built on it. The server validates; the browser needs only types. */
const SHARED = resolve(WEB, '../shared');
function loadsSchemas(file: string, specifier: string): boolean {
  if (specifier === 'zod' || specifier.startsWith('zod/')) {
    return true;
  }
  const target = targetOf(file, specifier);
  return (
    target !== null &&
    (target === join(SHARED, 'api') || target.startsWith(`${join(SHARED, 'contract')}${sep}`))
  );
}

describe('web import rules', () => {
  it('hold for every file in src/web', () => {
    expect(violations()).toEqual([]);
  });

  it('keep zod and the contract out of the browser: its pages import only their types', () => {
    // 90 KiB of schemas a page never runs, and zod's compiled parsers would ask for an eval the CSP refuses.
    const schemaImports = sourceFiles(WEB)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        valueImportsOf(readFileSync(file, 'utf8'))
          .filter((specifier) => loadsSchemas(file, specifier))
          .map((specifier) => `${relative(WEB, file)} → ${specifier}`),
      );
    expect(schemaImports).toEqual([]);
  });

  it('tell value imports from type-only ones', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './bc';",
      "import { type D, e } from './de';",
      "import f from './f';",
      "import './g.css';",
      "const H = lazy(() => import('./h'));",
    ].join('\n');
    expect(valueImportsOf(source)).toEqual(['./de', './f', './g.css', './h']);
  });

  it('find static, multi-line, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      'import type {',
      '  B,',
      "} from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      "const E = lazy(() => import('./e'));",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './c', './d.css', './e']);
  });

  it('catch each kind of violation', () => {
    const at = (path: string) => join(WEB, path);
    expect(ruleBroken(at('features/lists/overview/x.ts'), '../../meals/y')).toMatch(/another feature/);
    expect(ruleBroken(at('features/lists/overview/x.ts'), '../api/y')).toBeNull();
    expect(ruleBroken(at('features/lists/x.ts'), '../../app/router')).toMatch(/import app/);
    expect(ruleBroken(at('components/x.tsx'), '../app/layout')).toMatch(/import app/);
    expect(ruleBroken(at('main.tsx'), './app/router')).toBeNull();
    expect(ruleBroken(at('app/router.tsx'), '../features/lists/y')).toBeNull();
    expect(ruleBroken(at('lib/x.ts'), '../features/lists/y')).toMatch(/never import features/);
    expect(ruleBroken(at('providers/x.tsx'), '../features/pro/y')).toMatch(/never import features/);
    expect(ruleBroken(at('lib/x.ts'), '../../server/db/schema')).toMatch(/server/);
    expect(ruleBroken(at('lib/x.ts'), '../../shared/api')).toBeNull();
  });

  it('follow the path aliases as the relative paths they stand for', () => {
    expect(ALIASES.map(([prefix]) => prefix)).toEqual(['@/', '@shared/', '@tests/', '@server/', '@scripts/']);
    const at = (path: string) => join(WEB, path);
    expect(ruleBroken(at('features/lists/overview/x.ts'), '@/features/meals/y')).toMatch(/another feature/);
    expect(ruleBroken(at('features/lists/overview/x.ts'), '@/features/lists/api/y')).toBeNull();
    expect(ruleBroken(at('features/lists/x.ts'), '@/app/router')).toMatch(/import app/);
    expect(ruleBroken(at('main.tsx'), '@/app/router')).toBeNull();
    expect(ruleBroken(at('components/x.tsx'), '@/features/lists/y')).toMatch(/never import features/);
    expect(ruleBroken(at('lib/x.ts'), '@/../server/db/schema')).toMatch(/server/);
    expect(ruleBroken(at('lib/x.ts'), '@server/db/schema')).toMatch(/server/);
    expect(ruleBroken(at('lib/x.ts'), '@shared/../server/db/schema')).toMatch(/server/);
    expect(ruleBroken(at('lib/x.ts'), '@shared/api')).toBeNull();
    expect(ruleBroken(at('lib/x.ts'), '@tanstack/react-query')).toBeNull();
    expect(ruleBroken(at('features/lists/detail/x.ts'), '../../../lib/y')).toMatch(/climbs three folders/);
    expect(ruleBroken(at('features/lists/detail/x.ts'), '../api/y')).toBeNull();
  });
});
