import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../config';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** The AI SDK model for the configured provider; the key stays here, on the server. */
export function createLanguageModel(config: AiConfig & { provider: 'gemini' | 'openai' }): LanguageModel {
  if (config.provider === 'gemini') {
    return createGoogleGenerativeAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
  }
  return createOpenAICompatible({
    name: 'openai',
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? OPENAI_BASE_URL,
  })(config.model);
}
