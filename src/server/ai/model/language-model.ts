import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../config';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The AI SDK model for the configured provider; the key stays here, on the server. The provider's package is
 * loaded here, at the first model call, so an install on the built-in categorizer never loads any of it.
 */
export async function createLanguageModel(
  config: AiConfig & { provider: 'gemini' | 'openai' },
): Promise<LanguageModel> {
  if (config.provider === 'gemini') {
    const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
    return createGoogleGenerativeAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
  }
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  return createOpenAICompatible({
    name: 'openai',
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? OPENAI_BASE_URL,
  })(config.model);
}
