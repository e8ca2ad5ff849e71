/**
 * Group commit, and its twin for reads: calls that arrive while a statement is running wait for it, then all go
 * to the database together in one statement. A lone call goes at once; under load, fifty taps cost one round
 * trip instead of fifty, and every caller of a write is still answered only after its own change is committed.
 * Batches run one after another, in arrival order, so nobody waits behind a later caller.
 */
export function batchCalls<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  maxSize = 500,
): (input: In) => Promise<Out> {
  let waiting: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  const runNext = async (): Promise<void> => {
    while (waiting.length > 0) {
      // PGlite runs on this thread: let requests that arrived during the last write reach the queue first.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = waiting.slice(0, maxSize);
      waiting = waiting.slice(batch.length);
      try {
        const outputs = await run(batch.map((call) => call.input));
        batch.forEach((call, index) => {
          const output = outputs[index];
          if (output === undefined) {
            call.reject(new Error(`write batch answered ${outputs.length} of ${batch.length} calls`));
          } else {
            call.resolve(output);
          }
        });
      } catch (error) {
        for (const call of batch) {
          call.reject(error);
        }
      }
    }
    running = false;
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) {
        running = true;
        void runNext();
      }
    });
}
