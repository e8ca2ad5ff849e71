import type { AuthRateLimitRepo } from '../auth';
import type { AiConfig } from '../config';
import { createAiCallLimit } from './ai-call-limit';
import type { AiService } from './ai-service';
import type { CategoryCache } from './category-cache.repo';
import type { CategoryMemory } from './category-memory.repo';
import { createLocalAiService } from './local-ai-service';
import { createLanguageModel } from './model/language-model';
import { createModelClient } from './model/model-client';
import { createModelAiService } from './model-ai-service';

/** Runs `make` at the first call and answers its promise ever after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** The built-in service, or the configured model in front of it. */
export function createAiService(
  config: AiConfig,
  deps: { memory: CategoryMemory; cache: CategoryCache; counters: AuthRateLimitRepo },
): AiService {
  const local = createLocalAiService({ memory: deps.memory });
  if (config.provider === 'local') {
    return local;
  }
  const provider = config.provider;
  return createModelAiService({
    provider,
    local,
    memory: deps.memory,
    cache: deps.cache,
    limit: createAiCallLimit(deps.counters, {
      guestPerMinute: config.guestLimit,
      userPerMinute: config.userLimit,
    }),
    client: createModelClient({
      languageModel: once(() => createLanguageModel({ ...config, provider })),
      provider,
      model: config.model,
      timeoutMs: config.timeoutMs,
    }),
  });
}
