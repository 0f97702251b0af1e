import { describe, expect, it } from 'vitest';
import { addAnsweredTurn, addEmailToken, addFailedTurn, addOutboxMail, addRefreshToken, createUser, useTestApp } from '../../../test/app.ts';
import { newSession } from '../../../test/fakes/sse-client.ts';
import { purgeExpired, startRetention } from './service.ts';

const t = useTestApp();
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

async function seed() {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  const turn = { sessionId, userId: user.id };

  const keep = {
    refresh: await addRefreshToken(t.db, user.id, ahead(DAY)),
    email: await addEmailToken(t.db, user.id, { expiresAt: ahead(DAY) }),
    mail: await addOutboxMail(t.db, user.email, { createdAt: ago(6 * DAY) }),
    liveLink: await addOutboxMail(t.db, user.email, { createdAt: ago(1000), expiresAt: ahead(3600_000) }),
    failed: await addFailedTurn(t.db, { ...turn, createdAt: ago(29 * DAY) }),
    oldComplete: await addAnsweredTurn(t.db, { ...turn, createdAt: ago(400 * DAY) }),
  };
  await addRefreshToken(t.db, user.id, ago(1000));
  await addEmailToken(t.db, user.id, { expiresAt: ago(1000) });
  await addEmailToken(t.db, user.id, { expiresAt: ahead(DAY), usedAt: ago(1000) });
  await addOutboxMail(t.db, user.email, { createdAt: ago(8 * DAY) });
  await addOutboxMail(t.db, user.email, { createdAt: ago(2 * 3600_000), expiresAt: ago(1000) });
  await addFailedTurn(t.db, { ...turn, createdAt: ago(31 * DAY) });
  return { user, keep };
}

async function left(userId: string, email: string) {
  return {
    refresh: await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).execute(),
    email: await t.db.selectFrom('email_tokens').select('id').where('user_id', '=', userId).execute(),
    mail: await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute(),
    turns: await t.db.selectFrom('chat_turns').select('id').where('user_id', '=', userId).orderBy('created_at').execute(),
  };
}

describe('retention', () => {
  it('removes expired refresh tokens, spent e-mail links, outbox mail whose link expired or that is old, and old failed turns, and nothing else', async () => {
    // The sign-in of createUser and the verification mail are live and young: they stay too.
    const { user, keep } = await seed();
    const before = await left(user.id, user.email);
    const removed = await purgeExpired(t.db);
    expect(removed).toMatchObject({ refresh_tokens: 1, email_tokens: 2, mail_outbox: 2, failed_turns: 1 });
    const after = await left(user.id, user.email);
    expect(after.refresh.map((r) => r.id)).toEqual(expect.arrayContaining([keep.refresh]));
    expect(after.refresh).toHaveLength(before.refresh.length - 1);
    expect(after.email).toHaveLength(before.email.length - 2);
    expect(after.email.map((r) => r.id)).toContain(keep.email);
    expect(after.mail.map((r) => r.id)).toEqual(expect.arrayContaining([keep.mail, keep.liveLink]));
    expect(after.mail).toHaveLength(before.mail.length - 2);
    expect(after.turns.map((r) => r.id)).toEqual([keep.oldComplete, keep.failed]);
    expect(await purgeExpired(t.db)).toEqual({ refresh_tokens: 0, email_tokens: 0, mail_outbox: 0, failed_turns: 0 });
  });

  it('runs a pass as soon as it starts, and stopping waits for it', async () => {
    const { user } = await seed();
    const messages: unknown[] = [];
    const log = { info: (o: unknown) => messages.push(o), error: (o: unknown) => messages.push(o) } as never;
    const stop = startRetention({ db: t.db, log, intervalMinutes: 60 });
    await stop();
    expect(messages).toEqual([{ removed: { refresh_tokens: 1, email_tokens: 2, mail_outbox: 2, failed_turns: 1 } }]);
    expect((await left(user.id, user.email)).turns).toHaveLength(2);
  });
});
