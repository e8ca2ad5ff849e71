import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's Python, which has python3-caldav: the python3 first on PATH is another one, without Debian's packages. */
export const DEBIAN_PYTHON = '/usr/bin/python3';

/** A helper script of this folder by its file name. */
export const caldavScript = (name: string) => join(dirname(fileURLToPath(import.meta.url)), name);

/** How a client program ended: its exit code and what it printed. */
export interface ClientRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The longest a client program may run: far above its time here (well under a second), so only a hang stops it. */
const CLIENT_TIMEOUT_MS = 20_000;

/**
 * Runs a client program to its end with `input` on its stdin and only `env` (plus a PATH of the system's own
 * programs) in its environment. A non-zero exit is an answer, not an error; a program killed on the timeout is.
 */
export function runClient(
  file: string,
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      {
        env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', ...options.env },
        timeout: CLIENT_TIMEOUT_MS,
        maxBuffer: 4 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(new Error(`${file} ${args.join(' ')} did not finish (${error.message}):\n${stderr}`));
          return;
        }
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(options.input ?? '');
  });
}

/** The run's stdout; a failed run fails the test with what the program printed. */
export function outputOf(run: ClientRun, what: string): string {
  if (run.code !== 0) {
    throw new Error(`${what} exited with ${run.code}:\n${run.stdout}\n${run.stderr}`);
  }
  return run.stdout;
}
