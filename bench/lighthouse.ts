import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium-launch';
import { startServerProcess } from '../tests/support/server-process';
import { median } from './median';
import { seedMember } from './member-with-list';

/** Runs per page (LIGHTHOUSE_RUNS, 3 by default: the median is printed). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_BASELINE=off skips the run without compression, for a quicker look while working on a page. */
const WITH_BASELINE = process.env.LIGHTHOUSE_BASELINE !== 'off';
/** Issue 35's floor for each page, Lighthouse 12's mobile preset (slow 4G, a 4× slower CPU). */
const TARGETS = 'targets: performance >= 95, FCP <= 1.8 s, LCP <= 2.5 s, TBT <= 150 ms, CLS <= 0.05';
interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** Audits of accessibility, best practices and SEO that did not pass: what to fix when a score drops. */
  failing: string[];
}

interface Page {
  label: string;
  path: string;
  cookie?: string;
}

/** LIGHTHOUSE_REPORTS=<folder> keeps every run's full report there, to open in Lighthouse's viewer. */
function keepReport(result: RunnerResult, name: string): void {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(result.lhr));
  }
}

function figuresOf(result: RunnerResult): PageFigures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferKiB: value('total-byte-weight') / 1024,
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: Exclude<keyof PageFigures, 'failing'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferKiB: of('transferKiB'),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

function describe(figures: PageFigures): string {
  return (
    `performance ${figures.performance}, FCP ${(figures.fcpMs / 1000).toFixed(1)} s, ` +
    `LCP ${(figures.lcpMs / 1000).toFixed(1)} s, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, ` +
    `accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}, ` +
    `${figures.transferKiB.toFixed(0)} KiB transferred` +
    (figures.failing.length > 0 ? ` (failing: ${figures.failing.join(', ')})` : '')
  );
}

/** Tries for one page: a run Lighthouse itself could not complete (NO_NAVSTART and the like) is made again. */
const ATTEMPTS = 3;

/** One Lighthouse run of `url` that completed, or an error naming what went wrong each time. */
async function audit(url: string, flags: Flags): Promise<RunnerResult> {
  const problems: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (result && !result.lhr.runtimeError) {
      return result;
    }
    problems.push(result?.lhr.runtimeError?.code ?? 'no result');
  }
  throw new Error(`Lighthouse could not audit ${url}: ${problems.join(', ')}`);
}

/** Lighthouse's mobile preset on each page, `RUNS` times, each in a browser with its storage cleared. */
async function measurePages(base: string, pages: Page[], tag: string): Promise<Map<string, PageFigures[]>> {
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
  });
  const runs = new Map<string, PageFigures[]>();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        };
        const result = await audit(`${base}${page.path}`, flags);
        keepReport(result, `${tag}-${page.label}-${run + 1}`);
        runs.set(page.label, [...(runs.get(page.label) ?? []), figuresOf(result)]);
      }
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

/** A member opening the list again: the service worker installed by the first visit answers the shell. */
async function measureRepeatVisit(base: string, page: Page): Promise<PageFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'));
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
    userDataDir: profile,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: page.cookie ? { Cookie: page.cookie } : {},
    };
    // The first visits install the worker (once the page has settled) and fill the device's copy; the measured
    // ones keep the storage. Two, so the worker's download has surely finished.
    await audit(`${base}${page.path}`, flags);
    await audit(`${base}${page.path}`, { ...flags, disableStorageReset: true });
    const repeats: PageFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await audit(`${base}${page.path}`, { ...flags, disableStorageReset: true });
      repeats.push(figuresOf(result));
    }
    return medianFigures(repeats);
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function measureServer(compression: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(compression ? {} : { COMPRESSION: 'off' }),
  });
  try {
    const member = await seedMember(server.base);
    const pages: Page[] = [
      { label: 'guest home /', path: '/' },
      {
        label: "a member's list of 40 items /lists/<id>",
        path: `/lists/${member.listId}`,
        cookie: member.cookie,
      },
      { label: 'My Lists / signed in', path: '/', cookie: member.cookie },
    ];
    const runs = await measurePages(server.base, pages, compression ? 'compressed' : 'uncompressed');
    const repeat = compression ? await measureRepeatVisit(server.base, pages[1] as Page) : undefined;
    return { pages, runs, repeat };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `bench/lighthouse` (issue 35): Lighthouse 12's mobile run of the three pages a shopper opens first, from the
 * built server on a fresh data directory, median of 3, beside the same server with compression switched off.
 */
export async function benchLighthouse(): Promise<string[]> {
  const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'ignore' });
  if (built.status !== 0) {
    throw new Error('the build failed');
  }
  const on = await measureServer(true);
  const off = WITH_BASELINE ? await measureServer(false) : undefined;
  const lines = [`lighthouse: mobile preset, median of ${RUNS} runs each (${TARGETS})`];
  for (const page of on.pages) {
    lines.push(`lighthouse: ${page.label}: ${describe(medianFigures(on.runs.get(page.label) ?? []))}`);
    if (off) {
      lines.push(
        `lighthouse: ${page.label}, compression off (baseline): ${describe(medianFigures(off.runs.get(page.label) ?? []))}`,
      );
    }
  }
  if (on.repeat) {
    lines.push(
      `lighthouse: the list opened again (service worker and device copy warm): ${describe(on.repeat)}`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLighthouse()) {
    console.log(line);
  }
}
