// `npm start`: build the web app when it is missing or its sources changed, then run the server in this process.
// With --build-only it stops after the build (benchmarks that serve the built app use that).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'dist/web/.source-hash');
const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) {
    return [];
  }
  if (!statSync(full).isDirectory()) {
    return [path];
  }
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const wanted = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built !== wanted) {
  console.log(built ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, wanted);
}

if (process.argv.includes('--build-only')) {
  process.exit(0);
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
