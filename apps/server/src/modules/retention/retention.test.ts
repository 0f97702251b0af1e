import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/app.ts';
import { newSession } from '../../../test/fakes/sse-client.ts';
import { purgeExpired, startRetention } from './service.ts';

const t = useTestApp();
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

async function seed() {
  const user = await createUser(t.app);
  const session = await newSession(t.app, user.auth);
  const refresh = (expires_at: Date) => ({ user_id: user.id, family_id: randomUUID(), token_hash: randomUUID(), persistent: false, expires_at });
  const emailToken = (expires_at: Date, used_at: Date | null) => ({ user_id: user.id, purpose: 'reset_password' as const, token_hash: randomUUID(), expires_at, used_at });
  const mail = (created_at: Date, expires_at: Date | null = null) => ({ to_address: user.email, subject: `s-${randomUUID()}`, text_body: 'link', transport: 'outbox' as const, created_at, expires_at });
  const turn = (status: 'failed' | 'complete', created_at: Date) => ({ id: randomUUID(), session_id: session, user_id: user.id, user_message: 'm', status, failure: null, user_evaluation_mark: null, created_at });

  const keep = {
    refresh: await t.db.insertInto('refresh_tokens').values(refresh(ahead(DAY))).returning('id').executeTakeFirstOrThrow(),
    email: await t.db.insertInto('email_tokens').values(emailToken(ahead(DAY), null)).returning('id').executeTakeFirstOrThrow(),
    mail: await t.db.insertInto('mail_outbox').values(mail(ago(6 * DAY))).returning('id').executeTakeFirstOrThrow(),
    liveLink: await t.db.insertInto('mail_outbox').values(mail(ago(1000), ahead(3600_000))).returning('id').executeTakeFirstOrThrow(),
    failed: await t.db.insertInto('chat_turns').values(turn('failed', ago(29 * DAY))).returning('id').executeTakeFirstOrThrow(),
    oldComplete: await t.db.insertInto('chat_turns').values(turn('complete', ago(400 * DAY))).returning('id').executeTakeFirstOrThrow(),
  };
  await t.db.insertInto('refresh_tokens').values(refresh(ago(1000))).execute();
  await t.db.insertInto('email_tokens').values([emailToken(ago(1000), null), emailToken(ahead(DAY), ago(1000))]).execute();
  await t.db.insertInto('mail_outbox').values([mail(ago(8 * DAY)), mail(ago(2 * 3600_000), ago(1000))]).execute();
  await t.db.insertInto('chat_turns').values(turn('failed', ago(31 * DAY))).execute();
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
    expect(after.refresh.map((r) => r.id)).toEqual(expect.arrayContaining([keep.refresh.id]));
    expect(after.refresh).toHaveLength(before.refresh.length - 1);
    expect(after.email).toHaveLength(before.email.length - 2);
    expect(after.email.map((r) => r.id)).toContain(keep.email.id);
    expect(after.mail.map((r) => r.id)).toEqual(expect.arrayContaining([keep.mail.id, keep.liveLink.id]));
    expect(after.mail).toHaveLength(before.mail.length - 2);
    expect(after.turns.map((r) => r.id)).toEqual([keep.oldComplete.id, keep.failed.id]);
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
