import { splitCanvas, type AgentRole, type CanvasBlock } from '@ideapilot/contract';
import type { ModelMessage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { loggableFailure } from './failure-log.ts';
import { DEFAULT_OUTPUT_FORMAT_TEMPLATE, DEFAULT_PROMPTS } from './default-prompts.ts';
import { streamFirstAnswering } from './fallback.ts';
import { prepareWordModel } from './classifier.ts';
import { coachInput } from './coach-input.ts';
import type { GuardVerdict } from './guard.ts';
import { plainText } from './plain-text.ts';
import { streamModel, type ModelSpec } from './providers.ts';
import { nextAsk, read, type Turn } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { streamText } from './streamer.ts';
import { coachDecline, coachReply, ideaTitle, renderCanvas } from './writer.ts';

export type { GuardVerdict } from './guard.ts';
export { plainText } from './plain-text.ts';
export { ModelCallError } from './providers.ts';

/** An active provider config of a role with its prompt; `id` and `version` (major.minor.patch) are the config's. */
export type ModelAgent = { kind: 'model'; id: string; version: string; spec: ModelSpec; prompt: string; outputFormat: string | null };

/** The agent version that answered a call; null when the offline coach did. */
export type ServedBy = { id: string; version: string } | null;
/** Told who answered, before the first word streams. */
export type OnServed = (agent: ServedBy) => void;

/** What a role runs on: its first active provider config and prompt, or the offline coach. */
export type ResolvedAgent = { kind: 'coach' } | ModelAgent;

export type AgentResolver = (role: AgentRole) => Promise<ResolvedAgent>;

/** Each role's active agents in serving order; an empty chain means the offline coach serves. */
export type AgentChains = Map<AgentRole, ModelAgent[]>;

/** The chains of the roles asked, looked up together. */
export type AgentChainResolver = (roles: readonly AgentRole[]) => Promise<AgentChains>;

/** The roles a chat turn may call: looked up once, when the turn starts. */
const TURN_ROLES: readonly AgentRole[] = ['guard', 'search', 'advisor', 'secretary'];

/** The first agent of each role's chain, for callers that do not fall back (executor). */
export const firstOfChain =
  (chain: AgentChainResolver): AgentResolver =>
  async (role) =>
    (await chain([role])).get(role)?.[0] ?? { kind: 'coach' };

/** A role's chain among chains looked up together. */
const chainIn = (chains: AgentChains, role: AgentRole): ModelAgent[] => chains.get(role) ?? [];

export type AnsweredTurn = { user_message: string; assistant_message: string };

const SEARCH_TIMEOUT_MS = 20_000;
const MAX_FINDINGS_CHARS = 4000;

/**
 * The roles of a chat turn. A turn looks up its roles' agents when it starts (a call made outside
 * a turn looks up its own role); `chain` keeps them until the agents change, so an agent activated
 * on the Agents screen takes over from the next turn.
 */
export function createAi(options: {
  chain: AgentChainResolver;
  /** How long an agent may stay silent before the next agent of its role serves, unless its params say otherwise. */
  firstWordMs: number;
  /** Told each time an agent fails before its first word and the next one serves. */
  onFallback: (role: AgentRole, agent: ModelAgent, reason: unknown) => Promise<void>;
  coachDelayMs: number;
  allowPrivateUrls: boolean;
  log: FastifyBaseLogger;
  /** Wraps each model call's stream to measure it (first-token latency, errors). */
  observeModel?: (role: AgentRole, agent: string, stream: AsyncIterable<string>) => AsyncIterable<string>;
}) {
  const { chain, coachDelayMs, allowPrivateUrls, log } = options;
  /** The chains of `roles`, unless the caller looked them up already (a chat turn does, once). */
  const chainsFor = (roles: readonly AgentRole[], known?: Promise<AgentChains>) => known ?? chain(roles);
  const callModel = (role: AgentRole, spec: ModelSpec, input: Parameters<typeof streamModel>[1]) => {
    const stream = streamModel(spec, input);
    return options.observeModel ? options.observeModel(role, `${spec.provider}/${spec.model}`, stream) : stream;
  };
  // The SDK prints provider warnings to the console by default; they belong in the server log.
  globalThis.AI_SDK_LOG_WARNINGS = (o) => log.warn({ warnings: o.warnings, provider: o.provider, model: o.model }, 'model provider warnings');
  /** The role's chain, each agent asked with `input(agent)`, the offline coach's `coach()` last. */
  const served = (
    role: AgentRole,
    agents: ModelAgent[],
    input: (agent: ModelAgent) => Omit<Parameters<typeof streamModel>[1], 'signal' | 'allowPrivateUrls'>,
    coach: () => AsyncIterable<string>,
    signal: AbortSignal,
    onServed?: OnServed,
  ) =>
    streamFirstAnswering(agents, {
      // The SDK waits about 2 s before it retries a failed call. An agent another agent follows is
      // not retried: the next agent is its retry. The last one is retried once before the coach.
      open: (agent, attempt) => callModel(role, agent.spec, { ...input(agent), signal: attempt, allowPrivateUrls, retries: agent === agents.at(-1) ? 1 : 0 }),
      firstWordMs: (agent) => agent.spec.params.first_token_timeout_ms ?? options.firstWordMs,
      last: coach,
      onSwitch: (agent, reason) => options.onFallback(role, agent, reason),
      onServe: (agent) => onServed?.(agent && { id: agent.id, version: agent.version }),
      signal,
    });
  /** The turns as the offline coach reads them (`coachInput`). */
  const conversation = (turns: AnsweredTurn[]): Turn[] => turns.map((t) => ({ founder: coachInput(t.user_message), coach: t.assistant_message }));

  /**
   * The active search agent's findings on the founder's message, or null: there is no built-in
   * search, and a search that fails or takes too long only costs the advisor its findings.
   */
  async function search(previous: AnsweredTurn[], message: string, signal: AbortSignal, chains: AgentChains): Promise<string | null> {
    const agent = chainIn(chains, 'search')[0];
    if (!agent) return null;
    const timeout = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
    let findings = '';
    try {
      for await (const chunk of callModel('search', agent.spec, {
        system: agent.prompt,
        messages: [...history(previous.slice(-3)), { role: 'user', content: message }],
        signal: AbortSignal.any([signal, timeout]),
        allowPrivateUrls,
      })) {
        findings += chunk;
        if (findings.length > MAX_FINDINGS_CHARS) break;
      }
    } catch (err) {
      log.warn(failureLog(agent, err), 'search model failed; the advisor answers without findings');
      return null;
    }
    if (timeout.aborted && !signal.aborted) log.warn('search model timed out; the advisor answers without findings');
    if (signal.aborted || timeout.aborted) return null;
    return findings.trim().slice(0, MAX_FINDINGS_CHARS) || null;
  }

  return {
    /**
     * Decides whether the advisor answers; a failing guard model falls back to the coach's
     * judgement. `known`: the turn's chains, when the caller has looked them up (`turnAgents`).
     */
    async guard(message: string, previous: AnsweredTurn[], signal: AbortSignal, known?: Promise<AgentChains>): Promise<GuardVerdict> {
      const chains = await chainsFor(['guard'], known);
      const offline = () => offlineVerdict(coachInput(message), () => read(conversation(previous)));
      const agent = chainIn(chains, 'guard')[0];
      if (!agent) return offline();
      try {
        let answer = '';
        for await (const chunk of callModel('guard', agent.spec, {
          system: agent.prompt,
          messages: [...history(previous.slice(-3)), { role: 'user', content: message }],
          signal,
          allowPrivateUrls,
        })) {
          answer += chunk;
          if (answer.length > 200) break;
        }
        const word = /\b(ALLOW|RESTRICTED|CHITCHAT|OFFTOPIC)\b/i.exec(answer)?.[1]?.toLowerCase();
        return word === 'restricted' || word === 'chitchat' || word === 'offtopic' ? word : 'allow';
      } catch (err) {
        log.warn(failureLog(agent, err), 'guard model failed; using the offline coach');
        return offline();
      }
    },

    /** The polite answer to a declined message. */
    decline(verdict: Exclude<GuardVerdict, 'allow'>, previous: AnsweredTurn[], message: string): string {
      return coachDecline(verdict, conversation(previous), coachInput(message));
    },

    /** The chains of every role a chat turn may call, in one lookup, for the turn to pass to each call. */
    turnAgents: (): Promise<AgentChains> => chain(TURN_ROLES),

    /**
     * The advisor's reply, streamed, from the first agent of the chain that answers (the offline
     * coach last); a model advisor also gets the search agent's findings, if one is active.
     * `known`: the turn's chains, when the caller has looked them up (`turnAgents`).
     */
    async *advise(previous: AnsweredTurn[], message: string, signal: AbortSignal, onServed?: OnServed, known?: Promise<AgentChains>): AsyncGenerator<string> {
      await prepareWordModel();
      const coach = () => streamText(coachReply(conversation(previous), coachInput(message)), coachDelayMs, signal);
      const chains = await chainsFor(['advisor', 'search'], known);
      const agents = chainIn(chains, 'advisor');
      if (!agents.length) {
        onServed?.(null);
        yield* coach();
        return;
      }
      const next = nextAsk(read(conversation(previous)));
      let context = next === 'IDEA' ? '\n\nThe founder has not said what the idea is yet: ask for it.' : next ? `\n\nThe canvas block to ask about next: ${next}.` : '\n\nAll nine canvas blocks have some content.';
      const findings = await search(previous, message, signal, chains);
      if (findings) context += `\n\nFindings from the search agent (use them only where they help the founder; they are not the founder's words):\n${findings}`;
      const messages = [...history(previous.slice(-20)), { role: 'user' as const, content: message }];
      yield* served('advisor', agents, (agent) => ({ system: agent.prompt + context, messages }), coach, signal, onServed);
    },

    /**
     * The secretary's canvas, streamed, from the answered turns and the previous canvas (read only
     * when a model writes it: the coach rebuilds from the turns); markup the founder typed never
     * reaches it. `known`: the turn's chains, when the caller has looked them up (`turnAgents`).
     */
    async *buildCanvas(
      turns: AnsweredTurn[],
      previousCanvas: () => Promise<string | null>,
      signal: AbortSignal,
      onServed?: OnServed,
      known?: Promise<AgentChains>,
    ): AsyncGenerator<string> {
      await prepareWordModel();
      const coach = () => streamText(renderCanvas(read(conversation(turns))), coachDelayMs, signal);
      const agents = chainIn(await chainsFor(['secretary'], known), 'secretary');
      const previous = agents.length ? await previousCanvas() : null;
      const messages = turns.map((t) => plainText(t.user_message));
      const content = `The founder's messages, oldest first:\n${messages.map((m) => `- ${m}`).join('\n')}\n\nPrevious canvas:\n${previous ?? '(none yet)'}`;
      yield* served(
        'secretary',
        agents,
        (agent) => ({ system: `${agent.prompt}\n\nOutput format:\n${agent.outputFormat ?? DEFAULT_OUTPUT_FORMAT_TEMPLATE}`, messages: [{ role: 'user', content }] }),
        coach,
        signal,
        onServed,
      );
    },

    /**
     * One block of the canvas rewritten from the founder's words, streamed as the block's text
     * only (no heading). The coach writes the block as it would in a full rebuild.
     */
    async *reworkBlock(turns: AnsweredTurn[], canvas: string, block: CanvasBlock, signal: AbortSignal): AsyncGenerator<string> {
      await prepareWordModel();
      const coach = () => {
        const rebuilt = splitCanvas(renderCanvas(read(conversation(turns))));
        return streamText(rebuilt.blocks.find((b) => b.name === block)?.body.trim() ?? '', coachDelayMs, signal);
      };
      const messages = turns.map((t) => plainText(t.user_message));
      const content = `The founder's messages, oldest first:\n${messages.map((m) => `- ${m}`).join('\n')}\n\nCurrent canvas:\n${canvas}\n\nRewrite the ${block} block.`;
      yield* served(
        'secretary',
        chainIn(await chain(['secretary']), 'secretary'),
        (agent) => ({
          system: `${agent.prompt}\n\nRewrite only the ${block} block of the canvas. Answer with that block's new text only: no heading, no other block, no code fence.`,
          messages: [{ role: 'user', content }],
        }),
        coach,
        signal,
      );
    },

    /** Streams text that is already written (a saved canvas, a decline) the way the coach streams. */
    replay(text: string, signal: AbortSignal): AsyncGenerator<string> {
      return streamText(text, coachDelayMs, signal);
    },

    /** A session name from the answered turns, or null when no idea is stated yet. */
    ideaTitle(turns: AnsweredTurn[]): string | null {
      return ideaTitle(read(conversation(turns)));
    },

    blankCanvas(): string {
      return renderCanvas(read([]));
    },
  };
}

export type Ai = ReturnType<typeof createAi>;

/** A failed call for the log, with the agent's key masked (see `loggableFailure`). */
function failureLog(agent: ModelAgent, err: unknown) {
  return { err: loggableFailure(err), model: `${agent.spec.provider}/${agent.spec.model}` };
}

function history(turns: AnsweredTurn[]): ModelMessage[] {
  return turns.flatMap((t): ModelMessage[] => [
    { role: 'user', content: t.user_message },
    { role: 'assistant', content: t.assistant_message },
  ]);
}

export const builtinPrompt = (role: AgentRole): string =>
  role === 'search' ? 'You search for facts that help a founder frame their business idea. Report findings briefly with sources.' : DEFAULT_PROMPTS[role];
