import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/app.ts';
import { newSession } from '../../../test/fakes/sse-client.ts';

// A slow coach, so the client can leave mid-reply.
const t = useTestApp({ config: { COACH_DELAY_MS: '100' } });

describe('a client leaving mid-reply', () => {
  it('stops the offline coach, saves the turn as failed and gives the token back', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const received = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/chat/message', method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' } },
        (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
            if (body.includes('"type":"chunk"')) {
              req.destroy();
              resolve(body);
            }
          });
        },
      );
      req.on('error', () => {});
      req.once('error', reject);
      req.end(JSON.stringify({ session_id: sessionId, message: 'I want to build a scheduling app for dental clinics.' }));
    });
    expect(received).toContain('"type":"stage"');

    const row = () => t.db.selectFrom('chat_turns').select(['id', 'status', 'failure', 'assistant_message']).where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    const start = Date.now();
    while ((await row()).status === 'pending' && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 20));
    expect(await row()).toMatchObject({ status: 'failed', failure: 'aborted', assistant_message: '' });
    // Well before the full reply (dozens of chunks at 100 ms) would have finished.
    expect(Date.now() - start).toBeLessThan(1000);
    // The refund follows the failed status in its own transaction.
    const ledger = () => t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', id).execute();
    const { id } = await row();
    while ((await ledger()).length < 2 && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 20));
    expect((await ledger()).map((l) => l.kind).sort()).toEqual(['charge', 'refund']);
    const tokens = await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth });
    expect(tokens.json()).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    const history = await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth });
    expect(history.json()).toEqual({ turns: [], canvas: null });
  });
});
