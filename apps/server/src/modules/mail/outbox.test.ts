import { expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/app.ts';

// No SMTP: mail goes to the outbox. On a public https deployment its links never reach the log.
const logLines: string[] = [];
const t = useTestApp({
  config: { PUBLIC_URL: 'https://ideapilot.example', SWEEP_INTERVAL_MS: '1000' },
  deps: { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
});

const register = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'secret1', first_name: 'Ada', last_name: 'L' } });
const outboxOf = (email: string) => t.db.selectFrom('mail_outbox').select(['id', 'text_body', 'expires_at']).where('to_address', '=', email).execute();

it('keeps the verification link in the outbox but never in the log when PUBLIC_URL is https', async () => {
  const email = uniqueEmail();
  expect((await register(email)).statusCode).toBe(201);
  const [mail] = await outboxOf(email);
  const token = /token=([^\s]+)/.exec(mail!.text_body)![1]!;
  expect(mail!.expires_at).toBeInstanceOf(Date);
  const log = logLines.join('');
  expect(log).toMatch(/its text is in the mail_outbox table/);
  expect(log).not.toContain(token);
  expect(log).not.toMatch(/verify-email\?token=/);
});

it('deletes outbox mail once its link has expired, and keeps the rest', async () => {
  const expired = uniqueEmail();
  const live = uniqueEmail();
  await register(expired);
  await register(live);
  await t.db.updateTable('mail_outbox').set({ expires_at: new Date(Date.now() - 1000) }).where('to_address', '=', expired).execute();
  await expect.poll(async () => (await outboxOf(expired)).length, { timeout: 10_000 }).toBe(0);
  expect(await outboxOf(live)).toHaveLength(1);
});
