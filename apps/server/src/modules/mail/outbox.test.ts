import { expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/app.ts';

// No SMTP: mail goes to the outbox. On a public https deployment its links never reach the log.
const logLines: string[] = [];
const t = useTestApp({
  config: { PUBLIC_URL: 'https://ideapilot.example' },
  deps: { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
});

const register = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'secret1', first_name: 'Ada', last_name: 'L' } });
const outboxOf = (email: string) => t.db.selectFrom('mail_outbox').select(['text_body', 'expires_at']).where('to_address', '=', email).execute();

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
