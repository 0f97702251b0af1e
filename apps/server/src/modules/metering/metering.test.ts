import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, putOnPlan, useTestApp } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { waitingOnLocks } from '../../../test/locks.ts';
import { newSession } from '../../../test/fakes/sse-client.ts';
import * as tokensUsedPerPeriod from '../../db/migrations/020-tokens-used-per-period.ts';
import * as tokensCarried from '../../db/migrations/021-tokens-carried.ts';
import { chatRepository } from '../chat/repository.ts';
import { vibeRepository } from '../vibe/repository.ts';
import { meteringService } from './service.ts';

const t = useTestApp();

const subscription = (userId: string) =>
  t.db.selectFrom('subscriptions').select(['tokens_remaining', 'tokens_used']).where('user_id', '=', userId).executeTakeFirstOrThrow();
/** The count of the current period: used, remaining, its total and the part of it carried over. */
const count = (userId: string) =>
  t.db.selectFrom('subscriptions').select(['tokens_used', 'tokens_remaining', 'token_allowance', 'tokens_carried']).where('user_id', '=', userId).executeTakeFirstOrThrow();
const charges = (refId: string) => t.db.selectFrom('token_ledger').select('amount').where('ref_id', '=', refId).where('kind', '=', 'charge').execute();
const turn = (id: string) => t.db.selectFrom('chat_turns').select(['user_id', 'status', 'user_message']).where('id', '=', id).executeTakeFirst();
const ledgerSum = async (userId: string) =>
  (await t.db.selectFrom('token_ledger').select((eb) => eb.fn.sum<string>('amount').as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow()).sum;

describe('a charge and what the token pays for, in one statement', () => {
  it('writes the token, its charge line and the turn together', async () => {
    const user = await createUser(t.app, { tokens: 2 });
    const sessionId = await newSession(t.app, user.auth);
    const id = randomUUID();
    await meteringService(t.db, t.app.log).charge(user.id, id, 'Chat turn', chatRepository.createTurn({ id, sessionId, userMessage: 'Florists in small towns.' }));
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 1, tokens_used: 19 });
    expect(await charges(id)).toEqual([{ amount: -1 }]);
    expect(await turn(id)).toEqual({ user_id: user.id, status: 'pending', user_message: 'Florists in small towns.' });
  });

  it('with no token left, refuses with 402 and writes neither', async () => {
    const user = await createUser(t.app, { tokens: 0 });
    const sessionId = await newSession(t.app, user.auth);
    const id = randomUUID();
    await expect(meteringService(t.db, t.app.log).charge(user.id, id, 'Chat turn', chatRepository.createTurn({ id, sessionId, userMessage: 'hi' }))).rejects.toMatchObject({
      code: 'out_of_tokens',
    });
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 0, tokens_used: 20 });
    expect(await charges(id)).toEqual([]);
    expect(await turn(id)).toBeUndefined();
  });

  it('takes no token for what would go in a session that is gone', async () => {
    const user = await createUser(t.app, { tokens: 2 });
    const id = randomUUID();
    await expect(meteringService(t.db, t.app.log).charge(user.id, id, 'Vibe prepare', vibeRepository.createRun({ id, sessionId: randomUUID(), kind: 'prepare' }))).rejects.toMatchObject({
      code: 'out_of_tokens',
    });
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 2, tokens_used: 18 });
    expect(await charges(id)).toEqual([]);
  });

  it('takes no token, and writes nothing, when what it requires does not hold (a turn in another user\'s session)', async () => {
    const owner = await createUser(t.app);
    const user = await createUser(t.app, { tokens: 2 });
    const sessionId = await newSession(t.app, owner.auth);
    const id = randomUUID();
    await expect(meteringService(t.db, t.app.log).charge(user.id, id, 'Chat turn', chatRepository.createTurn({ id, sessionId, userMessage: 'hi' }))).rejects.toMatchObject({
      code: 'out_of_tokens',
    });
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 2, tokens_used: 18 });
    expect(await charges(id)).toEqual([]);
    expect(await turn(id)).toBeUndefined();
  });

  it("gives back the paid write's row: whether the turn's session has a name of its own, and its answered turns", async () => {
    const user = await createUser(t.app, { tokens: 2 });
    const sessionId = await newSession(t.app, user.auth);
    const metering = meteringService(t.db, t.app.log);
    const charged = (id: string) => metering.charge(user.id, id, 'Chat turn', chatRepository.createTurn({ id, sessionId, userMessage: 'hi' }));
    expect(await charged(randomUUID())).toEqual({ titled: false, answered: [] });
    await t.db.updateTable('chat_sessions').set({ name: 'Florists' }).where('id', '=', sessionId).execute();
    expect(await charged(randomUUID())).toEqual({ titled: true, answered: [] });
  });

  it('refuses a second charge of the same reference, and takes no second token', async () => {
    const user = await createUser(t.app, { tokens: 2 });
    const refId = randomUUID();
    const metering = meteringService(t.db, t.app.log);
    await metering.charge(user.id, refId, 'Vibe prepare');
    await expect(metering.charge(user.id, refId, 'Vibe prepare')).rejects.toThrow(/token_ledger/);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 1, tokens_used: 19 });
    expect(await charges(refId)).toEqual([{ amount: -1 }]);
  });
});

