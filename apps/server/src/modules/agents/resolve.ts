import { AgentParams, DEFAULT_OUTPUT_FORMAT_NAME, type AgentRole } from '@ideapilot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentChainResolver, AgentChains, ModelAgent } from '../../ai/index.ts';
import { builtinPrompt } from '../../ai/index.ts';
import type { Db } from '../../db/database.ts';
import type { Listen } from '../../db/notifications.ts';
import { isUuid } from '../../http/ids.ts';
import type { ProviderKeys } from './keys.ts';
import { describeModelFailure } from './model-problem.ts';
import { versionOf } from './presenters.ts';
import { agentsRepository as repo, type ProviderConfigRow } from './repository.ts';

/**
 * What roles run on, as a chat turn asks for them (its roles in one query): each role's active
 * provider configs in serving order (priority, then newest), each with that config's prompt (else
 * the role's shared prompt, else the built-in one). A config whose key cannot be read is left out;
 * an empty chain means the offline coach. The secretary also gets its output format:
 * `params.output_format_id`, else the Default Format.
 */
export function agentChainResolver(deps: { db: Db; keys: ProviderKeys }): AgentChainResolver {
  const { db, keys } = deps;

  async function agentOf(row: ProviderConfigRow, role: AgentRole): Promise<ModelAgent | null> {
    const apiKey = keys.decrypt(row);
    if (apiKey === null) return null;
    const params = AgentParams.safeParse(row.params);
    const prompt = (await repo.activeTemplate(db, { providerId: row.id, role }))?.content ?? builtinPrompt(role);
    let outputFormat: string | null = null;
    if (role === 'secretary') {
      const chosen = row.params.output_format_id;
      const picked = typeof chosen === 'string' && isUuid(chosen) ? await repo.findFormat(db, { id: chosen }) : undefined;
      const fallback = await repo.findFormatByName(db, { name: DEFAULT_OUTPUT_FORMAT_NAME });
      outputFormat = [picked, fallback].find((f) => f?.is_active)?.template ?? null;
    }
    return {
      kind: 'model',
      id: row.id,
      version: versionOf(row),
      spec: { provider: row.provider, model: row.model, apiKey, params: params.success ? params.data : {} },
      prompt,
      outputFormat,
    };
  }

  return async function resolveChains(roles: readonly AgentRole[]): Promise<AgentChains> {
    const rows = await repo.activeConfigs(db, { roles });
    const agents = await Promise.all(rows.map((row) => agentOf(row, row.role)));
    const chains: AgentChains = new Map(roles.map((role) => [role, []]));
    for (const [i, row] of rows.entries()) {
      const agent = agents[i];
      if (agent) chains.get(row.role)?.push(agent);
    }
    return chains;
  };
}

/** The channel a change to the agents' tables is announced on (migration 015). */
const AGENTS_CHANGED = 'agents_changed';

/**
 * `resolve`'s chains, kept until the agents' tables change: every change, by any writer on any
 * instance, is announced on `agents_changed`. While that cannot be heard (before listening has
 * started, after its connection was lost, or with no `listen` at all) every call reads afresh.
 * `forget`: this instance's own admin writes drop them at once, not when their notice arrives.
 */
export function keptChains(resolve: AgentChainResolver, listen: Listen | undefined) {
  const kept = new Map<string, Promise<AgentChains>>();
  const forget = () => kept.clear();
  const listener = listen?.(AGENTS_CHANGED, forget);
  const chain: AgentChainResolver = (roles) => {
    if (!listener?.listening) return resolve(roles);
    const key = roles.join(' ');
    const known = kept.get(key);
    if (known) return known;
    const resolving = resolve(roles);
    kept.set(key, resolving);
    resolving.catch(() => kept.get(key) === resolving && kept.delete(key));
    return resolving;
  };
  return {
    chain,
    forget,
    get listening() {
      return listener?.listening ?? false;
    },
    close: async () => listener?.close(),
  };
}

/** Counts and logs each hand-over to the next agent; a failure to count never fails the turn. */
export function fallbackRecorder(deps: { db: Db; log: FastifyBaseLogger }) {
  return async function recordFallback(role: AgentRole, agent: ModelAgent, reason: unknown): Promise<void> {
    // Not the error itself: a provider may quote the API key in it; the description masks it.
    const { problem, detail } = describeModelFailure(reason, { model: agent.spec.model, apiKey: agent.spec.apiKey, timedOut: false });
    deps.log.warn({ problem, detail, role, agent: agent.id, model: `${agent.spec.provider}/${agent.spec.model}` }, 'agent failed before its first word; the next in the chain serves');
    try {
      await repo.countFallback(deps.db, { id: agent.id });
    } catch (err) {
      deps.log.error({ err, agent: agent.id }, 'could not count an agent fallback');
    }
  };
}
