import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export const meteringRepository = {
  listPlans(db: Executor) {
    return db
      .selectFrom('plans')
      .select(['name', 'display_name', 'price_cents', 'currency', 'billing_interval as interval', 'tokens_per_period', 'unlimited'])
      .orderBy('sort_order')
      .execute();
  },

  createSubscription(db: Executor, s: { userId: string; planName: string; tokens: number }) {
    return db
      .insertInto('subscriptions')
      .values({ user_id: s.userId, plan_name: s.planName, tokens_remaining: s.tokens, token_allowance: s.tokens })
      .execute();
  },

  findSubscription(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.name', 's.plan_name')
      .select([
        's.plan_name',
        'p.display_name',
        'p.unlimited',
        's.status',
        's.tokens_remaining',
        's.tokens_used',
        's.token_allowance',
        's.current_period_end',
        's.cancel_at_period_end',
      ])
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * Takes a token and writes its charge line in one statement, one round trip instead of two: the
   * line is inserted only from the row the conditional UPDATE took (never read-then-write, so
   * concurrent turns cannot overdraw). `taken` false: no token left;
   * `written` false: `refId` was charged before.
   */
  async chargeToken(db: Executor, c: { userId: string; refId: string; reason: string }): Promise<{ taken: boolean; written: boolean }> {
    const row = await db
      .with('taken', (qb) =>
        qb
          .updateTable('subscriptions')
          .set((eb) => ({
            tokens_remaining: sql<number>`CASE WHEN ${eb.ref('plan_name')} IN (SELECT name FROM plans WHERE unlimited) THEN ${eb.ref('tokens_remaining')} ELSE ${eb.ref('tokens_remaining')} - 1 END`,
            tokens_used: eb('tokens_used', '+', 1),
            updated_at: new Date(),
          }))
          .where('user_id', '=', c.userId)
          .where((eb) =>
            eb.or([eb('tokens_remaining', '>', 0), eb('plan_name', 'in', eb.selectFrom('plans').select('name').where('unlimited', '=', true))]),
          )
          .returning('user_id'),
      )
      .with('written', (qb) =>
        qb
          .insertInto('token_ledger')
          .columns(['user_id', 'ref_id', 'kind', 'amount', 'reason'])
          .expression((eb) =>
            eb
              .selectFrom('taken')
              .select([
                'taken.user_id',
                sql<string>`CAST(${c.refId} AS uuid)`.as('ref_id'),
                sql<'charge'>`'charge'`.as('kind'),
                sql<number>`-1`.as('amount'),
                sql<string>`CAST(${c.reason} AS text)`.as('reason'),
              ]),
          )
          .onConflict((oc) => oc.columns(['ref_id', 'kind']).doNothing())
          .returning('kind'),
      )
      .selectNoFrom((eb) => [eb.exists(eb.selectFrom('taken').select('user_id')).as('taken'), eb.exists(eb.selectFrom('written').select('kind')).as('written')])
      .executeTakeFirstOrThrow();
    return { taken: Boolean(row.taken), written: Boolean(row.written) };
  },

  giveTokenBack(db: Executor, { userId }: { userId: string }) {
    return db
      .updateTable('subscriptions')
      .set((eb) => ({
        tokens_remaining: sql<number>`CASE WHEN ${eb.ref('plan_name')} IN (SELECT name FROM plans WHERE unlimited) THEN ${eb.ref('tokens_remaining')} ELSE ${eb.ref('tokens_remaining')} + 1 END`,
        tokens_used: sql<number>`GREATEST(${eb.ref('tokens_used')} - 1, 0)`,
        updated_at: new Date(),
      }))
      .where('user_id', '=', userId)
      .execute();
  },

  addTokens(db: Executor, { userId, amount }: { userId: string; amount: number }) {
    return db
      .updateTable('subscriptions')
      .set((eb) => ({ tokens_remaining: eb('tokens_remaining', '+', amount), updated_at: new Date() }))
      .where('user_id', '=', userId)
      .execute();
  },

  /** Inserts a ledger line unless one of that kind already exists for the reference; true if written. */
  async addLedgerLine(
    db: Executor,
    line: { userId: string; refId: string | null; kind: 'grant' | 'charge' | 'refund' | 'plan_change'; amount: number; reason: string },
  ): Promise<boolean> {
    const result = await db
      .insertInto('token_ledger')
      .values({ user_id: line.userId, ref_id: line.refId, kind: line.kind, amount: line.amount, reason: line.reason })
      .onConflict((oc) => oc.columns(['ref_id', 'kind']).doNothing())
      .returning('kind')
      .executeTakeFirst();
    return result !== undefined;
  },

  findLedgerLine(db: Executor, { refId, kind }: { refId: string; kind: 'charge' | 'refund' }) {
    return db.selectFrom('token_ledger').select(['user_id', 'amount']).where('ref_id', '=', refId).where('kind', '=', kind).executeTakeFirst();
  },
};
