import { afterAll, describe, expect, it } from 'vitest';
import { addOutboxMail, uniqueEmail, useTestApp } from '../../../test/app.ts';
import { startFakeSmtp } from '../../../test/fakes/smtp.ts';
import { createMailer } from './mailer.ts';

const smtp = await startFakeSmtp();
afterAll(() => smtp.close());
const t = useTestApp({ config: { SMTP_URL: smtp.url, MAIL_FROM: 'IdeaPilot <hello@ideapilot.test>' } });

const rowsTo = (email: string) => t.db.selectFrom('mail_outbox').select(['attempts', 'sent_at']).where('to_address', '=', email).execute();
const deliveredTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).length;

it('sends the verification mail through SMTP and keeps it in the outbox', async () => {
  const email = uniqueEmail();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'secret1', first_name: 'Ada', last_name: 'L' } });
  expect(res.statusCode).toBe(201);
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(1);
  const message = smtp.messages.find((m) => m.to.includes(email))!;
  expect(message.from).toBe('hello@ideapilot.test');
  expect(message.raw).toMatch(/Subject: Confirm your e-mail for IdeaPilot/);
  expect(message.raw.replace(/=\r?\n/g, '')).toMatch(/verify-email\?token=3D|verify-email\?token=/);
  const outbox = await t.db.selectFrom('mail_outbox').select(['transport']).where('to_address', '=', email).execute();
  expect(outbox).toEqual([{ transport: 'smtp' }]);
});

describe('deliverDue', () => {
  // This app sweeps at start-up, then once a minute: these cases ask for the due mail themselves.
  const newMailer = () => createMailer({ db: t.db, smtpUrl: smtp.url, from: 'IdeaPilot <hello@ideapilot.test>', logger: t.app.log, logBodies: false, retryBaseMs: 60_000 });

  it('takes a due mail, delivers it and waits longer after each try', async () => {
    const email = uniqueEmail();
    await addOutboxMail(t.db, email, { smtp: { attempts: 3 } });
    const mailer = newMailer();
    const before = Date.now();
    expect(await mailer.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(deliveredTo(email)).toBe(1);
    const row = await t.db.selectFrom('mail_outbox').select(['attempts', 'sent_at', 'next_attempt_at']).where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(4);
    expect(row.sent_at).toBeInstanceOf(Date);
    // The lease of the fourth try: 60 s doubled three times.
    expect(row.next_attempt_at!.getTime() - before).toBeGreaterThan(7 * 60_000);
    expect(await mailer.deliverDue()).toBe(0);
    expect(deliveredTo(email)).toBe(1);
  });

  it('leaves a mail whose link has expired, and one tried eight times', async () => {
    const expired = uniqueEmail();
    const triedOut = uniqueEmail();
    const due = uniqueEmail();
    await addOutboxMail(t.db, expired, { smtp: { attempts: 1 }, expiresAt: new Date(Date.now() - 1000) });
    await addOutboxMail(t.db, triedOut, { smtp: { attempts: 8 } });
    await addOutboxMail(t.db, due, { smtp: { attempts: 1 } });
    await newMailer().deliverDue();
    expect(deliveredTo(due)).toBe(1);
    expect([deliveredTo(expired), deliveredTo(triedOut)]).toEqual([0, 0]);
    expect((await rowsTo(triedOut))[0]).toEqual({ attempts: 8, sent_at: null });
  });

  it('takes each due mail once when two instances look at the same time', async () => {
    const email = uniqueEmail();
    await addOutboxMail(t.db, email, { smtp: { attempts: 1 } });
    await Promise.all([newMailer().deliverDue(), newMailer().deliverDue()]);
    expect(deliveredTo(email)).toBe(1);
  });
});

it('still registers when the SMTP server is gone', async () => {
  await smtp.close();
  const email = uniqueEmail();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'secret1', first_name: 'Ada', last_name: 'L' } });
  expect(res.statusCode).toBe(201);
  const outbox = await t.db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', email).execute();
  expect(outbox).toHaveLength(1);
});
