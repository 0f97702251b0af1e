import { CONTENT_DEPTHS, VibeSuggestions, type LandingPageBrief } from '@ideapilot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentResolver, Ai } from '../../ai/index.ts';
import { ModelCallError } from '../../ai/index.ts';
import { loggableFailure } from '../../ai/failure-log.ts';
import { streamFirstAnswering } from '../../ai/fallback.ts';
import { languageModel, streamModel, type ModelSpec } from '../../ai/providers.ts';
import { offlinePrompt, orderSections, type PromptInput } from './offline-prompt.ts';
import { offlineSuggestions } from './offline-suggestions.ts';

export type SuggestionsSource = 'executor' | 'offline';

const SUGGESTIONS_TASK = `Propose landing-page suggestions for the founder's idea as JSON matching the schema.
Use only facts from the canvas and the brief: never invent customers, names, numbers, logos or certifications.
Leave a field empty ("" or []) when the facts do not support it. Badges only from the allowed list, and only if stated.`;

const briefMessage = (canvasText: string, brief: LandingPageBrief) =>
  `Idea canvas (markdown):\n${canvasText || '(empty)'}\n\nBrief (JSON):\n${JSON.stringify(brief)}`;

/**
 * The executor role: the active executor agent when one is configured (suggestions as structured
 * output, the prompt streamed), else the offline engine; suggestions are checked by the contract's
 * schema either way. A malformed answer is asked for once more before it counts as a failure.
 * An agent silent past its first-word timeout (`firstWordMs`, unless its params say otherwise),
 * before its first word or between two, has failed; suggestions come whole, so they may take four
 * times as long.
 */
export function vibeExecutor(deps: { resolve: AgentResolver; ai: Ai; allowPrivateUrls: boolean; firstWordMs: number; log: FastifyBaseLogger }) {
  const { resolve, ai, allowPrivateUrls, log } = deps;
  const firstWordMs = (spec: ModelSpec) => spec.params.first_token_timeout_ms ?? deps.firstWordMs;

  return {
    async suggestions(input: { facts: PromptInput['facts']; canvasText: string; brief: LandingPageBrief; locale: string; signal: AbortSignal }) {
      const agent = await resolve('executor');
      if (agent.kind === 'coach') return { source: 'offline' as SuggestionsSource, suggestions: VibeSuggestions.parse(offlineSuggestions(input.facts, input.brief)) };
      const { generateText, NoObjectGeneratedError, Output } = await import('ai');
      for (let attempt = 1; ; attempt++) {
        try {
          const { output } = await generateText({
            model: await languageModel(agent.spec, { allowPrivateUrls }),
            system: `${agent.prompt}\n\n${SUGGESTIONS_TASK}\nWrite in the locale "${input.locale}".`,
            prompt: briefMessage(input.canvasText, input.brief),
            output: Output.object({ schema: VibeSuggestions }),
            abortSignal: AbortSignal.any([input.signal, AbortSignal.timeout(4 * firstWordMs(agent.spec))]),
            maxRetries: 1,
            ...(agent.spec.params.temperature !== undefined ? { temperature: agent.spec.params.temperature } : {}),
          });
          return { source: 'executor' as SuggestionsSource, suggestions: output };
        } catch (err) {
          if (input.signal.aborted) throw err;
          if (NoObjectGeneratedError.isInstance(err) && attempt === 1) {
            log.warn({ err }, 'executor answered malformed suggestions; asking once more');
            continue;
          }
          throw new ModelCallError(err, agent.spec.apiKey);
        }
      }
    },

    /** The first prompt, streamed. */
    async *prompt(input: PromptInput & { canvasText: string; signal: AbortSignal }): AsyncGenerator<string> {
      const agent = await resolve('executor');
      if (agent.kind === 'coach') {
        yield* ai.replay(offlinePrompt(input), input.signal);
        return;
      }
      const sections = orderSections(input.sections, input.brief.content_notes.sections_priority);
      const task = `Write the first prompt for a landing-page builder as markdown: a complete, well-structured brief it can act on.
Describe exactly these page sections, in this order: ${sections.join(', ')}.
Content depth: ${CONTENT_DEPTHS[input.expandLevel]!.label} (level ${input.expandLevel} of 3).
Resolve brand presets to concrete colours and fonts; cover copy constraints, SEO, legal links, analytics events, accessibility and performance targets.
Use only facts from the canvas and the brief; mark anything missing as a placeholder.${input.missing.length ? `\nMissing inputs: ${input.missing.join(', ')}.` : ''}`;
      // The same agent asked again is the first call's retry: after an error, a silence past its
      // first-word timeout or an empty answer. Once it has written, a failure (a stall too) is the run's.
      yield* streamFirstAnswering([agent, agent], {
        open: (a, signal) =>
          streamModel(a.spec, { system: `${a.prompt}\n\n${task}`, messages: [{ role: 'user', content: briefMessage(input.canvasText, input.brief) }], signal, allowPrivateUrls }),
        firstWordMs: (a) => firstWordMs(a.spec),
        onSwitch: async (_agent, reason) => log.warn({ err: loggableFailure(reason) }, 'the executor wrote nothing'),
        last: () => {
          throw new ModelCallError(new Error('The executor wrote no prompt, asked twice'));
        },
        signal: input.signal,
      });
    },
  };
}

export type VibeExecutor = ReturnType<typeof vibeExecutor>;
