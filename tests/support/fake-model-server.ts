import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake model answers the next calls. */
export type FakeModelMode = 'ok' | '500' | '429' | 'blocked' | 'empty' | 'malformed' | 'slow';

/** One request the fake received: which wire format and the prompt our client sent. */
export interface FakeModelCall {
  api: 'gemini' | 'openai';
  path: string;
  prompt: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A stand-in for the paid model on 127.0.0.1 that speaks Gemini's `generateContent` and OpenAI's
 * `chat/completions`, so our real AI SDK client code runs against it.
 */
export async function startFakeModelServer(options: { slowMs?: number } = {}) {
  let mode: FakeModelMode = 'ok';
  let reply: (prompt: string) => string = () => '';
  const calls: FakeModelCall[] = [];
  const pending = new Set<NodeJS.Timeout>();
  /** While set, requests wait for its gate before they are answered; `arrived` is told of each one. */
  let holding: { gate: Promise<void>; arrived(): void } | null = null;
  const releases = new Set<() => void>();
  /** Requests whose caller hung up before they were answered (a call our server stopped). */
  const abandoned = { count: 0 };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const api = /:generateContent$/.test(req.url ?? '')
      ? 'gemini'
      : /\/chat\/completions$/.test(req.url ?? '')
        ? 'openai'
        : null;
    if (req.method !== 'POST' || !api) {
      return answer(res, 404, { error: { code: 404, message: 'not found' } });
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const prompt =
      api === 'gemini'
        ? ((body.contents as { parts: { text: string }[] }[])[0]?.parts[0]?.text ?? '')
        : ((body.messages as { content: string }[])[0]?.content ?? '');
    const apiKey =
      api === 'gemini'
        ? (req.headers['x-goog-api-key'] as string | undefined)
        : req.headers.authorization?.replace(/^Bearer /, '');
    calls.push({ api, path: req.url ?? '', prompt, apiKey, body });
    res.on('close', () => {
      if (!res.writableFinished) {
        abandoned.count += 1;
      }
    });
    if (holding) {
      holding.arrived();
      void holding.gate.then(() => respond(res, api, prompt));
      return;
    }
    respond(res, api, prompt);
  };

  const respond = (res: ServerResponse, api: FakeModelCall['api'], prompt: string) => {
    switch (mode) {
      case '500':
        return answer(res, 500, { error: { code: 500, message: 'boom', status: 'INTERNAL' } });
      case '429':
        return answer(res, 429, { error: { code: 429, message: 'quota', status: 'RESOURCE_EXHAUSTED' } });
      case 'malformed':
        return answer(res, 200, '{"candidates": [ {"content": ');
      case 'slow': {
        const timer = setTimeout(() => {
          pending.delete(timer);
          answer(res, 200, '{}');
        }, options.slowMs ?? 5_000);
        pending.add(timer);
        return;
      }
      case 'blocked':
        return api === 'gemini'
          ? answer(res, 200, { promptFeedback: { blockReason: 'SAFETY' } })
          : answer(res, 200, openAiAnswer('', 'content_filter'));
      case 'empty':
        return api === 'gemini'
          ? answer(res, 200, { candidates: [] })
          : answer(res, 200, { id: 'chatcmpl-1', object: 'chat.completion', created: 1, choices: [] });
      case 'ok': {
        const text = reply(prompt);
        return api === 'gemini'
          ? answer(res, 200, {
              candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
              usageMetadata: { promptTokenCount: 40, candidatesTokenCount: 12, totalTokenCount: 52 },
            })
          : answer(res, 200, openAiAnswer(text, 'stop'));
      }
    }
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Base URLs to put in AI_BASE_URL for each wire format. */
    geminiUrl: `http://127.0.0.1:${port}/v1beta`,
    openaiUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    /** How many requests were given up by our client before the answer. */
    abandoned: () => abandoned.count,
    setMode(next: FakeModelMode) {
      mode = next;
    },
    /**
     * Holds the answers to the requests from now on until `release()` (which answers them as the mode then
     * says): `held` resolves once a request is waiting, so a test can act while the model "thinks".
     */
    hold() {
      let arrived = () => {};
      const held = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const release = () => {
        releases.delete(release);
        if (holding?.gate === gate) {
          holding = null;
        }
        open();
      };
      releases.add(release);
      holding = { gate, arrived };
      return { held, release };
    },
    /** What the model says in `ok` mode, given the prompt it was sent. */
    setReply(next: string | ((prompt: string) => string)) {
      reply = typeof next === 'string' ? () => next : next;
    },
    async close() {
      for (const release of [...releases]) {
        release();
      }
      for (const timer of pending) {
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fake's handle in a test. */
export type FakeModelServer = Awaited<ReturnType<typeof startFakeModelServer>>;

function openAiAnswer(content: string, finishReason: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'fake',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 },
  };
}

/** The item names our categorize prompt sent, read back from its JSON array. */
export function itemsInPrompt(prompt: string): string[] {
  const line = prompt.split('\n').find((text) => text.startsWith('Items (a JSON array): '));
  return line ? (JSON.parse(line.slice('Items (a JSON array): '.length)) as string[]) : [];
}
