import { describe, expect, it, vi } from 'vitest';
import { DEADLOCK_RETRIES, isDeadlockVictim, retryingDeadlocks } from './deadlock.ts';
import type { Db } from './database.ts';

const db = { isTransaction: false } as Db;
const quiet = { warn: () => {} };
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const deadlock = () => pgError('40P01', 'deadlock detected');

/** A transaction that throws `errors` in turn, then answers 'done'. */
const failingFirst = (...errors: Error[]) =>
  vi.fn(async (_db: Db) => {
    const err = errors.shift();
    if (err) throw err;
    return 'done';
  });

describe('retryingDeadlocks', () => {
  it('runs a transaction cancelled as a deadlock victim again, on the same database', async () => {
    const transaction = failingFirst(deadlock(), deadlock());
    await expect(retryingDeadlocks(db, quiet, transaction)).resolves.toBe('done');
    expect(transaction).toHaveBeenCalledTimes(3);
    expect(transaction.mock.calls.every(([on]) => on === db)).toBe(true);
  });

  it('logs each run again as a warning, with the deadlock', async () => {
    const errors = [deadlock(), deadlock()];
    const log = { warn: vi.fn() };
    await expect(retryingDeadlocks(db, log, failingFirst(...errors))).resolves.toBe('done');
    expect(log.warn.mock.calls).toEqual([
      [{ err: errors[0], retry: 1 }, expect.stringMatching(/deadlock: running it again/)],
      [{ err: errors[1], retry: 2 }, expect.stringMatching(/deadlock: running it again/)],
    ]);
  });

  it('runs once a transaction that succeeds', async () => {
    const transaction = failingFirst();
    await expect(retryingDeadlocks(db, quiet, transaction)).resolves.toBe('done');
    expect(transaction).toHaveBeenCalledTimes(1);
  });

  it('throws any other error at once: a serialization failure, a lost connection, a foreign key', async () => {
    for (const err of [pgError('40001', 'could not serialize access'), pgError('57P01', 'terminating connection'), pgError('23503', 'foreign key'), new Error('boom')]) {
      const transaction = failingFirst(err);
      await expect(retryingDeadlocks(db, quiet, transaction)).rejects.toBe(err);
      expect(transaction).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up after its limit, throwing the last deadlock', async () => {
    const errors = Array.from({ length: DEADLOCK_RETRIES + 1 }, deadlock);
    const transaction = failingFirst(...errors, deadlock());
    await expect(retryingDeadlocks(db, quiet, transaction)).rejects.toBe(errors.at(-1));
    expect(transaction).toHaveBeenCalledTimes(DEADLOCK_RETRIES + 1);
  });

  it('refuses to run a statement inside a transaction: only a whole transaction runs again', async () => {
    const transaction = failingFirst();
    await expect(retryingDeadlocks({ isTransaction: true } as Db, quiet, transaction)).rejects.toThrow(/whole transaction/);
    expect(transaction).not.toHaveBeenCalled();
  });
});

describe('isDeadlockVictim', () => {
  it('knows a deadlock by its SQLSTATE, also as the cause of another error', () => {
    expect(isDeadlockVictim(deadlock())).toBe(true);
    expect(isDeadlockVictim(new Error('wrapped', { cause: deadlock() }))).toBe(true);
    expect(isDeadlockVictim(pgError('40001', 'could not serialize access'))).toBe(false);
    expect(isDeadlockVictim({ code: '40P01' })).toBe(false);
    expect(isDeadlockVictim(undefined)).toBe(false);
  });
});
