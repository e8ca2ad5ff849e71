import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Static imports and re-exports (over several lines too), side-effect imports, and dynamic import(). */
const SPECIFIER_PATTERNS = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The module specifiers a source file imports; the import-rule tests of the web and the server read them. */
export function importsOf(source: string): string[] {
  return SPECIFIER_PATTERNS.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] ?? ''),
  );
}

/** tsconfig.json's path aliases (`"@/*": ["./src/web/*"]`), each as its prefix and the folder it stands for. */
export function pathAliases(projectRoot: string): (readonly [string, string])[] {
  return [
    ...readFileSync(join(projectRoot, 'tsconfig.json'), 'utf8').matchAll(
      /"([^"*]+)\*"\s*:\s*\[\s*"([^"*]+)\*"/g,
    ),
  ].map(([, prefix = '', folder = '']) => [prefix, resolve(projectRoot, folder)] as const);
}