describe('a refund gives back what its charge took', () => {
  it('an unlimited plan takes nothing, and its charge line says so', async () => {
    const user = await createUser(t.app, { plan: 'pro', tokens: 5 });
    const refId = randomUUID();
    await meteringService(t.db, t.app.log).charge(user.id, refId, 'Chat turn');
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 5, tokens_used: 16 });
    expect(await charges(refId)).toEqual([{ amount: 0 }]);
  });

  it('charged on an unlimited plan and refunded after a move to Free, gives back nothing', async () => {
    const user = await createUser(t.app, { plan: 'pro', tokens: 5 });
    const refId = randomUUID();
    const metering = meteringService(t.db, t.app.log);
    await metering.charge(user.id, refId, 'Chat turn');
    await putOnPlan(t.db, user.id, 'free');
    expect(await metering.refund(refId, 'Model failed')).toBe(true);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 5, tokens_used: 15 });
    expect(await metering.refund(refId, 'Model failed')).toBe(false);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 5, tokens_used: 15 });
    expect(Number(await ledgerSum(user.id))).toBe(5);
  });

  it('charged on Free and refunded after a move to an unlimited plan, gives the token back', async () => {
    const user = await createUser(t.app, { tokens: 5 });
    const refId = randomUUID();
    const metering = meteringService(t.db, t.app.log);
    await metering.charge(user.id, refId, 'Chat turn');
    await putOnPlan(t.db, user.id, 'pro');
    expect(await metering.refund(refId, 'Model failed')).toBe(true);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 5, tokens_used: 15 });
    expect(Number(await ledgerSum(user.id))).toBe(5);
  });
});

