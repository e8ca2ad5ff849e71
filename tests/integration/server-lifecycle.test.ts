import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, running: Running): Promise<Response> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      if (running.child.exitCode !== null) {
        throw new Error(`server exited early: ${running.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server did not answer: ${running.output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('shuts down cleanly on %s and reopens its data', async (signal) => {
    const port = await freePort();
    const running = startServer({ PORT: String(port) });
    const health = await waitForHealth(port, running);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    running.child.kill(signal);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('"msg":"stopped"');

    const again = startServer({ PORT: String(port) });
    expect((await waitForHealth(port, again)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('refuses to start on a wrong setting and names the variable', async () => {
    const running = startServer({ PORT: 'eighty' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT');
    expect(running.output()).not.toMatch(/at .*\.ts:\d+/);
  });
});
