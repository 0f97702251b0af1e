import { maskApiKey, type AgentParams, type AgentProvider } from '@ideapilot/contract';
import type { LanguageModel, ModelMessage } from 'ai';
import { abortableFetch } from './abortable-fetch.ts';
import { guardedFetch } from './url-guard.ts';

export type ModelSpec = { provider: AgentProvider; model: string; apiKey: string; params: AgentParams };

/**
 * The Vercel AI SDK model of a provider config. `params.base_url` points any provider at another
 * endpoint; for `openai` it selects the OpenAI-compatible chat API (Ollama, vLLM, LM Studio).
 * The SDKs load when a model of theirs is first used: a server on the offline coach loads none,
 * and they were a tenth of an idle server's heap (docs/decisions/2026-11-24-performance-server.md).
 */
export async function languageModel(spec: ModelSpec, options: { allowPrivateUrls: boolean }): Promise<LanguageModel> {
  const fetch = abortableFetch(guardedFetch(options.allowPrivateUrls));
  const baseURL = spec.params.base_url?.replace(/\/+$/, '');
  switch (spec.provider) {
    case 'openai':
      return baseURL
        ? (await import('@ai-sdk/openai-compatible')).createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey: spec.apiKey, fetch }).chatModel(spec.model)
        : (await import('@ai-sdk/openai')).createOpenAI({ apiKey: spec.apiKey, fetch })(spec.model);
    case 'anthropic':
      return (await import('@ai-sdk/anthropic')).createAnthropic({ apiKey: spec.apiKey, fetch, ...(baseURL ? { baseURL } : {}) })(spec.model);
    case 'deepseek':
      return (await import('@ai-sdk/deepseek')).createDeepSeek({ apiKey: spec.apiKey, fetch, ...(baseURL ? { baseURL } : {}) })(spec.model);
    case 'bedrock':
      return (await import('@ai-sdk/amazon-bedrock')).createAmazonBedrock({
        apiKey: spec.apiKey,
        fetch,
        ...(spec.params.region ? { region: spec.params.region } : {}),
        ...(baseURL ? { baseURL } : {}),
      })(spec.model);
  }
}

const DEFAULT_MAX_OUTPUT_TOKENS = 4096;

/** The message of anything thrown: an Error's, a provider's error object's `message`, else its text. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
}

/**
 * A model call that failed. It keeps the API key of the call where no log or answer can read it
 * (a private field): providers quote the key in their errors, and `masked` hides it in any text.
 */
export class ModelCallError extends Error {
  readonly #apiKey: string;

  constructor(cause: unknown, apiKey = '') {
    super(messageOf(cause), { cause });
    this.name = 'ModelCallError';
    this.#apiKey = apiKey;
  }

  /** `text` with the call's key masked. */
  masked(text: string): string {
    return this.#apiKey ? text.split(this.#apiKey).join(maskApiKey(this.#apiKey)) : text;
  }
}

/**
 * Streams a model's text. Throws ModelCallError when the provider fails (before or during the
 * stream) or when `signal` aborts with one as its reason (the model fell silent); returns early,
 * without error, when `signal` aborts otherwise.
 */
export async function* streamModel(
  spec: ModelSpec,
  input: { system: string; messages: ModelMessage[]; signal: AbortSignal; allowPrivateUrls: boolean; retries?: number },
): AsyncGenerator<string> {
  const { streamText } = await import('ai');
  const result = streamText({
    model: await languageModel(spec, { allowPrivateUrls: input.allowPrivateUrls }),
    system: input.system,
    messages: input.messages,
    abortSignal: input.signal,
    maxRetries: input.retries ?? 1,
    ...(spec.params.temperature !== undefined ? { temperature: spec.params.temperature } : {}),
    ...(spec.params.top_p !== undefined ? { topP: spec.params.top_p } : {}),
    maxOutputTokens: spec.params.max_tokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    // Errors arrive as stream parts below; this keeps the SDK from also logging them.
    onError: () => {},
  });
  const endIfAborted = () => {
    if (input.signal.reason instanceof ModelCallError) throw input.signal.reason;
    return input.signal.aborted;
  };
  try {
    for await (const part of result.fullStream) {
      if (endIfAborted()) return;
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw new ModelCallError(part.error, spec.apiKey);
      else if (part.type === 'abort') {
        endIfAborted();
        return;
      }
    }
  } catch (err) {
    if (endIfAborted()) return;
    throw err instanceof ModelCallError ? err : new ModelCallError(err, spec.apiKey);
  }
}