describe('a paid period starts with its allowance', () => {
  const starter = (refId: string) => ({ refId, amount: 200, reason: 'Starter plan: 200 tokens for invoice in_1' });
  const startPeriod = (userId: string, refId: string) => t.db.transaction().execute((trx) => meteringService(t.db, t.app.log).startPeriod(trx, { userId, ...starter(refId) }));

  it('what is left expires and the allowance is granted, once per invoice; the ledger adds up', async () => {
    const user = await createUser(t.app, { plan: 'starter', tokens: 5 });
    const invoice = randomUUID();
    expect(await startPeriod(user.id, invoice)).toBe(true);
    await meteringService(t.db, t.app.log).charge(user.id, randomUUID(), 'Chat turn');
    expect(await startPeriod(user.id, invoice)).toBe(false);
    // The tokens used count the period's: 15 used before it, 1 in it.
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 199, tokens_used: 1 });
    const lines = await t.db.selectFrom('token_ledger').select(['kind', 'amount', 'reason']).where('ref_id', '=', invoice).orderBy('id').execute();
    expect(lines).toEqual([
      { kind: 'expiry', amount: -5, reason: '5 unused tokens of the last period expired' },
      { kind: 'grant', amount: 200, reason: 'Starter plan: 200 tokens for invoice in_1' },
    ]);
    expect(Number(await ledgerSum(user.id))).toBe(199);
  });

  it('a turn charged before a period starts and refunded after gives nothing back; one charged after gets its token back', async () => {
    const user = await createUser(t.app, { plan: 'starter', tokens: 5 });
    const metering = meteringService(t.db, t.app.log);
    const [before, after] = [randomUUID(), randomUUID()];
    await metering.charge(user.id, before, 'Chat turn');
    await startPeriod(user.id, randomUUID());
    await metering.charge(user.id, after, 'Chat turn');
    // Neither a token nor a use of this period comes back for a charge of the last.
    expect(await metering.refund(before, 'Model failed')).toBe(true);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 199, tokens_used: 1 });
    expect(await metering.refund(after, 'Model failed')).toBe(true);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 200, tokens_used: 0 });
    expect(await metering.refund(before, 'Model failed')).toBe(false);
    expect(Number(await ledgerSum(user.id))).toBe(200);
  });

  it('a turn charged on Free and refunded once the first paid period has started gets its token back, and is not taken off the period\'s tokens used', async () => {
    const user = await createUser(t.app);
    const metering = meteringService(t.db, t.app.log);
    const [before, after] = [randomUUID(), randomUUID()];
    await metering.charge(user.id, before, 'Chat turn');
    await t.db.transaction().execute((trx) => metering.grant(trx, { userId: user.id, ...starter(randomUUID()) }));
    await metering.charge(user.id, after, 'Chat turn');
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 218, token_allowance: 219, tokens_carried: 19 });
    // The token comes back into what was carried: used and remaining still add up to the total.
    expect(await metering.refund(before, 'Model failed')).toBe(true);
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 219, token_allowance: 220, tokens_carried: 20 });
    expect(await metering.refund(before, 'Model failed')).toBe(false);
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 219, token_allowance: 220, tokens_carried: 20 });
    expect(Number(await ledgerSum(user.id))).toBe(219);
  });

  it('the first period\'s total is the allowance and what Free left; a renewal\'s is the allowance', async () => {
    const user = await createUser(t.app, { tokens: 14 });
    const metering = meteringService(t.db, t.app.log);
    await t.db.transaction().execute((trx) => metering.grant(trx, { userId: user.id, ...starter(randomUUID()) }));
    expect(await count(user.id)).toEqual({ tokens_used: 0, tokens_remaining: 214, token_allowance: 214, tokens_carried: 14 });
    await metering.charge(user.id, randomUUID(), 'Chat turn');
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 213, token_allowance: 214, tokens_carried: 14 });
    await startPeriod(user.id, randomUUID());
    expect(await count(user.id)).toEqual({ tokens_used: 0, tokens_remaining: 200, token_allowance: 200, tokens_carried: 0 });
  });

  it.skipIf(!testEnv.onPostgres)('a refund racing the start of a period gives back nothing of the period that ended (PostgreSQL)', async () => {
    const user = await createUser(t.app, { plan: 'starter', tokens: 5 });
    const metering = meteringService(t.db, t.app.log);
    const refId = randomUUID();
    await metering.charge(user.id, refId, 'Chat turn');
    // The period is started and not yet committed when the refund comes.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const period = t.db.transaction().execute(async (trx) => {
      await metering.startPeriod(trx, { userId: user.id, ...starter(randomUUID()) });
      opened();
      await released;
    });
    await open;
    const refunded = metering.refund(refId, 'Model failed');
    await waitingOnLocks(t.db, 1);
    release();
    await period;
    expect(await refunded).toBe(true);
    expect(await subscription(user.id)).toEqual({ tokens_remaining: 200, tokens_used: 0 });
    expect(Number(await ledgerSum(user.id))).toBe(200);
  });
});

