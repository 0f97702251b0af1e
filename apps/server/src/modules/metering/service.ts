import { FREE_SIGNUP_TOKENS, type TokenBalance } from '@ideapilot/contract';
import type { Db, Executor } from '../../db/database.ts';
import { retryingDeadlocks, type DeadlockLog } from '../../db/deadlock.ts';
import { AppError } from '../../http/errors.ts';
import { inSessionOfTheUser, meteringRepository as repo, paid, type Paid, type PaidWrite } from './repository.ts';

export { inSessionOfTheUser, paid, type Paid, type PaidWrite };

/**
 * Tokens: one per AI turn. The ledger is the truth; the counters on the subscription row are a
 * cache kept in the same transaction. A charge and its refund are keyed by the turn (`refId`),
 * so each happens at most once. The row counts the current period's tokens: `token_allowance`, what
 * the count started with (the period's allowance and `tokens_carried`, held before it), is on a
 * limited plan always `tokens_used` + `tokens_remaining`.
 */
export function meteringService(db: Db, log: DeadlockLog) {
  /** Runs `work` in the caller's transaction, or in a new one. */
  const within = <T>(trx: Executor | undefined, work: (tx: Executor) => Promise<T>): Promise<T> =>
    trx ? work(trx) : db.transaction().execute(work);

  /**
   * What began since `charge` (see `startedAfter`). The user's row is locked first, so a period
   * starting at the same moment is either seen here or waits for the refund.
   */
  async function startedSince(tx: Executor, charge: { id: string; user_id: string }) {
    await repo.lockTokens(tx, { userId: charge.user_id });
    return repo.startedAfter(tx, { userId: charge.user_id, lineId: charge.id });
  }

  return {
    /** Opens the free plan with its sign-up grant; part of the caller's account-creation transaction. */
    async openAccount(trx: Executor, userId: string) {
      await repo.createSubscription(trx, { userId, planName: 'free', tokens: FREE_SIGNUP_TOKENS });
      await repo.addLedgerLine(trx, { userId, refId: null, kind: 'grant', amount: FREE_SIGNUP_TOKENS, reason: 'Free plan sign-up tokens' });
    },

    /**
     * Takes one token for `refId` or throws 402 — before any model is called. `paidFor` adds what
     * the token pays for (a turn row, say) to the same statement, written from `taken` only when a
     * token was: never a charge without its turn, nor a turn without its charge. Returns the paid
     * write's row. When `paidFor.requires` does not hold, nothing is written and the 402 is thrown
     * all the same: the caller, who knows what it required, tells which it was. The statement runs
     * again if PostgreSQL cancels it in a deadlock with an account's deletion (see `lockForDeletion`):
     * it then finds the session gone, and takes nothing.
     */
    async charge<R extends object>(userId: string, refId: string, reason: string, paidFor?: Paid<R>): Promise<R> {
      const row = await retryingDeadlocks(db, log, (db) => repo.chargeToken(db, { userId, refId, reason }, paidFor));
      if (!row) throw new AppError('out_of_tokens');
      return row;
    },

    /**
     * Runs `end`, which ends the paid write `refId` and refunds it, in a transaction of its own that
     * first locks the tokens that paid for it (none when it was not charged). A deletion of the
     * account or the session locks the tokens before the pending work too (`lockForDeletion`,
     * `SessionsService.remove`): a failure or a sweep that held the write's row while it waited for
     * the tokens would deadlock with a deletion that holds them and waits for the row.
     */
    async ending<T>(refId: string, end: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const charge = await repo.findLedgerLine(trx, { refId, kind: 'charge' });
        if (charge) await repo.lockTokens(trx, { userId: charge.user_id });
        return end(trx);
      });
    },

    /** Locks the user's tokens until the transaction ends: a deletion does before the pending work (see `ending`). */
    async lockTokens(trx: Executor, userId: string): Promise<void> {
      await repo.lockTokens(trx, { userId });
    },

    /**
     * Gives back the token of `refId` if it was charged and not yet refunded; true if this call did.
     * A charge made before a renewal gives back nothing: its token expired with that period. The
     * tokens used count the current period's: a charge made before it began is not taken off them.
     */
    async refund(refId: string, reason: string, trx?: Executor): Promise<boolean> {
      return within(trx, async (tx) => {
        const charge = await repo.findLedgerLine(tx, { refId, kind: 'charge' });
        if (!charge) return false;
        const since = await startedSince(tx, charge);
        const amount = charge.amount !== 0 && !since.expiry ? -charge.amount : 0;
        const written = await repo.addLedgerLine(tx, { userId: charge.user_id, refId, kind: 'refund', amount, reason });
        if (written) await repo.giveTokenBack(tx, { userId: charge.user_id, amount, used: since.period ? 0 : 1 });
        return written;
      });
    },

    /**
     * Starts the first paid period, or a period of an unlimited plan (`amount` 0): adds `amount`
     * tokens to what the user holds, which is carried into the period, once per `refId` (the
     * invoice), and the tokens used count from 0. Part of the caller's transaction. True if granted now.
     */
    async grant(trx: Executor, g: { userId: string; refId: string; amount: number; reason: string }): Promise<boolean> {
      const written = await repo.addLedgerLine(trx, { userId: g.userId, refId: g.refId, kind: 'grant', amount: g.amount, reason: g.reason });
      if (written) await repo.addTokens(trx, { userId: g.userId, amount: g.amount });
      return written;
    },

    /**
     * Starts a paid period with `amount` tokens, its plan's allowance (a renewal): what is left of the
     * last period expires (an `expiry` line), then the grant, both keyed by `refId` (the invoice), so
     * the same invoice starts the period once; the tokens used count from 0. Part of the caller's
     * transaction. True if started now.
     */
    async startPeriod(trx: Executor, g: { userId: string; refId: string; amount: number; reason: string }): Promise<boolean> {
      const left = await repo.lockTokens(trx, { userId: g.userId });
      if (left === undefined || (await repo.findLedgerLine(trx, { refId: g.refId, kind: 'grant' }))) return false;
      await repo.addLedgerLine(trx, { userId: g.userId, refId: g.refId, kind: 'expiry', amount: -left, reason: `${left} unused ${left === 1 ? 'token' : 'tokens'} of the last period expired` });
      await repo.addLedgerLine(trx, { userId: g.userId, refId: g.refId, kind: 'grant', amount: g.amount, reason: g.reason });
      await repo.setTokens(trx, { userId: g.userId, tokens: g.amount });
      return true;
    },

    /**
     * Starts a count of tokens with none granted, from what the user holds, all of it carried over:
     * a plan that starts no paid period of its own (Free after a paid plan, a limited plan after an
     * unlimited one). A grant of 0 keyed by `refId` (the provider's event) marks its start in the
     * ledger, once, so a refund of a charge made before it does not take it off the new count. Part of
     * the caller's transaction. True if started now.
     */
    async carryOver(trx: Executor, c: { userId: string; refId: string; plan: string }): Promise<boolean> {
      const held = await repo.lockTokens(trx, { userId: c.userId });
      if (held === undefined) return false;
      const reason = `${held} ${held === 1 ? 'token' : 'tokens'} carried over to the ${c.plan} plan`;
      const written = await repo.addLedgerLine(trx, { userId: c.userId, refId: c.refId, kind: 'grant', amount: 0, reason });
      if (written) await repo.carryBalance(trx, { userId: c.userId });
      return written;
    },

    /** Notes a plan change in the ledger (no tokens move); once per `refId`. */
    async recordPlanChange(trx: Executor, c: { userId: string; refId: string; reason: string }): Promise<void> {
      await repo.addLedgerLine(trx, { userId: c.userId, refId: c.refId, kind: 'plan_change', amount: 0, reason: c.reason });
    },

    async balance(userId: string): Promise<TokenBalance> {
      const sub = await repo.findSubscription(db, { userId });
      if (!sub) return { tokens_remaining: 0, tokens_used: 0 };
      return { tokens_remaining: sub.unlimited ? null : sub.tokens_remaining, tokens_used: sub.tokens_used };
    },

    subscription: (userId: string) => repo.findSubscription(db, { userId }),
    plans: () => repo.listPlans(db),
  };
}

export type MeteringService = ReturnType<typeof meteringService>;
