import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Static imports and re-exports (over several lines too), side-effect imports, and dynamic import(). */
const SIDE_EFFECT_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const SPECIFIER_PATTERNS = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  SIDE_EFFECT_IMPORT,
  DYNAMIC_IMPORT,
];

const specifiersOf = (source: string, pattern: RegExp) =>
  [...source.matchAll(pattern)].map((match) => match[1] ?? '');

/** The module specifiers a source file imports; the import-rule tests of the web and the server read them. */
export function importsOf(source: string): string[] {
  return SPECIFIER_PATTERNS.flatMap((pattern) => specifiersOf(source, pattern));
}

/**
 * The specifiers a source file imports values from, at run time: `import type { … }` and imports whose every
 * name is marked `type` are left out (the compiler erases them), as are re-exports.
 */
export function valueImportsOf(source: string): string[] {
  const statements = [...source.matchAll(/^\s*import\b([^;'"]*?)\bfrom\s*['"]([^'"]+)['"]/gm)].flatMap(
    ([, clause = '', specifier = '']) => {
      const named = clause.trim();
      if (/^type\b/.test(named)) {
        return [];
      }
      const braces = named.match(/^\{([^}]*)\}$/);
      const allTypes = braces?.[1]
        ?.split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
        .every((name) => name.startsWith('type '));
      return allTypes ? [] : [specifier];
    },
  );
  return [
    ...statements,
    ...specifiersOf(source, SIDE_EFFECT_IMPORT),
    ...specifiersOf(source, DYNAMIC_IMPORT),
  ];
}

/** tsconfig.json's path aliases (`"@/*": ["./src/web/*"]`), each as its prefix and the folder it stands for. */
export function pathAliases(projectRoot: string): (readonly [string, string])[] {
  return [
    ...readFileSync(join(projectRoot, 'tsconfig.json'), 'utf8').matchAll(
      /"([^"*]+)\*"\s*:\s*\[\s*"([^"*]+)\*"/g,
    ),
  ].map(([, prefix = '', folder = '']) => [prefix, resolve(projectRoot, folder)] as const);
}
