import type { ChildProcess } from 'node:child_process';

/** What a wait for a starting server's /api/health watches and how long it waits. */
export interface HealthWait {
  /** The server's process: once it has exited, waiting longer is pointless. */
  child: ChildProcess;
  timeoutMs: number;
  /** The pause between two tries. */
  intervalMs: number;
  /** Wait for a 200 (a server ready to serve) rather than for any answer (one that may say it is unwell). */
  untilOk?: boolean;
  /** What the server has said so far, for the error when the wait fails. */
  output: () => string;
}

/**
 * Asks `${base}/api/health` until it answers (with 200 when `untilOk`) and returns that answer; throws with the
 * server's output when the process exits first or the time runs out.
 */
export async function waitForHealth(base: string, wait: HealthWait): Promise<Response> {
  const deadline = Date.now() + wait.timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${base}/api/health`).catch(() => null);
    if (answer && (!wait.untilOk || answer.status === 200)) {
      return answer;
    }
    if (wait.child.exitCode !== null) {
      throw new Error(`the server exited before it was healthy: ${wait.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, wait.intervalMs));
  }
  throw new Error(`the server was not healthy within ${wait.timeoutMs} ms: ${wait.output()}`);
}
