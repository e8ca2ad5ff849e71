import type { Page } from '@playwright/test';

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a timer after the pick-up, and the pick-up is
 * announced before that timer may have run: on a busy machine an arrow pressed at once was lost. A timer queued
 * now runs after the sensor's, so once it has run, the next key is heard.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