describe('a plan that starts no period carries over what the user holds', () => {
  const carryOver = (userId: string, refId: string) =>
    t.db.transaction().execute((trx) => meteringService(t.db, t.app.log).carryOver(trx, { userId, refId, plan: 'Free' }));

  it('the count starts from the balance, all of it carried, once per reference; a grant of 0 marks it in the ledger', async () => {
    const user = await createUser(t.app, { plan: 'starter', tokens: 150 });
    const refId = randomUUID();
    expect(await carryOver(user.id, refId)).toBe(true);
    expect(await count(user.id)).toEqual({ tokens_used: 0, tokens_remaining: 150, token_allowance: 150, tokens_carried: 150 });
    await meteringService(t.db, t.app.log).charge(user.id, randomUUID(), 'Chat turn');
    expect(await carryOver(user.id, refId)).toBe(false);
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 149, token_allowance: 150, tokens_carried: 150 });
    const lines = await t.db.selectFrom('token_ledger').select(['kind', 'amount', 'reason']).where('ref_id', '=', refId).execute();
    expect(lines).toEqual([{ kind: 'grant', amount: 0, reason: '150 tokens carried over to the Free plan' }]);
    expect(Number(await ledgerSum(user.id))).toBe(149);
  });

  it('a turn charged before and refunded after gives its token back into what was carried, and leaves the new count\'s tokens used alone, twice', async () => {
    const user = await createUser(t.app, { plan: 'starter', tokens: 150 });
    const metering = meteringService(t.db, t.app.log);
    const [before, after] = [randomUUID(), randomUUID()];
    await metering.charge(user.id, before, 'Chat turn');
    await carryOver(user.id, randomUUID());
    await metering.charge(user.id, after, 'Chat turn');
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 148, token_allowance: 149, tokens_carried: 149 });
    expect(await metering.refund(before, 'Model failed')).toBe(true);
    expect(await metering.refund(before, 'Model failed')).toBe(false);
    expect(await count(user.id)).toEqual({ tokens_used: 1, tokens_remaining: 149, token_allowance: 150, tokens_carried: 150 });
    expect(await metering.refund(after, 'Model failed')).toBe(true);
    expect(await count(user.id)).toEqual({ tokens_used: 0, tokens_remaining: 150, token_allowance: 150, tokens_carried: 150 });
    expect(Number(await ledgerSum(user.id))).toBe(150);
  });

  it.skipIf(!testEnv.onPostgres)('a refund racing a carry-over waits for it, and does not take its charge off the new count (PostgreSQL)', async () => {
    const user = await createUser(t.app, { plan: 'starter', tokens: 150 });
    const metering = meteringService(t.db, t.app.log);
    const refId = randomUUID();
    await metering.charge(user.id, refId, 'Chat turn');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const carried = t.db.transaction().execute(async (trx) => {
      await metering.carryOver(trx, { userId: user.id, refId: randomUUID(), plan: 'Free' });
      opened();
      await released;
    });
    await open;
    const refunded = metering.refund(refId, 'Model failed');
    await waitingOnLocks(t.db, 1);
    release();
    await carried;
    expect(await refunded).toBe(true);
    expect(await count(user.id)).toEqual({ tokens_used: 0, tokens_remaining: 150, token_allowance: 150, tokens_carried: 150 });
  });
});

describe('migration 020: the tokens used of existing accounts', () => {
  it('become the charges of the current period (since sign-up on Free), leaving out the refunded ones', async () => {
    const metering = meteringService(t.db, t.app.log);
    const [onFree, onStarter] = [await createUser(t.app), await createUser(t.app)];
    const charges = { onFree: [randomUUID(), randomUUID(), randomUUID()], onStarter: [randomUUID(), randomUUID(), randomUUID()] };
    for (const refId of charges.onFree) await metering.charge(onFree.id, refId, 'Chat turn');
    await metering.refund(charges.onFree[0]!, 'Model failed');
    await metering.charge(onStarter.id, charges.onStarter[0]!, 'Chat turn');
    await t.db.transaction().execute((trx) => metering.grant(trx, { userId: onStarter.id, refId: randomUUID(), amount: 200, reason: 'Starter plan: 200 tokens for invoice in_2' }));
    for (const refId of charges.onStarter.slice(1)) await metering.charge(onStarter.id, refId, 'Chat turn');
    // The counts as they stood before: every charge since sign-up, less the refunds.
    await t.db.updateTable('subscriptions').set({ tokens_used: 3 }).where('user_id', '=', onStarter.id).execute();

    await tokensUsedPerPeriod.up(t.db as never);
    expect(await subscription(onFree.id)).toEqual({ tokens_remaining: 18, tokens_used: 2 });
    expect(await subscription(onStarter.id)).toEqual({ tokens_remaining: 217, tokens_used: 2 });
  });
});

