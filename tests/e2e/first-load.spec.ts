import { readdirSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callApi, test } from './support/users';

// The build the e2e server serves (`npm start` in the project root).
const WEB = join(process.cwd(), 'dist/web');

/** A raw GET, so the test sees the bytes on the wire (fetch and Playwright would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Built files as paths the server answers, largest first. */
function bySize(files: string[]) {
  return files
    .map((path) => ({ path, size: statSync(join(WEB, path)).size }))
    .sort((a, b) => b.size - a.size);
}

/** The scripts the built page names itself: its entry and the modules the entry imports. */
function entryScripts(): string[] {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}

/** The page's own script (the largest it names) and style, and the largest script of the build. */
function builtAssets() {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const style = html.match(/<link rel="stylesheet"[^>]* href="([^"]+)"/)?.[1] ?? 'no style';
  const [script] = bySize(entryScripts());
  const [largest] = bySize(
    readdirSync(join(WEB, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`),
  );
  return { script: script?.path ?? 'no script', style, largest: largest?.path ?? 'no script' };
}

test('the page’s script and style and the largest script go out as Brotli, or gzip, and decode to the built bytes', async ({
  baseURL,
}) => {
  const { script, style, largest } = builtAssets();
  for (const path of [script, style, largest]) {
    const built = readFileSync(join(WEB, path));
    const brotli = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.body.length).toBeLessThan(built.length / 2);
    expect(brotliDecompressSync(brotli.body).equals(built)).toBe(true);

    const gzip = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(built)).toBe(true);

    const plain = await rawGet(`${baseURL}${path}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(built)).toBe(true);
  }
});

test('robots.txt is plain text that keeps crawlers out of the API and lets them read the public pages', async ({
  baseURL,
}) => {
  const robots = await rawGet(`${baseURL}/robots.txt`, {});
  expect(robots.status).toBe(200);
  expect(robots.headers['content-type']).toMatch(/^text\/plain/);
  const text = robots.body.toString('utf8');
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toContain('<html');
});

test('a large API answer is gzipped and a small one goes out as it is', async ({ page, signUp }) => {
  await signUp('Gus Zip');
  const { id } = await callApi(page, 'createList', { name: 'Big shop' });
  const lines = Array.from({ length: 60 }, (_, n) => `pantry item number ${n + 1} with a long name`);
  await callApi(page, 'addItems', { listId: id, text: lines.join('\n') });
  const ask = (data: unknown, procedure: string) =>
    page.request.post(`/api/${procedure}`, {
      data: { data },
      headers: { 'accept-encoding': 'gzip' },
    });
  const big = await ask({ listId: id }, 'getList');
  expect(big.headers()['content-encoding']).toBe('gzip');
  // Playwright decodes it: the answer is whole.
  expect(JSON.stringify(await big.json())).toContain('pantry item number 60');
  const small = await ask({}, 'session');
  expect(small.headers()['content-encoding']).toBeUndefined();
});

/** The header's logo link as painted: its box on the page. */
async function logoBox(page: Page) {
  const logo = page.getByRole('link', { name: 'Aislewise home' });
  await expect(logo).toBeVisible();
  return logo.boundingBox();
}

test('before any script runs, the page paints the header where the app then draws it', async ({
  browser,
  page,
  viewport,
  baseURL,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  const bare = await noScript.newPage();
  await bare.goto('/about');
  const painted = await logoBox(bare);
  await expect(bare.getByText('Smart Grocery Lists. Smarter Meal Planning.')).toBeVisible();
  await noScript.close();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Aislewise' })).toBeVisible();
  expect(await logoBox(page)).toEqual(painted);
});

test("a member's page says it has a session and names its route's code as low-priority preloads", async ({
  page,
  signUp,
  baseURL,
}) => {
  await signUp('Pia Load');
  const { id } = await callApi(page, 'createList', { name: 'Preloaded' });
  const member = await (await page.request.get(`/lists/${id}`)).text();
  expect(member).toContain('<meta name="aislewise-session" content="member"');
  expect(member).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/list-detail-route-/,
  );

  const guest = await rawGet(`${baseURL}/lists/${id}`, {});
  const guestPage = guest.body.toString('utf8');
  expect(guestPage).toContain('<meta name="aislewise-session" content="guest"');
  expect(guestPage).not.toContain('list-detail-route');
  // The app the small entry starts, on every page: it loads beside the entry, not once the entry has run.
  for (const html of [member, guestPage]) {
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/start-app-/,
    );
  }
  // The code a list opens with comes in a few files, not one per icon and hook (48 before they were grouped): over
  // HTTP/1.1's six connections each further six cost a round trip.
  const scripts = new Set(
    [...member.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  expect(scripts.size).toBeGreaterThan(3);
  expect(scripts.size).toBeLessThanOrEqual(24);
});

test('the page’s own script is small and holds no React: the first requests go out before the app’s code arrives', () => {
  const own = entryScripts();
  expect(own.length).toBeGreaterThan(0);
  const bytes = own.reduce((sum, path) => sum + statSync(join(WEB, path)).size, 0);
  expect(bytes).toBeLessThan(40 * 1024);
  for (const path of own) {
    expect(readFileSync(join(WEB, path), 'utf8')).not.toContain('react.transitional.element');
  }
});

/** Starts counting layout shifts (as CLS counts them) before the page's first byte. */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push(entry.value);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A phone four times slower than this machine, so what loads in steps is seen in steps.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );

test('nothing jumps while the guest home, My Lists and a list of 40 items open', async ({ page, signUp }) => {
  await countShifts(page);
  // The CPU is four times slower here: each page is given longer to open.
  const opened = { timeout: 20_000 };
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible(opened);
  expect(await shiftsSoFar(page)).toBeLessThanOrEqual(0.05);

  await signUp('Cal Steady');
  const { id } = await callApi(page, 'createList', { name: 'Steady shop' });
  const items = ['milk', 'eggs', 'bananas', 'apples', 'bread', 'rice', 'coffee', 'soap', 'salmon', 'peas'];
  await callApi(page, 'addItems', {
    listId: id,
    text: Array.from({ length: 40 }, (_, n) => `${items[n % items.length]} ${n + 1}`).join('\n'),
  });

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Steady shop/ })).toBeVisible(opened);
  expect(await shiftsSoFar(page)).toBeLessThanOrEqual(0.05);

  await page.goto(`/lists/${id}`);
  await expect(page.getByRole('checkbox', { name: 'coffee 7' })).toBeVisible(opened);
  await expect(page.getByRole('combobox', { name: 'Store' })).toBeEnabled(opened);
  expect(await shiftsSoFar(page)).toBeLessThanOrEqual(0.05);
});

test('a signed-in page asks for no eval the page’s policy would refuse', async ({ page, signUp }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy refused ${event.violatedDirective}`);
    });
  });
  await signUp('Eve Val');
  const { id } = await callApi(page, 'createList', { name: 'No eval' });
  await callApi(page, 'addItems', { listId: id, text: 'milk\nbread' });
  await page.goto(`/lists/${id}`);
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /No eval/ })).toBeVisible();
  expect(refused).toEqual([]);
});

test('when the app’s code cannot arrive, the page says so and offers to try again instead of staying empty', async ({
  page,
}) => {
  await page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Oops!');
  await expect(alert).toContainText('This page took too long to load.');
  // The shell's header stays, and Try again loads the page once more, this time with its code.
  await expect(page.getByRole('link', { name: 'Aislewise home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.unroute(/\/assets\/start-app-[^/]+\.js$/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
