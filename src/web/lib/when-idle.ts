/** The longest `whenIdle` waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` in a task of its own once the browser is idle (within two seconds at the latest): work done ahead of
 * need, such as loading code an offline add will use, then never lengthens the tasks that show the page. Returns
 * the cancel, for an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback: a short delay past the page's own tasks, then.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(work, 200);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}
