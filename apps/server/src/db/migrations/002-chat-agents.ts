import { sql, type Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

// The seeds as they were when this migration was released; a migration never follows live code.
const DEFAULT_OUTPUT_FORMAT_TEMPLATE = `# <idea title>

## Stage 1 — Simply Explained Idea

### WHO
<what the founder said about who, or "Not covered yet." and the question that would fill it>

### PAIN
<what the founder said about pain, or "Not covered yet." and the question that would fill it>

### USERS BENEFIT
<what the founder said about users benefit, or "Not covered yet." and the question that would fill it>

### YOUR PROFIT
<what the founder said about your profit, or "Not covered yet." and the question that would fill it>

### WHY YOU
<what the founder said about why you, or "Not covered yet." and the question that would fill it>

### WHY NOW
<what the founder said about why now, or "Not covered yet." and the question that would fill it>

### YOUR TEAM
<what the founder said about your team, or "Not covered yet." and the question that would fill it>

### SECRET SAUCE
<what the founder said about secret sauce, or "Not covered yet." and the question that would fill it>

### PITCH
<what the founder said about pitch, or "Not covered yet." and the question that would fill it>
`;

/**
 * The roles' built-in prompts, seeded here as their default templates and read by the live code as
 * they are (`ai/default-prompts.ts`): one text, kept where it was released. Frozen with this
 * migration: new built-in prompts are seeded by a new migration, and `ai/default-prompts.ts` points there.
 */
export const DEFAULT_PROMPTS = {
  guard: `You are the guard of IdeaPilot, an assistant that helps founders frame a business idea.
Classify the founder's latest message. Answer with exactly one word:
- ALLOW: it is about their business or product idea, customers, market, team, money or plans.
- RESTRICTED: politics, religion, or the founder's personal matters (health, relationships, private life) unrelated to the business.
- CHITCHAT: greetings, small talk, jokes, or requests unrelated to building a business (poems, homework, trivia).
Answer ALLOW when in doubt.`,
  advisor: `You are IdeaPilot, a calm and sharp startup advisor. You help a founder explain their idea simply
(Stage 1 — Simply Explained Idea). The canvas has nine blocks: WHO, PAIN, USERS BENEFIT, YOUR PROFIT, WHY YOU, WHY NOW, YOUR TEAM, SECRET SAUCE, PITCH.
In each reply:
1. Reflect in one or two sentences what the founder just said, in their own terms.
2. Point out one gap or risk only if it matters.
3. Ask exactly one question that fills the next missing block of the canvas.
Be concise (under 120 words), concrete and friendly. Never invent facts about the founder's idea.
Decline politics and personal matters politely and steer back to the idea.`,
  secretary: `You are the secretary of IdeaPilot. Rebuild the founder's idea canvas from the conversation and the
previous canvas. Use only what the founder said or what follows directly from it; never invent
customers, numbers or facts. Follow the output format exactly. A block with nothing yet says so
and asks the question that would fill it. Answer with the markdown only, no code fence.`,
  executor: `You are the executor of IdeaPilot. From the founder's idea canvas and inputs you prepare a landing-page
brief and write the first prompt for generating the landing page. Keep to the facts given; where
something is missing, propose a sensible, clearly marked suggestion.`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE chat_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT 'Untitled',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX chat_sessions_user_created ON chat_sessions (user_id, created_at DESC);

    -- A turn is written before its reply streams (pending) and ends complete, declined (by the
    -- guard) or failed (model error or client gone). Only complete and declined turns are shown.
    CREATE TABLE chat_turns (
      id uuid PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      user_message text NOT NULL,
      assistant_message text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('pending', 'complete', 'declined', 'failed')),
      failure text,
      user_evaluation_mark smallint CHECK (user_evaluation_mark IN (-1, 1)),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz
    );
    CREATE INDEX chat_turns_session ON chat_turns (session_id, created_at);

    -- One canvas version per turn.
    CREATE TABLE canvas_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      turn_id uuid NOT NULL UNIQUE REFERENCES chat_turns(id) ON DELETE CASCADE,
      content_md text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX canvas_versions_session ON canvas_versions (session_id, created_at DESC);

    -- api_key_encrypted: AES-256-GCM, the row id as associated data.
    CREATE TABLE agent_provider_configs (
      id uuid PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('openai', 'anthropic', 'deepseek', 'bedrock')),
      model text NOT NULL,
      role text NOT NULL CHECK (role IN ('advisor', 'executor', 'guard', 'secretary', 'search')),
      api_key_encrypted text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      is_active boolean NOT NULL DEFAULT true,
      major integer NOT NULL DEFAULT 1,
      minor integer NOT NULL DEFAULT 0,
      patch integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX agent_provider_configs_role ON agent_provider_configs (role, is_active);

    CREATE TABLE agent_prompt_templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider_id uuid REFERENCES agent_provider_configs(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('advisor', 'executor', 'guard', 'secretary', 'search')),
      content text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      meta jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX agent_prompt_templates_role ON agent_prompt_templates (role, is_active);

    CREATE TABLE agent_output_formats (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      template text NOT NULL,
      options jsonb NOT NULL DEFAULT '{}'::jsonb,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
  `,
  );

  await sql`INSERT INTO agent_output_formats (name, template, options)
    VALUES ('Default Format', ${DEFAULT_OUTPUT_FORMAT_TEMPLATE}, '{"stage": 1, "builtin": true}'::jsonb)`.execute(db);
  for (const [role, content] of Object.entries(DEFAULT_PROMPTS)) {
    await sql`INSERT INTO agent_prompt_templates (provider_id, role, content, meta)
      VALUES (NULL, ${role}, ${content}, '{"builtin": true}'::jsonb)`.execute(db);
  }
}
