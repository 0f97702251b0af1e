import { describe, expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

// The offline coach streams at a reading pace, so a canvas build takes a few seconds.
const t = useTestApp({ config: { COACH_DELAY_MS: '5' } });

const history = async (user: TestUser, sessionId: string) => (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
const built = async (turnId: string) => (await t.db.selectFrom('canvas_versions').select('id').where('turn_id', '=', turnId).execute()).length === 1;

describe('canvas_pending', () => {
  it('names the build of a turn sent after a restored version, and not once that version is the latest', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists.');
    await requestCanvas(t.app, user.auth, sessionId);
    await sendMessage(t.app, user.auth, sessionId, 'They pay 49 euros a month.');
    await requestCanvas(t.app, user.auth, sessionId);

    const versions = (await t.app.inject({ url: `/api/sessions/${sessionId}/canvas/versions`, headers: user.auth })).json().versions;
    const restore = await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/versions/${versions.at(-1).id}/restore`, headers: user.auth });
    expect(restore.statusCode).toBe(201);
    // The restored version is newer than every turn: nothing to build.
    expect((await history(user, sessionId)).canvas_pending).toBeUndefined();

    const three = (await sendMessage(t.app, user.auth, sessionId, 'My co-founder is a backend developer.')).complete!.turn_id!;
    expect(await built(three)).toBe(false);
    expect((await history(user, sessionId)).canvas_pending).toBe(true);
    await requestCanvas(t.app, user.auth, sessionId);
    expect(await built(three)).toBe(true);
    expect((await history(user, sessionId)).canvas_pending).toBeUndefined();
  });
});
