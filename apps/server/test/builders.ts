import { randomUUID } from 'node:crypto';
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

/** A turn whose model call broke: stored, but never part of the history. Returns its id. */
export async function addFailedTurn(db: Db, turn: { sessionId: string; userId: string; message?: string }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('chat_turns')
    .values({ id, session_id: turn.sessionId, user_id: turn.userId, user_message: turn.message ?? 'lost', status: 'failed', failure: 'model_error', user_evaluation_mark: null })
    .execute();
  return id;
}

/** Makes the e-mail link with this token (verify or reset) expire a second ago. */
export async function expireEmailToken(db: Db, token: string) {
  await db.updateTable('email_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256(token)).execute();
}

/** Turns every AI agent off, so each role falls back to the offline coach. */
export async function deactivateAgents(db: Db) {
  await db.updateTable('agent_provider_configs').set({ is_active: false }).execute();
}

/** Makes the share link with this token expire a second ago. */
export async function expireShareLink(db: Db, token: string) {
  await db.updateTable('canvas_share_links').set({ expires_at: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
}
