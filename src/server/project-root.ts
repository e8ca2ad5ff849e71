import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, drizzle/ and dist/. The server runs from its sources (tests, tsx) and from
 * the bundle in dist/server, which sit at different depths, so it is found by walking up rather than by a
 * fixed relative path.
 */
function findProjectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(folder, 'package.json')) && existsSync(join(folder, 'drizzle')))) {
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error('Aislewise: cannot find the project folder (package.json beside drizzle/).');
    }
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot();
