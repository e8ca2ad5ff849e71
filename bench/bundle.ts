import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');
const WEB = join(ROOT, 'dist/web');
const BUDGET_KIB = 120;
const CATEGORIZER_BUDGET_KIB = 60;
/** The issue's budget for one language's namespace of the catalogue. */
const CATALOGUE_CHUNK_BUDGET_KIB = 15;
/**
 * React's own runtime as its authors ship it for the browser (react, the client renderer, which holds
 * react-dom's shared part, and the scheduler): what any React page loads before its first line of app code.
 */
const FRAMEWORK_FLOOR = [
  'node_modules/react/cjs/react.production.js',
  'node_modules/react-dom/cjs/react-dom-client.production.js',
  'node_modules/scheduler/cjs/scheduler.production.js',
];

const gzipKiB = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * The catalogue's chunks, one per language and namespace (locale-<lang>-<namespace>-<hash>.js): the largest of each
 * language against the budget, and whether any is loaded at start. English has none: its frame and home page ship
 * with the app's code, and each page's namespaces inside the page's own chunk (vite.config.ts, englishPerPage).
 */
function catalogueLines(startFiles: ReadonlySet<string>): string[] {
  const chunks = readdirSync(join(WEB, 'assets'))
    .map((file) => ({ file, match: /^locale-(\w+)-(\w+)-.*\.js$/.exec(file) }))
    .filter((chunk) => chunk.match !== null);
  const byLanguage = new Map<string, { namespace: string; kib: number }[]>();
  for (const { file, match } of chunks) {
    const [, language = '', namespace = ''] = match ?? [];
    const kib = gzipKiB(readFileSync(join(WEB, 'assets', file)));
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), { namespace, kib }]);
  }
  const atStart = chunks.filter(({ file }) => startFiles.has(`/assets/${file}`)).length;
  // A language's categorizer lexicon and its shared messages are chunks of their own too, loaded when it is used.
  const perLanguage = (prefix: string) =>
    readdirSync(join(WEB, 'assets'))
      .filter((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'))
      .map((file) => `${file.split('-')[1]} ${gzipKiB(readFileSync(join(WEB, 'assets', file))).toFixed(1)}`)
      .sort()
      .join(', ');
  return [
    `bundle: English catalogue chunks: ${byLanguage.get('en')?.length ?? 0} (target 0: common and lists ship in the ` +
      "app's code, each page's namespaces in the page's own chunk); " +
      `catalogue chunks loaded at start: ${atStart}`,
    `bundle: categorizer lexicon chunks, KiB gzip, loaded only for their language: ${perLanguage('lexicon')}`,
    `bundle: shared-message chunks, KiB gzip, loaded only for their language: ${perLanguage('messages')}`,
    ...[...byLanguage]
      .filter(([language]) => language !== 'en')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, namespaces]) => {
        const largest = namespaces.reduce((max, chunk) => (chunk.kib > max.kib ? chunk : max));
        const total = namespaces.reduce((sum, chunk) => sum + chunk.kib, 0);
        return (
          `bundle: catalogue ${language}: ${namespaces.length} namespace chunks, largest ${largest.namespace} ` +
          `${largest.kib.toFixed(1)} KiB gzip (target <= ${CATALOGUE_CHUNK_BUDGET_KIB} KiB), all ${total.toFixed(1)} KiB`
        );
      }),
  ];
}

/**
 * What the service worker downloads once for everyone (its precache): the scripts' gzip size, and how many of them
 * belong to another language than English (none should: a device keeps those as it uses them).
 */
function precacheLine(): string {
  const worker = readFileSync(join(WEB, 'sw.js'), 'utf8');
  const scripts = [...worker.matchAll(/"url":"(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const kib = scripts.reduce((sum, file) => sum + gzipKiB(readFileSync(join(WEB, file))), 0);
  const otherLanguages = scripts.filter((file) =>
    /^assets\/(?:(?:locale|messages|lexicon|meals)-(?:de|fr|es|it|nl)|quantity-in-language)-/.test(file),
  );
  return (
    `bundle: service worker precache ${scripts.length} scripts, ${kib.toFixed(1)} KiB gzip; ` +
    `other languages' among them: ${otherLanguages.length} (target 0)`
  );
}

/** `bench/bundle`: the gzip size of the JavaScript the home page loads first (entry + modulepreloads). */
export async function benchBundle(): Promise<string[]> {
  // A fresh build, so the figure is of the source as it is now.
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const files = new Set(
    [
      ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((match) => match[1] ?? ''),
  );
  let total = 0;
  for (const file of files) {
    total += gzipKiB(readFileSync(join(WEB, file)));
  }
  const floor = FRAMEWORK_FLOOR.filter((file) => existsSync(join(ROOT, file))).reduce(
    // Minified the way our build minifies, so the two sizes compare like with like.
    (sum, file) =>
      sum +
      gzipKiB(Buffer.from(transformSync(readFileSync(join(ROOT, file), 'utf8'), { minify: true }).code)),
    0,
  );
  // The in-browser categorizer (offline sorting) is its own chunk, loaded on first use only.
  const categorizer = readdirSync(join(WEB, 'assets')).find((file) =>
    /^categorize-locally-.*\.js$/.test(file),
  );
  const categorizerLine = categorizer
    ? `bundle: in-browser categorizer chunk ${gzipKiB(readFileSync(join(WEB, 'assets', categorizer))).toFixed(1)} KiB gzip ` +
      `(target <= ${CATEGORIZER_BUDGET_KIB} KiB), ${files.has(`/assets/${categorizer}`) ? 'LOADED AT START' : 'not loaded at start'}`
    : 'bundle: in-browser categorizer chunk MISSING (it should be its own chunk)';
  return [
    categorizerLine,
    ...catalogueLines(files),
    precacheLine(),
    `bundle: home page initial JavaScript ${total.toFixed(1)} KiB gzip in ${files.size} files (target <= ${BUDGET_KIB} KiB)`,
    `bundle: baseline React runtime alone, minified ${floor.toFixed(1)} KiB gzip; the home page is ${(total / floor).toFixed(2)}x of it`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchBundle()) {
    console.log(line);
  }
}
