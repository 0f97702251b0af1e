import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/app.ts';
import { startFakeSmtp } from '../../../test/fakes/smtp.ts';

// A relay that refuses on demand, and a sweep every second: a failed delivery is tried again after two.
const smtp = await startFakeSmtp();
afterAll(() => smtp.close());
const t = useTestApp({ config: { SMTP_URL: smtp.url, SWEEP_INTERVAL_MS: '1000' } });

const rowsTo = (email: string) => t.db.selectFrom('mail_outbox').select(['attempts', 'sent_at']).where('to_address', '=', email).execute();
const deliveredTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).length;
const register = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'secret1', first_name: 'Ada', last_name: 'L' } });

describe('a mail the relay refuses', () => {
  it('is tried again at a later sweep and delivered once, and marked sent', async () => {
    const email = uniqueEmail();
    smtp.refuseNext(1);
    expect((await register(email)).statusCode).toBe(201);
    await expect.poll(() => smtp.refused.count, { timeout: 5000 }).toBe(1);
    expect(deliveredTo(email)).toBe(0);

    await expect.poll(() => deliveredTo(email), { timeout: 10_000, interval: 100 }).toBe(1);
    await expect.poll(async () => (await rowsTo(email))[0]?.sent_at, { timeout: 5000 }).toBeInstanceOf(Date);
    expect((await rowsTo(email))[0]?.attempts).toBe(2);
  });
});
