import { randomUUID } from 'node:crypto';
import type { AgentRole } from '@ideapilot/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { sha256 } from '../src/modules/auth/secrets.ts';

/**
 * Data builders: the one place tests write rows directly, for states the API cannot reach in a
 * test (a spent allowance, a paid plan, a social login, a failed turn, an expired link).
 */

/** Makes an existing user an admin, as the CLI does. */
export async function makeAdmin(db: Db, userId: string) {
  await db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
}

/** Leaves the user with `left` tokens, as if the rest had been spent, keeping the ledger true. */
export async function leaveTokens(db: Db, userId: string, left: number) {
  await db.transaction().execute(async (trx) => {
    const { tokens_remaining } = await trx.selectFrom('subscriptions').select('tokens_remaining').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const spend = tokens_remaining - left;
    await trx
      .updateTable('subscriptions')
      .set({ tokens_remaining: left, tokens_used: sql`tokens_used + ${spend}` })
      .where('user_id', '=', userId)
      .execute();
    await trx.insertInto('token_ledger').values({ user_id: userId, ref_id: null, kind: 'charge', amount: -spend, reason: 'earlier use' }).execute();
  });
}

/** Moves the user's subscription to another plan (`free`, `starter`, `pro`). */
export async function putOnPlan(db: Db, userId: string, plan: string) {
  await db.updateTable('subscriptions').set({ plan_name: plan }).where('user_id', '=', userId).execute();
}

/** Links the account to a Google identity, as a Google sign-in would have. */
export async function linkGoogle(db: Db, userId: string, googleId: string) {
  await db.updateTable('users').set({ google_id: googleId }).where('id', '=', userId).execute();
}

type TurnAt = { sessionId: string; userId: string; createdAt?: Date };

/** Inserts a turn that has ended, asked at `createdAt` (now by default). Returns its id. */
async function addEndedTurn(db: Db, turn: TurnAt, ended: { message: string; status: 'failed' | 'complete'; failure: 'model_error' | null }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('chat_turns')
    .values({ id, session_id: turn.sessionId, user_id: turn.userId, user_message: ended.message, status: ended.status, failure: ended.failure, user_evaluation_mark: null, created_at: turn.createdAt })
    .execute();
  return id;
}

/** A turn whose model call broke: stored, but never part of the history. Returns its id. */
export const addFailedTurn = (db: Db, turn: TurnAt & { message?: string }) => addEndedTurn(db, turn, { message: turn.message ?? 'lost', status: 'failed', failure: 'model_error' });

/** A turn the coach answered, asked at `createdAt`. Returns its id. */
export const addAnsweredTurn = (db: Db, turn: TurnAt & { createdAt: Date }) => addEndedTurn(db, turn, { message: 'asked', status: 'complete', failure: null });

/**
 * Sessions of the user, each of answered turns (`[message, reply]`) that each made a canvas version,
 * as if the user had chatted through them; three statements however many there are. Returns the session ids.
 */
export async function addConversations(db: Db, userId: string, conversations: { name: string; turns: [string, string][] }[]): Promise<string[]> {
  const sessions = conversations.map(({ name }) => ({ id: randomUUID(), user_id: userId, name }));
  const turns = sessions.flatMap(({ id: sessionId }, i) =>
    conversations[i]!.turns.map(([message, reply]) => ({
      id: randomUUID(),
      session_id: sessionId,
      user_id: userId,
      user_message: message,
      assistant_message: reply,
      status: 'complete' as const,
      failure: null,
      user_evaluation_mark: null,
    })),
  );
  if (sessions.length) await db.insertInto('chat_sessions').values(sessions).execute();
  if (turns.length) {
    await db.insertInto('chat_turns').values(turns).execute();
    await db.insertInto('canvas_versions').values(turns.map((turn) => ({ session_id: turn.session_id, turn_id: turn.id, content_md: `# Canvas of ${turn.id}\n` }))).execute();
  }
  return sessions.map((s) => s.id);
}

/** Gives these sessions one creation time, as if made within one tick of the clock. */
export async function setSessionsCreatedAt(db: Db, sessionIds: string[], at: Date) {
  await db.updateTable('chat_sessions').set({ created_at: at }).where('id', 'in', sessionIds).execute();
}

/** A refresh token of the user (a sign-in of its own family) that expires at `expiresAt`. Returns its id. */
export async function addRefreshToken(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const row = await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: randomUUID(), token_hash: randomUUID(), persistent: false, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves the rotation of the refresh token in this `refresh_token=…` cookie an hour back, past any grace window. */
export async function endRotationGrace(db: Db, cookie: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: new Date(Date.now() - 3600_000) })
    .where('token_hash', '=', sha256(cookie.replace(/^refresh_token=/, '')))
    .execute();
}

/** A password-reset link of the user that expires at `expiresAt`, used at `usedAt` if given. Returns its id. */
export async function addEmailToken(db: Db, userId: string, { expiresAt, usedAt = null }: { expiresAt: Date; usedAt?: Date | null }): Promise<string> {
  const row = await db
    .insertInto('email_tokens')
    .values({ user_id: userId, purpose: 'reset_password', token_hash: randomUUID(), expires_at: expiresAt, used_at: usedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A mail to `to` kept in the outbox since `createdAt`, whose link expires at `expiresAt` (none when null). Returns its id. */
/** `smtp`: a mail for the relay, not delivered, tried `attempts` times and due again. */
export async function addOutboxMail(
  db: Db,
  to: string,
  { createdAt = new Date(), expiresAt = null, smtp }: { createdAt?: Date; expiresAt?: Date | null; smtp?: { attempts: number } },
): Promise<string> {
  const delivery = smtp ? { transport: 'smtp' as const, attempts: smtp.attempts, next_attempt_at: sql<Date>`now() - interval '1 second'` } : { transport: 'outbox' as const };
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: to, subject: `s-${randomUUID()}`, text_body: 'link', created_at: createdAt, expires_at: expiresAt, ...delivery })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes the e-mail link with this token (verify or reset) expire a second ago. */
export async function expireEmailToken(db: Db, token: string) {
  await db.updateTable('email_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256(token)).execute();
}

/** Turns every AI agent off, so each role falls back to the offline coach. */
export async function deactivateAgents(db: Db) {
  await db.updateTable('agent_provider_configs').set({ is_active: false }).execute();
}

/** Puts an agent's own prompts on another role, as a restore of a version of another role left them before 2026-12-05. */
export async function leaveOwnPromptsOnRole(db: Db, providerId: string, role: AgentRole) {
  await db.updateTable('agent_prompt_templates').set({ role }).where('provider_id', '=', providerId).execute();
}

/** Makes the share link with this token expire a second ago. */
export async function expireShareLink(db: Db, token: string) {
  await db.updateTable('canvas_share_links').set({ expires_at: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
}
