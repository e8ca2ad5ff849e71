// Ahead-of-time builds: the web app with Vite into dist/web and the server with esbuild into dist/server, so the
// production start runs plain JavaScript with no TypeScript compiler at run time. Each build leaves a hash of its
// sources beside its output; `npm start` rebuilds only what changed, `npm run build` always builds both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server's entry points: the app, the backup tool that shares its database code, and the process a first
 * start creates the embedded database in (src/server/db/create-embedded.ts finds it beside its own code).
 */
const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'backup-cli': 'src/server/backup/backup-cli.ts',
  'create-embedded-child': 'src/server/db/create-embedded-child.ts',
};

const builds = {
  web: {
    label: 'the web app',
    stampFile: 'dist/web/.source-hash',
    inputs: ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'],
    run: buildWeb,
  },
  server: {
    label: 'the server',
    stampFile: 'dist/server/.source-hash',
    inputs: ['src/server', 'src/shared', 'scripts/build.mjs', 'package-lock.json'],
    run: buildServer,
  },
};

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

function sourceHash(inputs) {
  const hash = createHash('sha256');
  // Tests are not part of what runs, so editing one does not cost a rebuild.
  for (const file of inputs.flatMap(filesUnder).filter((name) => !/\.test\.tsx?$/.test(name))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function buildWeb() {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  return result.status === 0;
}

async function buildServer() {
  const { build, stop } = await import('esbuild');
  // Chunk names carry a hash: without a clean folder, every rebuild would leave the old ones behind.
  rmSync(join(root, 'dist/server'), { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: root,
      entryPoints: SERVER_ENTRIES,
      outdir: 'dist/server',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Dependencies stay in node_modules (PGlite loads its WASM from there); only our code is bundled.
      packages: 'external',
      // Dynamic imports become chunks of their own, so what they load (PGlite on a PostgreSQL server, Stripe and
      // the AI SDK until first used) stays out of memory until then.
      splitting: true,
      sourcemap: true,
      logLevel: 'warning',
      metafile: true,
    }).then((result) => {
      writeFileSync(join(root, 'dist/server/meta.json'), JSON.stringify(result.metafile));
    });
    return true;
  } catch {
    // esbuild has already printed what failed.
    return false;
  } finally {
    // Its service process would otherwise live on beside the server `npm start` runs next.
    await stop();
  }
}

/** Builds what changed (or everything with force), or only the named build; returns false when one failed. */
export async function buildApp({ force = false, only = undefined } = {}) {
  if (!existsSync(join(root, 'src'))) {
    // A production image ships dist/ without the sources: what is there is what runs.
    return true;
  }
  for (const [name, { label, stampFile, inputs, run }] of Object.entries(builds)) {
    if (only && name !== only) {
      continue;
    }
    const wanted = sourceHash(inputs);
    const stamp = join(root, stampFile);
    const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
    if (!force && built === wanted) {
      continue;
    }
    console.log(built && !force ? `Sources of ${label} changed: rebuilding…` : `Building ${label}…`);
    if (!(await run())) {
      console.error(`The build of ${label} failed; see the messages above.`);
      return false;
    }
    mkdirSync(join(stamp, '..'), { recursive: true });
    writeFileSync(stamp, wanted);
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = await buildApp({
    force: !process.argv.includes('--if-needed'),
    only: process.argv.includes('--server-only') ? 'server' : undefined,
  });
  process.exit(ok ? 0 : 1);
}
