import { test as base, expect, type Page } from '@playwright/test';
import { engineOfProject, type OwnServer, startOwnServer } from './own-server';

/**
 * A server of the test's own, on the engine of the test's project (noted in the report and checked through
 * /api/health), and a page in the project's device settings that talks to it.
 */
export const test = base.extend<{ own: { server: OwnServer; page: Page } }>({
  own: async ({ browser }, use, testInfo) => {
    // Booting a server (and on the desktop a PostgreSQL cluster) comes on top of the test's own steps.
    testInfo.setTimeout(testInfo.timeout + 60_000);
    const engine = engineOfProject(testInfo.project.name);
    testInfo.annotations.push({ type: 'database', description: engine });
    const server = await startOwnServer(engine);
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: server.base });
    try {
      const page = await context.newPage();
      expect(await (await page.request.get('/api/health')).json()).toMatchObject({ database: engine });
      await use({ server, page });
    } finally {
      await context.close();
      await server.close();
    }
  },
});
