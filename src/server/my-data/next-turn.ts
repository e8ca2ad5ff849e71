/**
 * Entries of a data file read or planned between two turns of the event loop: a few milliseconds of work, so
 * other requests wait no longer than that while a whole account's file is imported.
 */
export const WORK_PER_TURN = 500;

/** Lets pending I/O (other requests) run before the work goes on. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
