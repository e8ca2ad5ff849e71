import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../support/built-server';

// The vitest global setup has built dist/server (scripts/build.mjs), as `npm run build` does for the image.
interface Metafile {
  inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

const meta = JSON.parse(readFileSync('dist/server/meta.json', 'utf8')) as Metafile;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('the production server build', () => {
  const externals = [
    ...new Set(
      Object.values(meta.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external)
        .map((entry) => entry.path),
    ),
  ];
  const packages = [
    ...new Set(
      externals.filter((path) => !path.startsWith('node:') && !builtinModules.includes(path)).map(packageOf),
    ),
  ].sort();

  it('needs only production dependencies, so `npm ci --omit=dev` is enough to run it', () => {
    expect(packages.length).toBeGreaterThan(5);
    expect(packages.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('runs as plain JavaScript: no TypeScript loader and no build tool at run time', () => {
    for (const tool of ['tsx', 'esbuild', 'vite', 'typescript']) {
      expect(packages).not.toContain(tool);
      expect(manifest.devDependencies).toHaveProperty(tool);
    }
    expect(Object.keys(meta.outputs)).toContain(SERVER_ENTRY);
    expect(Object.keys(meta.outputs)).toContain('dist/server/backup-cli.js');
    // The process a first start creates the embedded database in (src/server/db/create-embedded.ts).
    expect(Object.keys(meta.outputs)).toContain('dist/server/create-embedded-child.js');
  });

  it("keeps the web app's libraries out of the server image", () => {
    for (const webOnly of ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'tailwindcss']) {
      expect(manifest.dependencies).not.toHaveProperty(webOnly);
    }
  });
});
