import { FREE_SIGNUP_TOKENS, type TokenBalance } from '@ideapilot/contract';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { meteringRepository as repo } from './repository.ts';

/**
 * Tokens: one per AI turn. The ledger is the truth; the counters on the subscription row are a
 * cache kept in the same transaction. A charge and its refund are keyed by the turn (`refId`),
 * so each happens at most once.
 */
export function meteringService(db: Db) {
  /** Runs `work` in the caller's transaction, or in a new one. */
  const within = <T>(trx: Executor | undefined, work: (tx: Executor) => Promise<T>): Promise<T> =>
    trx ? work(trx) : db.transaction().execute(work);

  return {
    /** Opens the free plan with its sign-up grant; part of the caller's account-creation transaction. */
    async openAccount(trx: Executor, userId: string) {
      await repo.createSubscription(trx, { userId, planName: 'free', tokens: FREE_SIGNUP_TOKENS });
      await repo.addLedgerLine(trx, { userId, refId: null, kind: 'grant', amount: FREE_SIGNUP_TOKENS, reason: 'Free plan sign-up tokens' });
    },

    /**
     * Takes one token for `refId` or throws 402 — before any model is called. Pass the caller's
     * transaction to write the charge together with what it pays for (a turn row, say).
     */
    async charge(userId: string, refId: string, reason: string, trx?: Executor): Promise<void> {
      await within(trx, async (tx) => {
        const { taken, written } = await repo.chargeToken(tx, { userId, refId, reason });
        if (!taken) throw new AppError('out_of_tokens');
        // Turn ids are fresh uuids, so this is a bug, not something a client can cause.
        if (!written) throw new Error(`ledger already has a charge for ${refId}`);
      });
    },

    /** Gives back the token of `refId` if it was charged and not yet refunded; true if this call did. */
    async refund(refId: string, reason: string, trx?: Executor): Promise<boolean> {
      return within(trx, async (tx) => {
        const charge = await repo.findLedgerLine(tx, { refId, kind: 'charge' });
        if (!charge) return false;
        const written = await repo.addLedgerLine(tx, { userId: charge.user_id, refId, kind: 'refund', amount: 1, reason });
        if (written) await repo.giveTokenBack(tx, { userId: charge.user_id });
        return written;
      });
    },

    /** Adds `amount` tokens once per `refId` (a paid invoice); part of the caller's transaction. True if granted now. */
    async grant(trx: Executor, g: { userId: string; refId: string; amount: number; reason: string }): Promise<boolean> {
      const written = await repo.addLedgerLine(trx, { userId: g.userId, refId: g.refId, kind: 'grant', amount: g.amount, reason: g.reason });
      if (written) await repo.addTokens(trx, { userId: g.userId, amount: g.amount });
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
