import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../test/fakes/sse-client.ts';

const t = useTestApp();

const sessionName = async (auth: { authorization: string }, id: string) =>
  ((await t.app.inject({ url: '/api/sessions', headers: auth })).json() as { id: string; name: string }[]).find((s) => s.id === id)?.name;

describe('markup typed by a founder', () => {
  it('never reaches the session name, the canvas title or the canvas', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build <b>a tool</b> for <script>window.pwned=1</script> <i>wiki editors</i> that solves [broken links](javascript:alert(1)).');
    expect(await sessionName(user.auth, sessionId)).toBe('Tool for wiki editors');
    const canvas = await requestCanvas(t.app, user.auth, sessionId);
    expect(canvas.text).toMatch(/^# Tool for wiki editors\n/);
    expect(canvas.text).not.toMatch(/[<>]|pwned|javascript:/);
  });

  it('is stripped from a session named after the first words when no idea is stated', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, '<h1>Pricing</h1> <img src=x onerror="alert(1)"> question about our subscription.');
    expect(await sessionName(user.auth, sessionId)).toBe('Pricing question about our subscription');
  });
});
