import { canvasMarkdown } from '@ideapilot/contract';
import { DEFAULT_PROMPTS as SEEDED_PROMPTS } from '../db/migrations/002-chat-agents.ts';

/**
 * The built-in prompts of each role, used by a model-backed agent that has no prompt template of
 * its own: the ones migration 002 seeded as the roles' default templates (admins read and edit
 * those rows on the Agents screen; these stay the originals). They are read from the migration
 * that released them, so the text lives once and an old migration never follows live code.
 */
export const DEFAULT_PROMPTS = SEEDED_PROMPTS;

export type DefaultPromptRole = keyof typeof DEFAULT_PROMPTS;

/** The Default Format: the nine-block Stage 1 canvas, with what each block should hold. */
export const DEFAULT_OUTPUT_FORMAT_TEMPLATE = canvasMarkdown(
  '<idea title>',
  (block) => `<what the founder said about ${block.toLowerCase()}, or "Not covered yet." and the question that would fill it>`,
);
