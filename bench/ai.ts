import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/log';
import { createServices } from '../src/server/services';
import { categorizeLocally } from '../src/shared/categorizer/categorize-locally';
import { itemsInPrompt, startFakeModelServer } from '../tests/support/fake-model-server';
import { LIST } from './categorizer';
import { median } from './median';

/** 40 everyday items as people type them (the built-in categorizer is sure of them) and 10 it cannot place. */
const EVERYDAY = LIST.filter((name) => categorizeLocally(name).confidence >= 0.6).slice(0, 40);
const UNUSUAL = [
  'yuzu kosho',
  'shiso leaves',
  'furikake',
  'nduja',
  'ube halaya',
  'pandan extract',
  'doubanjiang',
  'asafoetida',
  'kecap manis',
  'galangal',
];
const ROUNDS = 60;

function roundWord(round: number): string {
  return `q${[...String(round)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
}

/**
 * Sorts a 50-item list with 10 unusual items through the whole app (in process, PGlite in memory) against a
 * fake Gemini on loopback, and compares the time with a direct POST of the same request to the fake: the
 * difference is what our side adds (lexicon, cache look-up and write, the AI SDK, parsing, grouping).
 */
export async function benchAi(): Promise<string[]> {
  const fake = await startFakeModelServer();
  fake.setReply((prompt) => JSON.stringify({ Pantry: itemsInPrompt(prompt) }));
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-bench-ai-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    AI_PROVIDER: 'gemini',
    AI_API_KEY: 'bench-key',
    AI_BASE_URL: fake.geminiUrl,
    AI_GUEST_LIMIT: '100000',
  });
  const log = createLogger('silent');
  const app = createApp({ database, services: createServices(database, config, log), log, version: 'bench' });
  const sort = async (text: string) => {
    const response = await app.request('http://localhost:3000/api/sortItems', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ data: { text } }),
    });
    if (response.status !== 200) {
      throw new Error(`sortItems answered ${response.status}`);
    }
    await response.json();
  };

  try {
    const withModel: number[] = [];
    const direct: number[] = [];
    const cached: number[] = [];
    let calls = 0;
    let callsWhenCached = 0;
    let sent = 0;
    for (let round = 0; round < ROUNDS + 5; round += 1) {
      // A new made-up word each round (digits would read as a quantity), so every round misses the cache.
      const unusual = UNUSUAL.map((name) => `${name} ${roundWord(round)}`);
      const text = [...EVERYDAY.slice(0, 20), ...unusual, ...EVERYDAY.slice(20)].join('\n');
      const before = fake.calls.length;
      let started = performance.now();
      await sort(text);
      const ms = performance.now() - started;
      const modelCalls = fake.calls.length - before;
      const call = fake.calls.at(-1);
      started = performance.now();
      await fetch(`${fake.geminiUrl}/models/gemini-2.5-flash:generateContent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': 'bench-key' },
        body: JSON.stringify(call?.body ?? {}),
      }).then((response) => response.json());
      const directMs = performance.now() - started;
      started = performance.now();
      await sort(text);
      const cachedMs = performance.now() - started;
      const cachedCalls = fake.calls.length - before - modelCalls - 1;
      if (round >= 5) {
        withModel.push(ms);
        direct.push(directMs);
        cached.push(cachedMs);
        calls += modelCalls;
        callsWhenCached += cachedCalls;
        sent += itemsInPrompt(call?.prompt ?? '').length;
      }
    }
    const overhead = median(withModel) - median(direct);
    return [
      `ai: 50-item list with 10 unusual items: ${(calls / ROUNDS).toFixed(1)} model calls and ` +
        `${(sent / ROUNDS).toFixed(1)} items sent per sort (target: 1 call, ≤ 10 items)`,
      `ai: sortItems with the model call: median ${median(withModel).toFixed(2)} ms; the same request posted ` +
        `straight to the fake model: median ${median(direct).toFixed(2)} ms; our side adds ` +
        `${overhead.toFixed(2)} ms (target < 20 ms)`,
      `ai: the same list again (answers cached): ${callsWhenCached} model calls in ${ROUNDS} sorts, ` +
        `median ${median(cached).toFixed(2)} ms`,
    ];
  } finally {
    await database.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchAi()) {
    console.log(line);
  }
}
