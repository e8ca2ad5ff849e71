import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium-launch';
import { startServerProcess } from '../tests/support/server-process';
import { median } from './median';
import { seedMember } from './member-with-list';

/** Loads per page (FIRST_LOAD_RUNS, 3 by default: the median is printed). */
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 3);

/**
 * The network and CPU Lighthouse's mobile preset applies when it throttles for real (its "devtools" method): a
 * round trip of 562.5 ms on every request, 1.47 Mbit/s down, 675 kbit/s up, a CPU four times slower. Unlike its
 * simulation, the browser really waits, so what the page fetches one after another shows in full.
 */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Load {
  /** The shell's first paint (the header). */
  firstPaintMs: number;
  /** The page's own content on screen: the guest's sort box, a member's lists, a list's rows. */
  contentMs: number;
  /** Script files the page fetched, and their bytes on the wire. */
  scripts: number;
  scriptKiB: number;
}

interface MeasuredPage {
  label: string;
  path: string;
  cookie?: string;
  /** What shows once the page has drawn its content. */
  content: (page: Page) => Locator;
}

/** One load of `url` in a fresh context (no cache, no service worker), throttled as a phone on one bar of signal. */
async function loadOnce(browser: Browser, base: string, target: MeasuredPage): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    if (target.cookie) {
      await context.addCookies(
        target.cookie.split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url: base };
        }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let scripts = 0;
    let scriptBytes = 0;
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      if (types.get(event.requestId) === 'Script') {
        scripts += 1;
        scriptBytes += event.encodedDataLength;
      }
    });
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
    await target.content(page).first().waitFor({ state: 'visible', timeout: 60_000 });
    const times = await page.evaluate(() => ({
      contentMs: performance.now(),
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    return { ...times, scripts, scriptKiB: scriptBytes / 1024 };
  } finally {
    await context.close();
  }
}

async function measureServer(compression: boolean): Promise<Map<string, Load[]>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-load-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(compression ? {} : { COMPRESSION: 'off' }),
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const member = await seedMember(server.base);
    const pages: MeasuredPage[] = [
      {
        label: 'guest home /',
        path: '/',
        content: (page) => page.getByRole('textbox', { name: 'Your grocery list, one item per line' }),
      },
      {
        label: "a member's list of 40 items",
        path: `/lists/${member.listId}`,
        cookie: member.cookie,
        content: (page) => page.getByText('dark chocolate'),
      },
      {
        label: 'My Lists signed in',
        path: '/',
        cookie: member.cookie,
        content: (page) => page.getByRole('link', { name: /Weekly shop/ }),
      },
    ];
    const loads = new Map<string, Load[]>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of pages) {
        loads.set(target.label, [
          ...(loads.get(target.label) ?? []),
          await loadOnce(browser, server.base, target),
        ]);
      }
    }
    return loads;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function describe(loads: Load[]): string {
  const of = (key: keyof Load) => median(loads.map((load) => load[key]));
  return (
    `first paint ${(of('firstPaintMs') / 1000).toFixed(2)} s, content ${(of('contentMs') / 1000).toFixed(2)} s, ` +
    `${of('scripts')} scripts, ${of('scriptKiB').toFixed(0)} KiB of script on the wire`
  );
}

/**
 * `bench/first-load` (issue 35): the three pages a shopper opens first, loaded for real at Lighthouse's mobile
 * throttling, median of 3: when the shell paints and when the page's content shows, beside the same server with
 * compression switched off. Round trips count here as they do on a phone, which Lighthouse's simulation blurs.
 */
export async function benchFirstLoad(): Promise<string[]> {
  const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'ignore' });
  if (built.status !== 0) {
    throw new Error('the build failed');
  }
  const on = await measureServer(true);
  const off = await measureServer(false);
  const lines = [
    `first-load: real throttling (562.5 ms round trip, 1.47 Mbit/s, CPU 4x), fresh browser, median of ${RUNS}`,
  ];
  for (const [label, loads] of on) {
    const baseline = off.get(label) ?? [];
    const ratio =
      median(loads.map((load) => load.contentMs)) / median(baseline.map((load) => load.contentMs));
    lines.push(`first-load: ${label}: ${describe(loads)}`);
    lines.push(
      `first-load: ${label}, compression off (baseline): ${describe(baseline)}; content shows in ${ratio.toFixed(2)}x the baseline's time`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchFirstLoad()) {
    console.log(line);
  }
}
