import type { Executor } from '../../db/database.ts';

export const sandboxRepository = {
  createSession(db: Executor, s: { id: string; userId: string; kind: 'checkout' | 'portal'; planName: string | null; expiresAt: Date }) {
    return db
      .insertInto('sandbox_sessions')
      .values({ id: s.id, user_id: s.userId, kind: s.kind, plan_name: s.planName, expires_at: s.expiresAt })
      .execute();
  },

  /** Ends the user's checkouts still open: a checkout left in another tab could be paid too. */
  expireOpenCheckouts(db: Executor, { userId }: { userId: string }) {
    return db
      .updateTable('sandbox_sessions')
      .set({ expires_at: new Date() })
      .where('user_id', '=', userId)
      .where('kind', '=', 'checkout')
      .where('status', '=', 'open')
      .where('expires_at', '>', new Date())
      .execute();
  },

  findSession(db: Executor, { id, kind }: { id: string; kind: 'checkout' | 'portal' }) {
    return db
      .selectFrom('sandbox_sessions')
      .select(['id', 'user_id', 'plan_name', 'status', 'expires_at'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
  },

  /** Open → complete in one conditional UPDATE, so two Pay clicks cannot both pay. */
  async completeCheckout(db: Executor, { id }: { id: string }): Promise<boolean> {
    const row = await db
      .updateTable('sandbox_sessions')
      .set({ status: 'complete' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Sandbox subscriptions whose paid period is over: to renew or to end. */
  listDue(db: Executor, { now }: { now: Date }) {
    return db
      .selectFrom('subscriptions')
      .select(['user_id', 'plan_name', 'provider_customer_id', 'provider_subscription_id', 'current_period_end', 'cancel_at_period_end', 'provider_synced_at'])
      .where('provider', '=', 'sandbox')
      .where('plan_name', '!=', 'free')
      .where('current_period_end', '<=', now)
      .execute();
  },
};
