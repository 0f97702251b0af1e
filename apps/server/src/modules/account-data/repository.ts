import type { Executor } from '../../db/database.ts';

/** The ids of the user's pending turns, block reworks and Vibe Coding runs, each locked until the transaction ends. */
async function pendingWork(db: Executor, userId: string): Promise<string[]> {
  const rows = await Promise.all(
    (['chat_turns', 'canvas_reworks', 'vibe_runs'] as const).map((table) =>
      db.selectFrom(table).select('id').where('user_id', '=', userId).where('status', '=', 'pending').forUpdate().execute(),
    ),
  );
  return rows.flat().map((row) => row.id);
}

/** What the export reads and what deleting an account removes. */
export const accountDataRepository = {
  sessions(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('chat_sessions')
      .select(['id', 'name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('seq', 'asc')
      .execute();
  },

  /** Ids and dates only: the contents are read one version at a time while the zip streams. */
  canvasVersions(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('canvas_versions as c')
      .innerJoin('chat_sessions as s', 's.id', 'c.session_id')
      .select(['c.id', 'c.session_id', 'c.created_at'])
      .where('s.user_id', '=', userId)
      .orderBy('c.created_at', 'asc')
      .orderBy('c.id', 'asc')
      .execute();
  },

  canvasContent(db: Executor, { id }: { id: string }) {
    return db.selectFrom('canvas_versions').select('content_md').where('id', '=', id).executeTakeFirst();
  },

  /** The Vibe Coding modal's saved brief, one per session; dates only, the brief is read when zipped. */
  vibeBriefs(db: Executor, { userId }: { userId: string }) {
    return db.selectFrom('vibe_prerequisites').select(['session_id', 'updated_at']).where('user_id', '=', userId).execute();
  },

  vibeBrief(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('vibe_prerequisites')
      .select(['user_inputs', 'chosen', 'suggestions', 'locale', 'updated_at'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
  },

  /** Every landing-page prompt generated to the end, oldest first; ids and dates only. */
  vibePrompts(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('vibe_runs')
      .select(['id', 'session_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'generate')
      .where('status', '=', 'complete')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  vibePromptText(db: Executor, { id }: { id: string }) {
    return db.selectFrom('vibe_runs').select('output').where('id', '=', id).executeTakeFirst();
  },

  ledger(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('token_ledger')
      .select(['created_at', 'kind', 'amount', 'reason', 'ref_id'])
      .where('user_id', '=', userId)
      .orderBy('id', 'asc')
      .execute();
  },

  /** Payments, oldest first, with what the Billing History shows of each. */
  billingTransactions(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('billing_transactions')
      .select(['created_at', 'description', 'amount_cents', 'currency', 'status', 'hosted_invoice_url', 'invoice_pdf_url'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  /** The canvas share links made, oldest first; not their tokens (see `exportReadme`). */
  shareLinks(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('canvas_share_links')
      .select(['session_id', 'version_id', 'created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  /**
   * Locks the account for its deletion, in the order a charge takes it (its session, then its
   * tokens) and a failure or a sweep ends paid work (its tokens, then its row; see
   * `MeteringService.ending`), and answers the ids of what a token paid for and has not ended
   * (turns, block reworks, Vibe Coding runs): still running, or left pending by a stopped server.
   * Until the transaction ends, a charge waits, then finds no session and takes nothing; every
   * charge made before is read.
   * 1. The sessions: a charge holds its session from its start (see `inSessionOfTheUser`).
   * 2. The tokens, which every charge takes: a charge has committed by now, or waits. A failure
   *    takes them before its row, so it holds nothing the deletion waits for, even in a session made
   *    since step 1, which the deletion locks only when it deletes it. A charge waiting here in
   *    such a session holds it, and the two deadlock: PostgreSQL cancels one, and the service runs
   *    that one again (`retryingDeadlocks`; see
   *    docs/decisions/2026-12-06-a-failing-run-locks-as-a-deletion-does.md).
   * 3. The pending work: all there will be, as no charge can come between.
   */
  async lockForDeletion(db: Executor, { userId }: { userId: string }): Promise<string[]> {
    await db.selectFrom('chat_sessions').select('id').where('user_id', '=', userId).forUpdate().execute();
    await db.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).forUpdate().execute();
    return pendingWork(db, userId);
  },

  /**
   * Removes the account and everything hanging off it: sessions, turns, canvases (and vibe data,
   * which cascades from sessions), refresh and e-mail tokens cascade from the user row. The
   * subscription and ledger are deleted by name so that a later foreign key cannot keep them.
   * Mails sent to the address carry its links, so they go too. Payment records
   * (billing_transactions) stay, their user reference set to null by the foreign key.
   */
  async deleteAccount(trx: Executor, { userId, email }: { userId: string; email: string }) {
    await trx.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('token_ledger').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
    const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  },
};
