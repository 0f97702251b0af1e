import { sql, type Expression, type ExpressionBuilder, type InsertQueryBuilder, type QueryCreator, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { executePrepared, type Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Charging = Database & { taken: { user_id: string } };
/**
 * What a token pays for, written in the statement that charges it: one kind of write (a turn, a
 * Vibe Coding run), a module-level constant. `insert` reads `taken`, the user's row the token came
 * from, and returns the row the charge gives back. `requires`: what must also hold for the token to
 * be taken (the session is the user's), read in the same statement. The charge's statement is built
 * once per kind, so both use their `values` as values only (see db/compiled-once.ts).
 */
export type PaidWrite<R extends object, V extends object> = {
  insert: (qb: QueryCreator<Charging>, values: V) => InsertQueryBuilder<Charging, never, R>;
  requires?: (eb: ExpressionBuilder<Database, 'subscriptions'>, values: V) => Expression<SqlBool>;
};

/**
 * A kind of paid write with the values of one charge. Made by `paid`, which checks that they go
 * together; a class, so no object written by hand passes for one.
 */
export class Paid<R extends object> {
  private readonly paired = true;

  private constructor(
    readonly write: PaidWrite<R, never>,
    readonly values: object,
  ) {}

  static of<R extends object, V extends object>(write: PaidWrite<R, V>, values: V): Paid<R> {
    return new Paid(write as PaidWrite<R, never>, values);
  }
}
export const paid = Paid.of;

/**
 * A paid write's `requires` for what goes in a session: the session is the user's. It is locked
 * (FOR KEY SHARE) before the user's tokens are, as a deletion of the session locks it before it
 * refunds what was pending in it: the two never wait on each other the other way round.
 */
export const inSessionOfTheUser = (eb: ExpressionBuilder<Database, 'subscriptions'>, sessionId: string) =>
  eb.exists(eb.selectFrom('chat_sessions').select('id').where('id', '=', sessionId).where('user_id', '=', eb.ref('subscriptions.user_id')).forKeyShare());

type Charge = { userId: string; refId: string; reason: string };
type LedgerKind = Database['token_ledger']['kind'];

/**
 * What a charge takes from the row's `tokens_remaining`: nothing on an unlimited plan, else one
 * token. Written on the charge's ledger line, so a refund gives back what was taken, whatever the
 * plan is by then.
 */
const tokensTaken = (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
  sql<number>`CASE WHEN ${eb.ref('plan_name')} IN (SELECT name FROM plans WHERE unlimited) THEN 0 ELSE -1 END`;

/** The charge's statement, for one kind of paid write or none; see `chargeToken`. */
const chargeStatement = (write: PaidWrite<object, object> | undefined) =>
  compiledOnce((db: Executor, c: Charge, values: object) => {
    const requires = write?.requires;
    const charging = db
      .with('taken', (qb) =>
        qb
          .updateTable('subscriptions')
          .set((eb) => ({
            tokens_remaining: eb('tokens_remaining', '+', tokensTaken(eb)),
            tokens_used: eb('tokens_used', '+', 1),
            updated_at: sql<Date>`now()`,
          }))
          .where('user_id', '=', c.userId)
          .where((eb) =>
            eb.or([eb('tokens_remaining', '>', 0), eb('plan_name', 'in', eb.selectFrom('plans').select('name').where('unlimited', '=', true))]),
          )
          .$if(requires !== undefined, (qb) => qb.where((eb) => requires!(eb, values)))
          .returning((eb) => ['user_id', tokensTaken(eb).as('amount')]),
      )
      .with('charged', (qb) =>
        qb
          .insertInto('token_ledger')
          .columns(['user_id', 'ref_id', 'kind', 'amount', 'reason'])
          .expression((eb) =>
            eb
              .selectFrom('taken')
              .select((eb) => ['taken.user_id', eb.cast(eb.val(c.refId), 'uuid').as('ref_id'), sql.lit('charge').as('kind'), 'taken.amount', eb.cast(eb.val(c.reason), 'text').as('reason')]),
          ),
      );
    // Kysely's query creators are invariant in their tables; the paid write reads `taken` only.
    return write
      ? charging.with('paid', ((qb: QueryCreator<Charging>) => write.insert(qb, values)) as never).selectFrom('paid' as never).selectAll()
      : charging.selectFrom('taken').select('user_id');
  });
const chargeStatements = new Map<PaidWrite<object, object> | undefined, ReturnType<typeof chargeStatement>>();

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
        's.tokens_carried',
        's.current_period_end',
        's.cancel_at_period_end',
      ])
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * Takes a token for `refId` in one statement: the conditional UPDATE (`taken`, the user's row
   * when a token was left and `paidFor.requires` holds) and the charge line written from the row
   * it took (never read-then-write, so concurrent charges cannot overdraw). `paidFor` adds what the
   * token pays for to the same statement, reading `taken`. The ledger's unique key refuses a second
   * charge of `refId`, and the whole statement with it. Undefined when no token was taken: nothing
   * was written. Else the paid write's row (the user's id without one).
   */
  async chargeToken<R extends object>(db: Executor, c: Charge, paidFor?: Paid<R>): Promise<R | undefined> {
    const write = paidFor?.write as PaidWrite<object, object> | undefined;
    let statement = chargeStatements.get(write);
    if (!statement) chargeStatements.set(write, (statement = chargeStatement(write)));
    const [row] = await executePrepared(db, statement(db, c, paidFor?.values ?? {}));
    return row as R | undefined;
  },

  /**
   * Gives back what a charge took (`amount`: 1, or 0 when it was taken on an unlimited plan or in a
   * period that has ended), and takes it off the tokens used (`used`: 0 when a period started since).
   * A token given back from before the count started is carried into it: the count's total grows by
   * it, so the tokens used and remaining still add up to the total.
   */
  giveTokenBack(db: Executor, { userId, amount, used }: { userId: string; amount: number; used: number }) {
    const carried = used === 0 ? amount : 0;
    return db
      .updateTable('subscriptions')
      .set((eb) => ({
        tokens_remaining: eb('tokens_remaining', '+', amount),
        tokens_used: sql<number>`GREATEST(${eb.ref('tokens_used')} - ${used}, 0)`,
        token_allowance: eb('token_allowance', '+', carried),
        tokens_carried: eb('tokens_carried', '+', carried),
        updated_at: new Date(),
      }))
      .where('user_id', '=', userId)
      .execute();
  },

  /** The user's balance, its row locked until the transaction ends (as the UPDATE of a charge or refund locks it). */
  async lockTokens(db: Executor, { userId }: { userId: string }): Promise<number | undefined> {
    const row = await db.selectFrom('subscriptions').select('tokens_remaining').where('user_id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    return row?.tokens_remaining;
  },

  /** A paid period starts: the balance becomes `tokens`, the count's total too, and the tokens used count from 0. */
  setTokens(db: Executor, { userId, tokens }: { userId: string; tokens: number }) {
    return db
      .updateTable('subscriptions')
      .set({ tokens_remaining: tokens, tokens_used: 0, token_allowance: tokens, tokens_carried: 0, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  },

  /**
   * The first paid period starts: `amount` is added to the balance, the count's total is the new
   * balance, of which what was held before is carried, and the tokens used count from 0.
   */
  addTokens(db: Executor, { userId, amount }: { userId: string; amount: number }) {
    return db
      .updateTable('subscriptions')
      .set((eb) => ({
        tokens_remaining: eb('tokens_remaining', '+', amount),
        tokens_used: 0,
        token_allowance: eb('tokens_remaining', '+', amount),
        tokens_carried: eb.ref('tokens_remaining'),
        updated_at: new Date(),
      }))
      .where('user_id', '=', userId)
      .execute();
  },

  /** A count starts with nothing granted: all the balance is carried into it, and the tokens used count from 0. */
  carryBalance(db: Executor, { userId }: { userId: string }) {
    return db
      .updateTable('subscriptions')
      .set((eb) => ({ tokens_used: 0, token_allowance: eb.ref('tokens_remaining'), tokens_carried: eb.ref('tokens_remaining'), updated_at: new Date() }))
      .where('user_id', '=', userId)
      .execute();
  },

  /** Inserts a ledger line unless one of that kind already exists for the reference; true if written. */
  async addLedgerLine(
    db: Executor,
    line: { userId: string; refId: string | null; kind: LedgerKind; amount: number; reason: string },
  ): Promise<boolean> {
    const result = await db
      .insertInto('token_ledger')
      .values({ user_id: line.userId, ref_id: line.refId, kind: line.kind, amount: line.amount, reason: line.reason })
      .onConflict((oc) => oc.columns(['ref_id', 'kind']).doNothing())
      .returning('kind')
      .executeTakeFirst();
    return result !== undefined;
  },

  findLedgerLine(db: Executor, { refId, kind }: { refId: string; kind: 'charge' | 'refund' | 'grant' }) {
    return db.selectFrom('token_ledger').select(['id', 'user_id', 'amount']).where('ref_id', '=', refId).where('kind', '=', kind).executeTakeFirst();
  },

  /**
   * What began after the ledger line `lineId`: a paid period of the user's (an invoice's `grant`),
   * and whether it took away what was left of the last one (an `expiry`, a renewal). Ids follow the order of the writes to a user's row: a charge's line is written while it holds
   * the row, and a period starts holding it too.
   */
  async startedAfter(db: Executor, { userId, lineId }: { userId: string; lineId: string }): Promise<{ period: boolean; expiry: boolean }> {
    const row = await db
      .selectFrom('token_ledger')
      .select([sql<boolean | null>`bool_or(kind = 'grant' AND ref_id IS NOT NULL)`.as('period'), sql<boolean | null>`bool_or(kind = 'expiry')`.as('expiry')])
      .where('user_id', '=', userId)
      .where('id', '>', lineId)
      .executeTakeFirst();
    return { period: row?.period === true, expiry: row?.expiry === true };
  },
};
