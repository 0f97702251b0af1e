import { builtinPrompt } from '../../ai/index.ts';
import type { AgentDraft, AgentTestRunEvent, AgentTestRunRequest, ConnectionCheckResponse, ModelProblem } from '@ideapilot/contract';
import { isObviouslyPrivateUrl } from '../../ai/url-guard.ts';
import { streamModel, type ModelSpec } from '../../ai/providers.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { findOr404 } from './find.ts';
import { KEY_FOR_NEW_DESTINATION, sameDestination, type ProviderKeys } from './keys.ts';
import { describeModelFailure } from './model-problem.ts';
import { agentsRepository as repo } from './repository.ts';

const CHECK_TIMEOUT_MS = 15_000;
/** A test run waits this long for the first word, like a chat turn would before giving up on a provider. */
const FIRST_TOKEN_TIMEOUT_MS = 30_000;
const TEST_RUN_TIMEOUT_MS = 120_000;
const CUT_BY_TIME_LIMIT = `Cut off: the answer took longer than the ${TEST_RUN_TIMEOUT_MS / 60_000} minutes a test run may take.`;

type Sink = { send(event: AgentTestRunEvent): void; end(): void; signal: AbortSignal };

type Timed = { ok: true; firstMs: number | null; totalMs: number } | { ok: false; firstMs: number | null; totalMs: number; problem: ModelProblem; detail: string };

/**
 * Streams the model until the first chunk (a check) or the end; times both. `signal` is the
 * caller going away; `totalMs`, a limit on the whole call, which ends it as a timeout.
 */
async function callTimed(
  spec: ModelSpec,
  input: {
    system: string;
    message: string;
    signal: AbortSignal;
    firstTokenMs: number;
    totalMs?: number;
    allowPrivateUrls: boolean;
    onText?: (text: string) => void;
    stopAtFirst?: boolean;
  },
): Promise<Timed> {
  const started = performance.now();
  const firstToken = new AbortController();
  const timer = setTimeout(() => firstToken.abort(), input.firstTokenMs);
  const overall = input.totalMs === undefined ? null : AbortSignal.timeout(input.totalMs);
  let firstMs: number | null = null;
  const since = () => Math.round(performance.now() - started);
  // The model's stream ends quietly when its signal aborts: a cut by the time limit is told here.
  const cutByTimeLimit = () => !!overall?.aborted && !input.signal.aborted;
  try {
    for await (const text of streamModel(spec, {
      system: input.system,
      messages: [{ role: 'user', content: input.message }],
      signal: AbortSignal.any([input.signal, firstToken.signal, ...(overall ? [overall] : [])]),
      allowPrivateUrls: input.allowPrivateUrls,
      // An operator checking an agent wants its first failure now, not after the SDK's retry.
      retries: 0,
    })) {
      if (firstMs === null) {
        firstMs = since();
        clearTimeout(timer);
      }
      input.onText?.(text);
      if (input.stopAtFirst) break;
    }
    if (firstToken.signal.aborted && firstMs === null) throw new Error('first token timeout');
    if (cutByTimeLimit()) return { ok: false, firstMs, totalMs: since(), problem: 'timeout', detail: CUT_BY_TIME_LIMIT };
    return { ok: true, firstMs, totalMs: since() };
  } catch (err) {
    if (cutByTimeLimit()) return { ok: false, firstMs, totalMs: since(), problem: 'timeout', detail: CUT_BY_TIME_LIMIT };
    const failure = describeModelFailure(err, { model: spec.model, apiKey: spec.apiKey, timedOut: firstToken.signal.aborted && firstMs === null });
    return { ok: false, firstMs, totalMs: since(), ...failure };
  } finally {
    clearTimeout(timer);
  }
}

/** A one-token call to the model: does the key, model and address work? */
export async function checkModel(spec: ModelSpec, options: { signal: AbortSignal; allowPrivateUrls: boolean }): Promise<ConnectionCheckResponse> {
  const result = await callTimed(
    { ...spec, params: { ...spec.params, max_tokens: 1 } },
    { system: 'Answer with one word.', message: 'ping', signal: options.signal, firstTokenMs: CHECK_TIMEOUT_MS, allowPrivateUrls: options.allowPrivateUrls, stopAtFirst: true },
  );
  if (result.ok) return { ok: true, problem: null, detail: `Connected: ${spec.provider} answered with ${spec.model}.`, latency_ms: result.totalMs };
  return { ok: false, problem: result.problem, detail: result.detail, latency_ms: result.totalMs };
}

/**
 * Admin trials of an agent as it is on screen, saved or not: a one-token connection check and a
 * streamed test run with timings. They call the model directly and cost no user tokens; the key
 * is never part of an answer.
 */
export function agentTrials(deps: { db: Db; keys: ProviderKeys; allowPrivateUrls: boolean }) {
  const { db, keys, allowPrivateUrls } = deps;

  async function specOf(draft: AgentDraft): Promise<{ spec: ModelSpec; configId: string | null }> {
    if (draft.params.base_url && !allowPrivateUrls && isObviouslyPrivateUrl(draft.params.base_url)) throw new AppError('private_model_url');
    const saved = draft.config_id ? await findOr404(draft.config_id, (id) => repo.findConfig(db, { id }), 'provider_config_not_found') : null;
    if (!draft.api_key && saved && !sameDestination(draft, saved)) throw new AppError('validation_failed', KEY_FOR_NEW_DESTINATION);
    const apiKey = draft.api_key || (saved ? keys.decrypt(saved) : null);
    if (!apiKey) throw new AppError('validation_failed', 'api_key: API key is required');
    return { spec: { provider: draft.provider, model: draft.model, apiKey, params: draft.params }, configId: saved?.id ?? null };
  }

  return {
    async checkConnection(draft: AgentDraft, signal: AbortSignal): Promise<ConnectionCheckResponse> {
      const { spec } = await specOf(draft);
      return checkModel(spec, { signal, allowPrivateUrls });
    },

    /** Checks what can fail before the stream opens (unknown config, private URL, no key); returns the runner. */
    async prepareTestRun(request: AgentTestRunRequest) {
      const { spec, configId } = await specOf(request);
      const saved = configId ? await repo.activeTemplate(db, { providerId: configId, role: request.role }) : undefined;
      const system = request.prompt?.trim() ? request.prompt : (saved?.content ?? builtinPrompt(request.role));
      return async (sink: Sink) => {
        const result = await callTimed(spec, {
          system,
          message: request.message,
          signal: sink.signal,
          firstTokenMs: FIRST_TOKEN_TIMEOUT_MS,
          totalMs: TEST_RUN_TIMEOUT_MS,
          allowPrivateUrls,
          onText: (text) => sink.send({ type: 'delta', text }),
        });
        // A client that went away reads no last event.
        if (sink.signal.aborted) return sink.end();
        if (result.ok) sink.send({ type: 'done', first_token_ms: result.firstMs, total_ms: result.totalMs });
        else sink.send({ type: 'error', problem: result.problem, detail: result.detail, first_token_ms: result.firstMs, total_ms: result.totalMs });
        sink.end();
      };
    },
  };
}

export type AgentTrials = ReturnType<typeof agentTrials>;
