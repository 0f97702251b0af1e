import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/**
 * What PostgreSQL would refuse in a string, or null: the character U+0000 in text and jsonb, and
 * half of a surrogate pair (JSON's `"\ud800"`) in jsonb, where text would quietly turn it into
 * U+FFFD. Requests refuse both, before any handler sees them.
 */
function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain null characters';
  return /\p{Cs}/u.test(value) ? 'must not contain half of a character (an unpaired surrogate)' : null;
}

/** The one string schema every string field of a request is built on. */
export const text = () =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = stringProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** How deep and how large a free-form JSON value of a request may be. */
export const JSON_LIMITS = { depth: 20, nodes: 2_000 } as const;

/**
 * Walks a parsed JSON value without recursion (a deep value must not overflow the stack here
 * either) and names the first limit it breaks, or null when it is within bounds.
 */
function jsonValueProblem(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (pending.length) {
    const { value: current, depth } = pending.pop()!;
    if (++nodes > JSON_LIMITS.nodes) return `must have at most ${JSON_LIMITS.nodes} values`;
    if (depth > JSON_LIMITS.depth) return `must be nested at most ${JSON_LIMITS.depth} levels deep`;
    const problem = typeof current === 'string' ? stringProblem(current) : null;
    if (problem) return problem;
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const keyProblem = stringProblem(key);
      if (keyProblem) return keyProblem;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** A refinement that holds a free-form JSON value of a request within JSON_LIMITS. */
export function withinJsonLimits(value: unknown, ctx: core.$RefinementCtx) {
  const problem = jsonValueProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/** A free-form JSON object of a request (agent `meta`, `options`). */
export const JsonObject = z.record(z.string(), z.unknown()).check(z.superRefine(withinJsonLimits));
export type JsonObject = z.infer<typeof JsonObject>;

/** A confirmation sentence to show as it is. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
