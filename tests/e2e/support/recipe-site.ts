// Playwright's global setup: a fake recipe site on loopback serving the recipe page fixtures, so an import
// runs the server's real fetch and reader end to end. Its teardown is the function it returns.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { RECIPE_SITE_PORT } from './e2e-paths';

const pages = fileURLToPath(new URL('../../fixtures/recipe-pages/', import.meta.url));

/** The address of a fixture page on the fake site: `recipePage('02-tasty-recipes-entities')`. */
export function recipePage(name: string): string {
  return `http://127.0.0.1:${RECIPE_SITE_PORT}/${name}`;
}

/**
 * Serves `/<fixture name>` as its `.html` file; `?wait=<ms>` answers that much later, for a test to see the
 * import in progress.
 */
export default async function startRecipeSite(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const name = url.pathname.slice(1);
    const wait = Math.min(Number(url.searchParams.get('wait')) || 0, 5000);
    // Fixture names only: nothing outside the folder can be asked for.
    if (!/^[\w-]+$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      readFile(`${pages}${name}.html`).then(
        (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
        () => response.writeHead(404).end(),
      );
    }, wait);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(RECIPE_SITE_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
