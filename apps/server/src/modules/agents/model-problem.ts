import { maskApiKey, type ModelProblem } from '@ideapilot/contract';

/** The errors a failed model call is wrapped in (the SDK's retry and call errors, fetch's causes), outermost first. */
function chainOf(err: unknown): unknown[] {
  const chain: unknown[] = [];
  const pending = [err];
  while (pending.length && chain.length < 20) {
    const current = pending.shift();
    if (current === null || current === undefined || chain.includes(current)) continue;
    chain.push(current);
    if (typeof current === 'object') {
      const e = current as { cause?: unknown; lastError?: unknown; errors?: unknown[] };
      pending.push(e.cause, e.lastError, ...(Array.isArray(e.errors) ? e.errors : []));
    }
  }
  return chain;
}

const field = (e: unknown, name: string): unknown => (e && typeof e === 'object' ? (e as Record<string, unknown>)[name] : undefined);

/** Why a model call failed, and a sentence saying so; the API key never appears in it. */
export function describeModelFailure(err: unknown, ctx: { model: string; apiKey: string; timedOut: boolean }): { problem: ModelProblem; detail: string } {
  const chain = chainOf(err);
  const status = chain.map((e) => field(e, 'statusCode')).find((s): s is number => typeof s === 'number');
  const names = chain.map((e) => String(field(e, 'name') ?? ''));
  const codes = chain.map((e) => String(field(e, 'code') ?? ''));
  const providerText = chain.map((e) => (e instanceof Error ? e.message : '')).find(Boolean) ?? 'unknown error';
  const clean = (text: string) => (ctx.apiKey ? text.split(ctx.apiKey).join(maskApiKey(ctx.apiKey)) : text).slice(0, 500);

  if (names.includes('PrivateModelUrlError')) {
    return { problem: 'address_not_allowed', detail: 'Address not allowed: the base URL points at a private or loopback address, which this server refuses.' };
  }
  if (ctx.timedOut) return { problem: 'timeout', detail: 'No answer: the provider did not send a first word in time.' };
  if (status === 401 || status === 403) return { problem: 'key_rejected', detail: `Key rejected: the provider refused the API key (${status}). ${clean(providerText)}` };
  if (status === 404) return { problem: 'model_not_found', detail: `Model not found: the provider does not know "${ctx.model}" at this address (404). ${clean(providerText)}` };
  if (status === 429) return { problem: 'rate_limited', detail: `Rate limited: the provider is refusing calls with this key for now (429). ${clean(providerText)}` };
  if (status === undefined && codes.some((c) => /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|UND_ERR_)/.test(c))) {
    return { problem: 'unreachable', detail: `Unreachable: the provider's address did not answer (${codes.find((c) => c && c !== 'undefined')}).` };
  }
  if (status === undefined && /fetch failed|cannot connect|socket|network/i.test(providerText)) {
    return { problem: 'unreachable', detail: `Unreachable: the provider's address did not answer. ${clean(providerText)}` };
  }
  return { problem: 'provider_error', detail: `The provider answered with an error${status ? ` (${status})` : ''}: ${clean(providerText)}` };
}
