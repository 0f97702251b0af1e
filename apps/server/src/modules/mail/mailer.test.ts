import { afterAll, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/app.ts';
import { startFakeSmtp } from '../../../test/fakes/smtp.ts';

const smtp = await startFakeSmtp();
afterAll(() => smtp.close());
const t = useTestApp({ config: { SMTP_URL: smtp.url, MAIL_FROM: 'IdeaPilot <hello@ideapilot.test>' } });

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

it('still registers when the SMTP server is gone', async () => {
  await smtp.close();
  const email = uniqueEmail();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'secret1', first_name: 'Ada', last_name: 'L' } });
  expect(res.statusCode).toBe(201);
  const outbox = await t.db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', email).execute();
  expect(outbox).toHaveLength(1);
});
