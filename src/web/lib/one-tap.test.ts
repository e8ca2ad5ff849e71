import { describe, expect, it } from 'vitest';
import { JOINED, oneTapRunner } from './one-tap';

/** An action whose calls the test answers by hand, recording each call's argument and change id. */
function heldAction() {
  const calls: { arg: string; changeId: string; answer(value: string): void; fail(): void }[] = [];
  const action = (arg: string, changeId: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ arg, changeId, answer: resolve, fail: () => reject(new Error('offline')) });
    });
  return { calls, action };
}

describe('oneTapRunner', () => {
  it('calls once for a double tap: the second tap joins the first', async () => {
    const { calls, action } = heldAction();
    const run = oneTapRunner(action);
    const first = run('Groceries');
    const second = run('Groceries');
    expect(await second).toBe(JOINED);
    expect(calls).toHaveLength(1);
    calls[0]?.answer('list-1');
    expect(await first).toBe('list-1');
  });

  it('keeps the change id of a failed attempt for the next tap at the same thing, and a new one after success', async () => {
    const { calls, action } = heldAction();
    const run = oneTapRunner(action);
    const failed = run('Groceries');
    calls[0]?.fail();
    await expect(failed).rejects.toThrow('offline');
    const retried = run('Groceries');
    expect(calls[1]?.changeId).toBe(calls[0]?.changeId);
    calls[1]?.answer('list-1');
    await retried;
    const next = run('Groceries');
    expect(calls[2]?.changeId).not.toBe(calls[0]?.changeId);
    calls[2]?.answer('list-2');
    expect(await next).toBe('list-2');
    expect(calls.map((call) => call.changeId).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });

  it('runs different things side by side, each with its own change id', async () => {
    const { calls, action } = heldAction();
    const running: number[] = [];
    let count = 0;
    const run = oneTapRunner(action, {
      onRunning: (change) => {
        count += change;
        running.push(count);
      },
    });
    const soup = run('Soup');
    const stew = run('Stew');
    expect(calls.map((call) => call.arg)).toEqual(['Soup', 'Stew']);
    expect(calls[0]?.changeId).not.toBe(calls[1]?.changeId);
    calls[0]?.answer('a');
    calls[1]?.answer('b');
    expect([await soup, await stew]).toEqual(['a', 'b']);
    expect(running).toEqual([1, 2, 1, 0]);
  });
});