describe('migration 021: the total of the current count of existing accounts', () => {
  it('is what is used and left (the Free tokens carried at a first period); back on Free the count starts from what is held', async () => {
    const metering = meteringService(t.db, t.app.log);
    const [onFree, firstPeriod, renewed, backOnFree, onPro] = [
      await createUser(t.app, { tokens: 14 }),
      await createUser(t.app, { tokens: 14 }),
      await createUser(t.app, { plan: 'starter' }),
      await createUser(t.app),
      await createUser(t.app, { plan: 'pro' }),
    ];
    await t.db.transaction().execute((trx) => metering.grant(trx, { userId: firstPeriod.id, refId: randomUUID(), amount: 200, reason: 'Starter plan: 200 tokens for invoice in_3' }));
    await putOnPlan(t.db, firstPeriod.id, 'starter');
    await t.db.transaction().execute((trx) => metering.startPeriod(trx, { userId: renewed.id, refId: randomUUID(), amount: 200, reason: 'Starter plan: 200 tokens for invoice in_4' }));
    await t.db.transaction().execute((trx) => metering.grant(trx, { userId: backOnFree.id, refId: randomUUID(), amount: 200, reason: 'Starter plan: 200 tokens for invoice in_5' }));
    const ended = randomUUID();
    await metering.charge(backOnFree.id, ended, 'Chat turn');
    for (const user of [firstPeriod, renewed]) await metering.charge(user.id, randomUUID(), 'Chat turn');
    // The figures as they stood before: the plan's allowance, nothing carried; the ended period's count on Free.
    await sql`ALTER TABLE subscriptions DROP COLUMN tokens_carried`.execute(t.db);
    await t.db.updateTable('subscriptions').set((eb) => ({ token_allowance: sql<number>`COALESCE((SELECT tokens_per_period FROM plans WHERE name = ${eb.ref('plan_name')}), 0)` })).execute();

    await tokensCarried.up(t.db as never);
    expect(await count(onFree.id)).toEqual({ tokens_used: 6, tokens_remaining: 14, token_allowance: 20, tokens_carried: 0 });
    expect(await count(firstPeriod.id)).toEqual({ tokens_used: 1, tokens_remaining: 213, token_allowance: 214, tokens_carried: 14 });
    expect(await count(renewed.id)).toEqual({ tokens_used: 1, tokens_remaining: 199, token_allowance: 200, tokens_carried: 0 });
    expect(await count(backOnFree.id)).toEqual({ tokens_used: 0, tokens_remaining: 219, token_allowance: 219, tokens_carried: 219 });
    expect((await count(onPro.id)).tokens_carried).toBe(0);
    const marks = await t.db.selectFrom('token_ledger').select(['kind', 'amount', 'reason']).where('user_id', '=', backOnFree.id).orderBy('id', 'desc').limit(1).execute();
    expect(marks).toEqual([{ kind: 'grant', amount: 0, reason: '219 tokens carried over to the Free plan' }]);
    // A turn of the ended period refunded now gives its token back into what was carried.
    expect(await metering.refund(ended, 'Model failed')).toBe(true);
    expect(await count(backOnFree.id)).toEqual({ tokens_used: 0, tokens_remaining: 220, token_allowance: 220, tokens_carried: 220 });
    expect(Number(await ledgerSum(backOnFree.id))).toBe(220);
  });
});
