/**
 * Resolves in a later task of the page, so what comes after it runs in a task of its own: the browser can paint and
 * answer a tap in between, and no single task holds a slow phone's main thread for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
