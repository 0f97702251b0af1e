import { describe, expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { leaveOwnPromptsOnRole } from '../../../test/builders.ts';
import { testEnv } from '../../../test/env.ts';
import * as ownPromptsOnTheirAgentsRole from '../../db/migrations/024-own-prompts-on-their-agents-role.ts';

const t = useTestApp();
const base = '/api/admin/agents';
const KEY_1 = 'sk-first-key-AAAA-1111';
const KEY_2 = 'sk-second-key-BBBB-2222';

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload === undefined ? {} : { payload }) });

type Version = { version: string; model: string; params: Record<string, unknown>; prompt: string | null; api_key: string };
const versions = async (user: TestUser, id: string): Promise<Version[]> => (await call(user, 'GET', `${base}/provider-configs/${id}/versions`)).json();
const versionOf = (c: { major: number; minor: number; patch: number }) => `${c.major}.${c.minor}.${c.patch}`;

async function advisorWithHistory(user: TestUser) {
  const config = (
    await call(user, 'POST', `${base}/provider-configs`, { role: 'advisor', provider: 'openai', model: 'gpt-4o-mini', api_key: KEY_1, params: { temperature: 0.3 }, is_active: false })
  ).json();
  const template = (await call(user, 'POST', `${base}/prompt-templates`, { provider_id: config.id, role: 'advisor', content: 'Line one\nLine two', is_active: false })).json();
  await call(user, 'PATCH', `${base}/prompt-templates/${template.id}`, { content: 'Line one\nLine 2\nLine three' });
  await call(user, 'PATCH', `${base}/provider-configs/${config.id}`, { params: { temperature: 0.9 }, api_key: KEY_2 });
  await call(user, 'PATCH', `${base}/provider-configs/${config.id}`, { model: 'gpt-4.1' });
  return { id: config.id as string, templateId: template.id as string };
}

/** An inactive advisor (1.0.0, no prompt of its own) given the active prompt "Prompt A" (1.1.0). */
async function advisorWithPrompt(user: TestUser) {
  const config = (await call(user, 'POST', `${base}/provider-configs`, { role: 'advisor', provider: 'openai', model: 'm', api_key: KEY_1, params: {}, is_active: false })).json();
  await call(user, 'POST', `${base}/prompt-templates`, { provider_id: config.id, role: 'advisor', content: 'Prompt A', is_active: true });
  return { id: config.id as string };
}

const ownPrompts = async (user: TestUser, id: string) =>
  ((await call(user, 'GET', `${base}/prompt-templates`)).json() as { provider_id: string | null; content: string; is_active: boolean }[])
    .filter((x) => x.provider_id === id)
    .map(({ content, is_active }) => ({ content, is_active }));

