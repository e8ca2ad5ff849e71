import { expect, type Page } from '@playwright/test';

/**
 * Does `action` and waits until the server has answered, with success, the `procedure` call it makes. Many pages
 * show a change before the server has it (a list deleted, a meal removed from the plan), and a reload cancels a
 * call still on its way: a step that relies on the server having the change (an API call, a reload) waits here.
 */
export async function answered(page: Page, procedure: string, action: () => Promise<unknown>): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/${procedure}`);
  await action();
  const response = await answer;
  expect(response.status(), `${procedure}: ${await response.text()}`).toBe(200);
}
