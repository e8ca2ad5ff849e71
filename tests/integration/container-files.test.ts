import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docker is not available where the tests run, so the container files are checked as text against what the
// build produces and what the server reads. The global setup has built dist/server before this file runs.

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// ---- Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions in order: comment lines dropped and continued lines joined, as Docker reads them. */
function dockerInstructions(text: string): Instruction[] {
  const logical = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return logical
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const instructions = dockerInstructions(read('Dockerfile'));
const stageStarts = instructions.flatMap((instruction, index) =>
  instruction.keyword === 'FROM' ? [index] : [],
);
const finalStage = instructions.slice(stageStarts.at(-1) ?? 0);
const buildStage = instructions.slice(stageStarts[0] ?? 0, stageStarts.at(-1));
const argsOf = (stage: Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
/** An exec-form (JSON array) argument list; undefined for shell form. */
const execForm = (args: string): string[] | undefined =>
  args.startsWith('[') ? (JSON.parse(args) as string[]) : undefined;

const healthcheck = argsOf(finalStage, 'HEALTHCHECK')[0] ?? '';
const healthcheckCommand = execForm(healthcheck.slice(healthcheck.indexOf(' CMD ') + 5)) ?? [];

// ---- compose.yaml

type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

/**
 * Reads the YAML compose.yaml is written in: nested mappings, `- item` lists of scalars, flow lists of
 * double-quoted strings, plain or quoted scalars. Anything richer throws, so it is never silently misread.
 */
function readComposeYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trimEnd())
    .filter((line) => line.trim() !== '')
    .map((line) => ({ indent: line.length - line.trimStart().length, body: line.trim() }));
  let at = 0;
  const scalar = (raw: string): Yaml => {
    if (raw === '') {
      return null;
    }
    if (raw.startsWith('"') || raw.startsWith('[')) {
      return JSON.parse(raw) as Yaml;
    }
    if (/^['&*|>{!]/.test(raw)) {
      throw new Error(`compose.yaml: unsupported YAML ${raw}`);
    }
    return raw;
  };
  const block = (indent: number): Yaml => {
    if (lines[at]?.body.startsWith('- ')) {
      const list: Yaml[] = [];
      while (lines[at]?.indent === indent && lines[at]?.body.startsWith('- ')) {
        const item = lines[at++]?.body.slice(2) ?? '';
        if (/^[\w.-]+:(\s|$)/.test(item)) {
          throw new Error(`compose.yaml: mappings inside lists are not read here: ${item}`);
        }
        list.push(scalar(item));
      }
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    for (let line = lines[at]; line && line.indent === indent; line = lines[at]) {
      const match = /^([\w.-]+):(?:\s+(.*))?$/.exec(line.body);
      if (!match?.[1]) {
        throw new Error(`compose.yaml: cannot read "${line.body}"`);
      }
      at += 1;
      const next = lines[at];
      const nested = next && (next.indent > indent || (next.indent === indent && next.body.startsWith('- ')));
      map[match[1]] = match[2] === undefined && nested ? block(next.indent) : scalar(match[2] ?? '');
    }
    return map;
  };
  return block(0);
}

function field(value: Yaml, ...path: string[]): Yaml {
  return path.reduce<Yaml>(
    (current, key) =>
      current !== null && typeof current === 'object' && !Array.isArray(current)
        ? (current[key] ?? null)
        : null,
    value,
  );
}

const compose = readComposeYaml(read('compose.yaml'));
const app = (...path: string[]) => field(compose, 'services', 'app', ...path);
const db = (...path: string[]) => field(compose, 'services', 'db', ...path);

// ---- what the server reads

/** Every variable config.ts's zod schema reads: its keys, one per line (`  NAME: z…`). */
const configVariables = [...read('src/server/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)].map(
  (match) => match[1] ?? '',
);
/** Variables compose.yaml uses for PostgreSQL itself, which the app never reads. */
const composeOnlyVariables = ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB'];
const envExample = read('.env.example');
const envExampleVariables = [...envExample.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map(
  (match) => match[1] ?? '',
);

describe('Dockerfile', () => {
  it('builds and runs on a tagged Node 20 image, never latest', () => {
    const images = argsOf(instructions, 'FROM').map((args) => args.split(/\s+/)[0] ?? '');
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      expect(image).toMatch(/^node:20-[a-z]+-slim$/);
    }
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(/^>=20\./);
  });

  it('starts the server bundle that `npm run build` writes', () => {
    const entries = /SERVER_ENTRIES = \{\s*main: '([^']+)'/.exec(read('scripts/build.mjs'));
    expect(entries?.[1]).toBe('src/server/main.ts');
    expect(read('scripts/build.mjs')).toContain("outdir: 'dist/server'");
    expect(execForm(argsOf(finalStage, 'CMD')[0] ?? '')).toEqual(['node', 'dist/server/main.js']);
    expect(existsSync(join(root, 'dist/server/main.js'))).toBe(true);
  });

  it('installs only production dependencies in the final image, and they cover every import of the bundle', () => {
    const installs = argsOf(finalStage, 'RUN').filter((args) => args.includes('npm ci'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
    // Without it the optional peers of better-auth (react, vitest, drizzle-kit) ship too; see the Dockerfile.
    expect(installs[0]).toContain('--omit=optional');
    const { dependencies } = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    const meta = JSON.parse(read('dist/server/meta.json')) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const packages = Object.values(meta.outputs)
      .flatMap((output) => output.imports)
      .filter((imported) => imported.external && !imported.path.startsWith('node:'))
      .map((imported) =>
        imported.path
          .split('/')
          .slice(0, imported.path.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages.length).toBeGreaterThan(0);
    expect([...new Set(packages)].filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('puts package.json beside drizzle/ and dist/, as the server looks for them', () => {
    const copies = argsOf(finalStage, 'COPY').join('\n');
    expect(copies).toMatch(/^package\.json /m);
    expect(copies).toMatch(/^--from=build \/app\/dist \.\/dist$/m);
    expect(copies).toMatch(/^--from=build \/app\/drizzle \.\/drizzle$/m);
    expect(argsOf(finalStage, 'WORKDIR')).toEqual(['/app']);
  });

  it('runs as a user other than root, who owns the /data volume DATA_DIR points at', () => {
    const user = argsOf(finalStage, 'USER').at(-1) ?? '';
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(user).not.toBe('');
    expect(argsOf(finalStage, 'ENV').join(' ')).toMatch(/\bDATA_DIR=\/data\b/);
    expect(argsOf(finalStage, 'VOLUME')).toEqual(['/data']);
    expect(argsOf(finalStage, 'RUN').join(' ')).toContain(`chown ${user}:${user} /data`);
  });

  it('checks /api/health on the port it exposes, and stops on SIGTERM', () => {
    expect(argsOf(finalStage, 'EXPOSE')).toEqual(['3000']);
    expect(argsOf(finalStage, 'ENV').join(' ')).toMatch(/\bPORT=3000\b/);
    expect(healthcheckCommand.slice(0, 2)).toEqual(['node', '-e']);
    expect(healthcheckCommand[2]).toContain(
      "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health')",
    );
    expect(argsOf(finalStage, 'STOPSIGNAL')).toEqual(['SIGTERM']);
  });

  it("follows hadolint's main rules (hadolint itself is not packaged by Debian)", () => {
    for (const workdir of argsOf(instructions, 'WORKDIR')) {
      expect(workdir.startsWith('/')).toBe(true);
    }
    expect(argsOf(instructions, 'ADD')).toEqual([]);
    for (const run of argsOf(instructions, 'RUN')) {
      expect(run).not.toMatch(/(^|&&\s*)(cd|sudo)\s/);
      if (/apt-get install/.test(run)) {
        expect(run).toContain('--no-install-recommends');
      }
    }
    expect(execForm(argsOf(finalStage, 'CMD')[0] ?? '')).toBeDefined();
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const ignore = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const ignored = (path: string) =>
      ignore.reduce((excluded, pattern) => {
        const negated = pattern.startsWith('!');
        const glob = negated ? pattern.slice(1) : pattern;
        // Docker's own matching, as far as these patterns need: `*` within a folder, `**/` any folders deep.
        const body = glob
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '\0')
          .replace(/\*/g, '[^/]*')
          .replace(/\0/g, '(.*/)?');
        const regex = new RegExp(`^${body}(/.*)?$`);
        return regex.test(path) ? !negated : excluded;
      }, false);
    const sources = argsOf(buildStage.concat(finalStage), 'COPY')
      .filter((args) => !args.startsWith('--from'))
      .flatMap((args) => args.split(/\s+/).slice(0, -1));
    expect(sources).toContain('src');
    for (const source of sources) {
      expect(existsSync(join(root, source)), source).toBe(true);
      expect(ignored(source), source).toBe(false);
    }
    for (const kept of ['node_modules', 'dist', 'data', '.git', '.env', 'test-results']) {
      expect(ignored(kept), kept).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  it('builds the app from this folder and starts it once PostgreSQL is healthy', () => {
    expect(app('build')).toBe('.');
    expect(app('image')).toBe('aislewise');
    expect(app('ports')).toEqual(['3000:3000']);
    expect(app('depends_on', 'db', 'condition')).toBe('service_healthy');
    expect(String(app('environment', 'DATABASE_URL'))).toMatch(/^postgres:\/\/[^@]+@db:5432\/\S+$/);
    expect(db('image')).toMatch(/^postgres:16-(bookworm|alpine)$/);
    expect(JSON.stringify(db('healthcheck', 'test'))).toContain('pg_isready');
  });

  it("checks the app's health exactly as the Dockerfile does, and restarts both unless stopped", () => {
    expect(app('healthcheck', 'test')).toEqual(['CMD', ...healthcheckCommand]);
    expect(app('restart')).toBe('unless-stopped');
    expect(db('restart')).toBe('unless-stopped');
  });

  it('keeps /data and the PostgreSQL files in named volumes', () => {
    const declared = Object.keys((field(compose, 'volumes') ?? {}) as object);
    const mounts = [app('volumes'), db('volumes')].flat();
    expect(mounts).toEqual(['app-data:/data', 'db-data:/var/lib/postgresql/data']);
    for (const mount of mounts) {
      expect(declared).toContain(String(mount).split(':')[0]);
    }
  });

  it('gives the app only variables the server reads, and the rest from .env', () => {
    expect(app('env_file')).toBe('.env');
    const names = Object.keys((app('environment') ?? {}) as object);
    expect(names).toContain('DATA_DIR');
    expect(names.filter((name) => !configVariables.includes(name))).toEqual([]);
    expect(app('environment', 'DATA_DIR')).toBe('/data');
  });
});

describe('.env.example and the docs', () => {
  it('documents every variable config.ts reads, and no other', () => {
    expect(configVariables.length).toBeGreaterThan(25);
    expect(configVariables.filter((name) => !envExampleVariables.includes(name))).toEqual([]);
    expect(
      envExampleVariables.filter(
        (name) => !configVariables.includes(name) && !composeOnlyVariables.includes(name),
      ),
    ).toEqual([]);
  });

  it('names every variable compose.yaml takes from .env', () => {
    const interpolated = [...read('compose.yaml').matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(interpolated.length).toBeGreaterThan(0);
    expect(interpolated.filter((name) => !envExampleVariables.includes(name))).toEqual([]);
  });

  it('lists every variable in the Self-hosting section of docs/configuration.md', () => {
    const page = read('docs/configuration.md');
    const start = page.indexOf('\n## Self-hosting');
    expect(start).toBeGreaterThan(0);
    const end = page.indexOf('\n## ', start + 1);
    const section = page.slice(start, end === -1 ? undefined : end);
    expect(configVariables.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });
});
