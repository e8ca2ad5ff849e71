import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls';

/** A write whose batches the test sees and finishes by hand. */
function heldWrite() {
  const batches: { inputs: number[]; finish: (error?: Error) => void }[] = [];
  const write = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        inputs,
        finish: (error) => (error ? reject(error) : resolve(inputs.map((input) => `done ${input}`))),
      });
    });
  const nextBatch = async (count: number) => {
    await expect.poll(() => batches.length).toBe(count);
    return batches[count - 1] ?? { inputs: [], finish: () => undefined };
  };
  return { write, nextBatch };
}

describe('batchCalls', () => {
  it('writes a lone call at once, by itself', async () => {
    const { write, nextBatch } = heldWrite();
    const call = batchCalls(write);
    const answer = call(1);
    const first = await nextBatch(1);
    expect(first.inputs).toEqual([1]);
    first.finish();
    await expect(answer).resolves.toBe('done 1');
  });

  it('gathers the calls made during a write into the next one, in arrival order, each answered its own', async () => {
    const { write, nextBatch } = heldWrite();
    const call = batchCalls(write);
    const first = call(1);
    const running = await nextBatch(1);
    const later = [call(2), call(3), call(4)];
    running.finish();
    await expect(first).resolves.toBe('done 1');
    const gathered = await nextBatch(2);
    expect(gathered.inputs).toEqual([2, 3, 4]);
    gathered.finish();
    await expect(Promise.all(later)).resolves.toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('fails only the callers of a failed write; the calls after it are still written', async () => {
    const { write, nextBatch } = heldWrite();
    const call = batchCalls(write);
    const doomed = call(1);
    const running = await nextBatch(1);
    const after = call(2);
    running.finish(new Error('disk full'));
    await expect(doomed).rejects.toThrow('disk full');
    const next = await nextBatch(2);
    next.finish();
    await expect(after).resolves.toBe('done 2');
  });

  it('keeps each write to the largest batch size', async () => {
    const { write, nextBatch } = heldWrite();
    const call = batchCalls(write, 2);
    const answers = [call(1)];
    const running = await nextBatch(1);
    answers.push(call(2), call(3), call(4));
    running.finish();
    const second = await nextBatch(2);
    expect(second.inputs).toEqual([2, 3]);
    second.finish();
    const third = await nextBatch(3);
    expect(third.inputs).toEqual([4]);
    third.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
  });

  it('rejects rather than answers a caller the write gave no answer for', async () => {
    const call = batchCalls(async (inputs: number[]) => inputs.slice(1));
    await expect(call(1)).rejects.toThrow('answered 0 of 1 calls');
  });
});