describe('agent version history', () => {
  it('keeps every version with its prompt, newest first, and never shows a key in clear', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithHistory(user);
    const list = await versions(user, id);
    expect(list.map((v) => v.version)).toEqual(['2.0.0', '1.2.1', '1.2.0', '1.1.0', '1.0.0']);
    expect(list.map((v) => v.prompt)).toEqual(['Line one\nLine 2\nLine three', 'Line one\nLine 2\nLine three', 'Line one\nLine 2\nLine three', 'Line one\nLine two', null]);
    expect(list[0]).toMatchObject({ model: 'gpt-4.1', params: { temperature: 0.9 }, api_key: 'sk-s...2222' });
    expect(list[3]).toMatchObject({ model: 'gpt-4o-mini', params: { temperature: 0.3 }, api_key: 'sk-f...1111' });
    const raw = JSON.stringify(list);
    expect(raw).not.toContain(KEY_1);
    expect(raw).not.toContain(KEY_2);
  });

  it('restores an old version as a new version: model, params, key and prompt come back', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithHistory(user);
    const restored = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.1.0/restore`);
    expect(restored.statusCode).toBe(200);
    expect(versionOf(restored.json())).toBe('3.0.0');
    expect(restored.json()).toMatchObject({ model: 'gpt-4o-mini', params: { temperature: 0.3 }, api_key: 'sk-f...1111' });
    const templates = (await call(user, 'GET', `${base}/prompt-templates`)).json() as { provider_id: string; content: string }[];
    expect(templates.filter((x) => x.provider_id === id).map((x) => x.content)).toEqual(['Line one\nLine two']);
    const list = await versions(user, id);
    expect(list[0]).toMatchObject({ version: '3.0.0', prompt: 'Line one\nLine two', model: 'gpt-4o-mini' });
    expect(list).toHaveLength(6);

    // Restoring what is already current changes nothing and adds no version.
    const again = await call(user, 'POST', `${base}/provider-configs/${id}/versions/3.0.0/restore`);
    expect(versionOf(again.json())).toBe('3.0.0');
    expect(await versions(user, id)).toHaveLength(6);

    // A prompt-only difference is a minor version.
    const promptOnly = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.2.0/restore`);
    expect(promptOnly.json()).toMatchObject({ model: 'gpt-4o-mini' });
    expect(versionOf(promptOnly.json())).toBe('3.1.0');
  });

  it('restores a version without a prompt by removing the config\'s own prompt; a second restore adds no version', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    const restored = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.0.0/restore`);
    expect(versionOf(restored.json())).toBe('1.2.0');
    expect(await ownPrompts(user, id)).toEqual([]);
    expect((await versions(user, id))[0]).toMatchObject({ version: '1.2.0', prompt: null });

    const again = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.0.0/restore`);
    expect(versionOf(again.json())).toBe('1.2.0');
    expect(await versions(user, id)).toHaveLength(3);
  });

  it('restores a version with a prompt after one without: that prompt is in use again', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.0.0/restore`);
    const back = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.1.0/restore`);
    expect(versionOf(back.json())).toBe('1.3.0');
    expect(await ownPrompts(user, id)).toEqual([{ content: 'Prompt A', is_active: true }]);
    expect((await versions(user, id))[0]).toMatchObject({ version: '1.3.0', prompt: 'Prompt A' });
  });

  it('answers unknown configs and versions with 404, malformed versions with 422, and non-admins with 403', async () => {
    const user = await createUser(t.app, { admin: true });
    const founder = await createUser(t.app);
    const { id } = await advisorWithHistory(user);
    expect((await call(user, 'GET', `${base}/provider-configs/00000000-0000-4000-8000-000000000000/versions`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `${base}/provider-configs/nope/versions`)).statusCode).toBe(404);
    const missing = await call(user, 'POST', `${base}/provider-configs/${id}/versions/9.9.9/restore`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Agent version not found');
    for (const bad of ['1.2', 'latest', '1.2.3.4', '-1.0.0']) {
      expect((await call(user, 'POST', `${base}/provider-configs/${id}/versions/${bad}/restore`)).statusCode, bad).toBe(422);
    }
    expect((await call(founder, 'GET', `${base}/provider-configs/${id}/versions`)).statusCode).toBe(403);
    expect((await call(founder, 'POST', `${base}/provider-configs/${id}/versions/1.0.0/restore`)).statusCode).toBe(403);
  });

  it('gives concurrent edits of one config distinct versions', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = (
      await call(user, 'POST', `${base}/provider-configs`, { role: 'guard', provider: 'openai', model: 'm', api_key: KEY_1, params: {}, is_active: false })
    ).json();
    await Promise.all([1, 2, 3, 4].map((n) => call(user, 'PATCH', `${base}/provider-configs/${id}`, { params: { max_tokens: n * 100 } })));
    const list = await versions(user, id);
    expect(list.map((v) => v.version)).toEqual(['1.0.4', '1.0.3', '1.0.2', '1.0.1', '1.0.0']);
  });

  it('refuses with 409 an edit based on an older version, writing nothing; an edit without a version applies as before', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    const [template] = ((await call(user, 'GET', `${base}/prompt-templates`)).json() as { id: string; provider_id: string | null }[]).filter((x) => x.provider_id === id);
    // Admin B saves first, on top of 1.1.0.
    const byB = await call(user, 'PATCH', `${base}/provider-configs/${id}`, { params: { temperature: 0.9 }, version: '1.1.0' });
    expect(versionOf(byB.json())).toBe('1.1.1');
    // Admin A's form was loaded at 1.1.0: its save would undo B's temperature and prompt.
    const byA = await call(user, 'PATCH', `${base}/provider-configs/${id}`, { model: 'renamed', params: {}, version: '1.1.0' });
    expect(byA.statusCode).toBe(409);
    expect(byA.json()).toMatchObject({ code: 'agent_changed', detail: 'This agent was changed by someone else. Reload it to see the changes.' });
    const promptByA = await call(user, 'PATCH', `${base}/prompt-templates/${template!.id}`, { content: "A's prompt", version: '1.1.0' });
    expect(promptByA.statusCode).toBe(409);
    expect(await ownPrompts(user, id)).toEqual([{ content: 'Prompt A', is_active: true }]);
    expect((await versions(user, id)).map((v) => v.version)).toEqual(['1.1.1', '1.1.0', '1.0.0']);
    expect((await versions(user, id))[0]).toMatchObject({ model: 'm', params: { temperature: 0.9 } });

    // Based on the current version, both are saved.
    expect(versionOf((await call(user, 'PATCH', `${base}/provider-configs/${id}`, { model: 'renamed', version: '1.1.1' })).json())).toBe('2.0.0');
    expect((await call(user, 'PATCH', `${base}/prompt-templates/${template!.id}`, { content: "A's prompt", version: '2.0.0' })).statusCode).toBe(200);
    expect((await versions(user, id))[0]).toMatchObject({ version: '2.1.0', model: 'renamed', prompt: "A's prompt" });
    // An older client sends no version: its edit applies to whatever is current.
    expect(versionOf((await call(user, 'PATCH', `${base}/provider-configs/${id}`, { params: { temperature: 0.1 } })).json())).toBe('2.1.1');
    // A shared prompt belongs to no agent: a version there is a mistake, not a conflict.
    const shared = (await call(user, 'GET', `${base}/prompt-templates`)).json().find((x: { provider_id: string | null }) => x.provider_id === null);
    const sharedEdit = await call(user, 'PATCH', `${base}/prompt-templates/${shared.id}`, { content: 'Shared', version: '1.0.0' });
    expect(sharedEdit.statusCode).toBe(422);
    expect(sharedEdit.json().detail).toMatch(/^version: /);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can deadlock.
  it.skipIf(!testEnv.onPostgres)('answers a prompt edit racing a restore of its config without a deadlock', async () => {
    const user = await createUser(t.app, { admin: true });
    const config = (await call(user, 'POST', `${base}/provider-configs`, { role: 'advisor', provider: 'openai', model: 'm', api_key: KEY_1, params: {}, is_active: false })).json();
    const template = (await call(user, 'POST', `${base}/prompt-templates`, { provider_id: config.id, role: 'advisor', content: 'Prompt 0', is_active: true })).json();
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const answers = await Promise.all([
        call(user, 'PATCH', `${base}/prompt-templates/${template.id}`, { content: `Prompt ${i}` }),
        call(user, 'POST', `${base}/provider-configs/${config.id}/versions/1.1.0/restore`),
      ]);
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});

/** The agent's own prompts as the API lists them: role and text. */
const ownPromptRoles = async (user: TestUser, id: string) =>
  ((await call(user, 'GET', `${base}/prompt-templates`)).json() as { id: string; provider_id: string | null; role: string; content: string }[])
    .filter((x) => x.provider_id === id)
    .map(({ id, role, content }) => ({ id, role, content }));

describe("an agent's role change", () => {
  it('is one version: the config\'s patch moves the agent\'s own prompt along, and the prompt patch the screen sends next writes nothing', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    const [own] = await ownPromptRoles(user, id);
    // The Edit form's save, as the spec has it: the config, then the template with the form's role.
    const config = await call(user, 'PATCH', `${base}/provider-configs/${id}`, { role: 'guard', model: 'm2', params: { temperature: 0.5 }, is_active: true, version: '1.1.0' });
    expect(versionOf(config.json())).toBe('2.0.0');
    expect(await ownPromptRoles(user, id)).toEqual([{ id: own!.id, role: 'guard', content: 'Prompt A' }]);
    const prompt = await call(user, 'PATCH', `${base}/prompt-templates/${own!.id}`, { content: 'Prompt A', role: 'guard', is_active: true, version: '2.0.0' });
    expect(prompt.statusCode).toBe(200);
    expect(prompt.json()).toMatchObject({ role: 'guard', content: 'Prompt A' });
    const list = await versions(user, id);
    expect(list.map((v) => v.version)).toEqual(['2.0.0', '1.1.0', '1.0.0']);
    expect(list[0]).toMatchObject({ role: 'guard', model: 'm2', params: { temperature: 0.5 }, prompt: 'Prompt A' });
  });

  it('of a prompt alone is refused, and nothing of that patch is written, its text included', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    const [own] = await ownPromptRoles(user, id);
    const refused = await call(user, 'PATCH', `${base}/prompt-templates/${own!.id}`, { content: 'Prompt B', role: 'search', is_active: true, version: '1.1.0' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', detail: "role: An agent's own prompt has the agent's role (advisor); change the agent's role to move it" });
    expect(await ownPromptRoles(user, id)).toEqual([{ id: own!.id, role: 'advisor', content: 'Prompt A' }]);
    expect((await versions(user, id)).map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
    // A prompt of its own is created on its agent's role only.
    const other = (await call(user, 'POST', `${base}/provider-configs`, { role: 'guard', provider: 'openai', model: 'm', api_key: KEY_1, params: {}, is_active: false })).json();
    const created = await call(user, 'POST', `${base}/prompt-templates`, { provider_id: other.id, role: 'search', content: 'Prompt C', is_active: true });
    expect(created.statusCode).toBe(422);
    expect(await ownPromptRoles(user, other.id)).toEqual([]);
    expect((await versions(user, other.id)).map((v) => v.version)).toEqual(['1.0.0']);
  });

  it('refused as a whole writes nothing: neither the config nor its own prompt moves', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    const [own] = await ownPromptRoles(user, id);
    // The role with a new address and no key: the stored key is not sent there, so the patch is refused.
    const refused = await call(user, 'PATCH', `${base}/provider-configs/${id}`, { role: 'guard', params: { base_url: 'https://models.example.com/v1' }, version: '1.1.0' });
    expect(refused.statusCode).toBe(422);
    expect((await call(user, 'GET', `${base}/provider-configs`)).json().find((c: { id: string }) => c.id === id)).toMatchObject({ role: 'advisor', major: 1, minor: 1, patch: 0 });
    expect(await ownPromptRoles(user, id)).toEqual([{ id: own!.id, role: 'advisor', content: 'Prompt A' }]);
    expect((await versions(user, id)).map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
  });

  it('restored from an earlier version brings the own prompt back to that role', async () => {
    const user = await createUser(t.app, { admin: true });
    const { id } = await advisorWithPrompt(user);
    const [own] = await ownPromptRoles(user, id);
    await call(user, 'PATCH', `${base}/provider-configs/${id}`, { role: 'guard', version: '1.1.0' });
    await call(user, 'PATCH', `${base}/prompt-templates/${own!.id}`, { content: 'Prompt A', role: 'guard', version: '2.0.0' });
    expect((await ownPromptRoles(user, id)).map((x) => x.role)).toEqual(['guard']);
    const restored = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.1.0/restore`);
    expect(restored.json()).toMatchObject({ role: 'advisor', major: 3, minor: 0, patch: 0 });
    expect((await ownPromptRoles(user, id)).map((x) => x.role)).toEqual(['advisor']);
  });

  it("left behind by a restore before 2026-12-05, is brought to its agent's role by migration 024, without a version", async () => {
    const user = await createUser(t.app, { admin: true });
    const [{ id: leftBehind }, { id: aligned }] = [await advisorWithPrompt(user), await advisorWithPrompt(user)];
    await leaveOwnPromptsOnRole(t.db, leftBehind, 'guard');
    const shared = () => call(user, 'GET', `${base}/prompt-templates`).then((res) => (res.json() as { provider_id: string | null; role: string }[]).filter((x) => !x.provider_id));
    const sharedBefore = await shared();

    await ownPromptsOnTheirAgentsRole.up(t.db as never);
    expect((await ownPromptRoles(user, leftBehind)).map((x) => x.role)).toEqual(['advisor']);
    expect((await ownPromptRoles(user, aligned)).map((x) => x.role)).toEqual(['advisor']);
    expect(await shared()).toEqual(sharedBefore);
    expect((await versions(user, leftBehind)).map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
  });
});
