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

it('sends no mail whose lines a name wrote: a name with a line break or another control character is refused', async () => {
  const victim = uniqueEmail('victim');
  const injected = 'there,\n\nYour account is locked. Unlock it at https://evil.example/unlock\n\n';
  for (const [field, value] of [['first_name', injected], ['last_name', 'X\u2028Y'], ['first_name', 'Ada\u0007']] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: victim, password: 'secret1', first_name: 'Ada', last_name: 'L', [field]: value },
    });
    expect([res.statusCode, res.json().detail], JSON.stringify(value)).toEqual([422, `${field}: must not contain line breaks or control characters`]);
  }
  expect(await outboxOf(victim)).toEqual([]);
});

it('greets an account made before names were checked on one line', async () => {
  const email = uniqueEmail();
  expect((await register(email)).statusCode).toBe(201);
  await t.db.updateTable('users').set({ first_name: 'there,\n\nYour account is locked.\r\n' }).where('email', '=', email).execute();
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = await t.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).where('subject', 'like', 'Reset%').executeTakeFirstOrThrow();
  expect(reset.text_body.split('\n')[0]).toBe('Hi there, Your account is locked. ,');
});
