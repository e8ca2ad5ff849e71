import type { generateText, LanguageModel } from 'ai';
import type { Logger } from '../../log';
import { blockedAnswer, emptyAnswer, modelFailure } from './model-errors';

/** SPEC §9: the same settings for every job. */
const TEMPERATURE = 0.3;
const MAX_OUTPUT_TOKENS = 2048;

/** Which of the three jobs a call is for, as it appears in the logs. */
export type AiJob = 'categorize' | 'mealIdea' | 'suggest' | 'recipe';

/** Model calls and tokens since start-up, printed with every call so the logs show the running cost. */
export interface ModelUsage {
  calls: number;
  failures: number;
  inputTokens: number;
  outputTokens: number;
}

/** One prompt in, the model's text out, or an AppError carrying the SPEC message. */
export interface ModelClient {
  readonly model: string;
  readonly usage: Readonly<ModelUsage>;
  /** Asks once; the call stops when the caller's signal aborts (the shopper's request went away). */
  ask(job: AiJob, prompt: string, caller: { log: Logger; signal?: AbortSignal }): Promise<string>;
}

/**
 * Calls the model once per question. No retries: a shopper waiting in an aisle is better served by the
 * built-in answer now than by the model's in six seconds, and the user can press again.
 */
export function createModelClient(options: {
  /** Made at the first call (see language-model.ts). */
  languageModel: () => Promise<LanguageModel>;
  provider: string;
  model: string;
  timeoutMs: number;
}): ModelClient {
  const usage: ModelUsage = { calls: 0, failures: 0, inputTokens: 0, outputTokens: 0 };
  const fields = { provider: options.provider, model: options.model };
  // The AI SDK is loaded with the first question, not at start-up.
  let sdk: Promise<typeof import('ai')> | undefined;
  return {
    model: options.model,
    usage,
    async ask(job, prompt, { log, signal }) {
      const started = performance.now();
      usage.calls += 1;
      let result: Awaited<ReturnType<typeof generateText>>;
      sdk ??= import('ai');
      const ai = await sdk;
      try {
        result = await ai.generateText({
          model: await options.languageModel(),
          prompt,
          temperature: TEMPERATURE,
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          maxRetries: 0,
          timeout: options.timeoutMs,
          ...(signal ? { abortSignal: signal } : {}),
        });
      } catch (error) {
        usage.failures += 1;
        const failure = modelFailure(error, options.timeoutMs, ai);
        log.warn('ai call failed', {
          ...fields,
          job,
          ms: Math.round(performance.now() - started),
          reason: failure.message,
          detail: error instanceof Error ? error.message : String(error),
          usage,
        });
        throw failure;
      }
      usage.inputTokens += result.usage.inputTokens ?? 0;
      usage.outputTokens += result.usage.outputTokens ?? 0;
      log.info('ai call', {
        ...fields,
        job,
        ms: Math.round(performance.now() - started),
        inputTokens: result.usage.inputTokens ?? 0,
        outputTokens: result.usage.outputTokens ?? 0,
        finishReason: result.finishReason,
        usage,
      });
      const text = result.text.trim();
      if (result.finishReason === 'content-filter' && text === '') {
        usage.failures += 1;
        throw blockedAnswer(blockReasonOf(result.providerMetadata) ?? 'content filter');
      }
      if (text === '') {
        usage.failures += 1;
        throw emptyAnswer();
      }
      return text;
    },
  };
}

/** Gemini puts the reason a prompt was refused at `promptFeedback.blockReason`. */
function blockReasonOf(metadata: unknown): string | undefined {
  const reason = (metadata as { google?: { promptFeedback?: { blockReason?: unknown } } } | undefined)?.google
    ?.promptFeedback?.blockReason;
  return typeof reason === 'string' && reason !== '' ? reason : undefined;
}
