import { createAmazonBedrock } from '@ai-sdk/amazon-bedrock';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AgentParams, AgentProvider } from '@ideapilot/contract';
import { streamText as modelStream, type LanguageModel, type ModelMessage } from 'ai';
import { guardedFetch } from './url-guard.ts';

export type ModelSpec = { provider: AgentProvider; model: string; apiKey: string; params: AgentParams };

/**
 * The Vercel AI SDK model of a provider config. `params.base_url` points any provider at another
 * endpoint; for `openai` it selects the OpenAI-compatible chat API (Ollama, vLLM, LM Studio).
 */
export function languageModel(spec: ModelSpec, options: { allowPrivateUrls: boolean }): LanguageModel {
  const fetch = guardedFetch(options.allowPrivateUrls);
  const baseURL = spec.params.base_url?.replace(/\/+$/, '');
  switch (spec.provider) {
    case 'openai':
      return baseURL
        ? createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey: spec.apiKey, fetch }).chatModel(spec.model)
        : createOpenAI({ apiKey: spec.apiKey, fetch })(spec.model);
    case 'anthropic':
      return createAnthropic({ apiKey: spec.apiKey, fetch, ...(baseURL ? { baseURL } : {}) })(spec.model);
    case 'deepseek':
      return createDeepSeek({ apiKey: spec.apiKey, fetch, ...(baseURL ? { baseURL } : {}) })(spec.model);
    case 'bedrock':
      return createAmazonBedrock({
        apiKey: spec.apiKey,
        fetch,
        ...(spec.params.region ? { region: spec.params.region } : {}),
        ...(baseURL ? { baseURL } : {}),
      })(spec.model);
  }
}

const DEFAULT_MAX_OUTPUT_TOKENS = 4096;

export class ModelCallError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ModelCallError';
  }
}

/**
 * Streams a model's text. Throws ModelCallError when the provider fails (before or during the
 * stream); returns early, without error, when `signal` aborts.
 */
export async function* streamModel(
  spec: ModelSpec,
  input: { system: string; messages: ModelMessage[]; signal: AbortSignal; allowPrivateUrls: boolean },
): AsyncGenerator<string> {
  const result = modelStream({
    model: languageModel(spec, { allowPrivateUrls: input.allowPrivateUrls }),
    system: input.system,
    messages: input.messages,
    abortSignal: input.signal,
    maxRetries: 1,
    ...(spec.params.temperature !== undefined ? { temperature: spec.params.temperature } : {}),
    ...(spec.params.top_p !== undefined ? { topP: spec.params.top_p } : {}),
    maxOutputTokens: spec.params.max_tokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    // Errors arrive as stream parts below; this keeps the SDK from also logging them.
    onError: () => {},
  });
  try {
    for await (const part of result.fullStream) {
      if (input.signal.aborted) return;
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw new ModelCallError(part.error);
      else if (part.type === 'abort') return;
    }
  } catch (err) {
    if (input.signal.aborted) return;
    throw err instanceof ModelCallError ? err : new ModelCallError(err);
  }
}
