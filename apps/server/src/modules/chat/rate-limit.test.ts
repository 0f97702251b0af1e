import { expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

const t = useTestApp({ config: { RATE_LIMIT_CHAT_PER_MINUTE: '3' } });

it('limits chat messages and canvas rebuilds per user with 429 and a detail, leaving other users alone', async () => {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);

  const messages = [];
  for (let i = 0; i < 4; i++) messages.push(await sendMessage(t.app, user.auth, sessionId, `I want to build a tool for florists, take ${i}.`));
  expect(messages.map((m) => m.res.statusCode)).toEqual([200, 200, 200, 429]);
  expect(messages[3]!.res.json().detail).toBe('Too many requests. Please try again later.');

  const canvases = [];
  for (let i = 0; i < 4; i++) canvases.push(await requestCanvas(t.app, user.auth, sessionId));
  expect(canvases.map((c) => c.res.statusCode)).toEqual([200, 200, 200, 429]);

  // The refused message was never charged: three turns, three tokens.
  const tokens = (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
  expect(tokens.tokens_used).toBe(3);

  // Another user from the same address still gets through.
  const other = await createUser(t.app);
  const otherSession = await newSession(t.app, other.auth);
  expect((await sendMessage(t.app, other.auth, otherSession, 'I want to build a tool for bakers.')).res.statusCode).toBe(200);
  expect((await requestCanvas(t.app, other.auth, otherSession)).res.statusCode).toBe(200);
});
