import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createUser, deactivateAgents, type TestContext, type TestUser } from './app.ts';
import { startFakeModelServer, type FakeModelServer, type FakeScript } from './fakes/model-server.ts';

export type AgentModels = { first: FakeModelServer; second: FakeModelServer; admin: TestUser };

/**
 * Two fake model servers for a file whose tests configure agents on them, and an admin to do it.
 * Before each test every agent is deactivated and the servers forget what they were sent and
 * queued (and answer `script`, when given). `use` receives them once they are up.
 */
export function useAgentModels(t: TestContext, kinds: ['openai' | 'anthropic', 'openai' | 'anthropic'], use: (models: AgentModels) => void, script?: FakeScript) {
  let models: AgentModels | undefined;
  beforeAll(async () => {
    models = { first: await startFakeModelServer(kinds[0]), second: await startFakeModelServer(kinds[1]), admin: await createUser(t.app, { admin: true }) };
    use(models);
  });
  afterAll(async () => {
    await models?.first.close();
    await models?.second.close();
  });
  beforeEach(async () => {
    await deactivateAgents(t.db);
    for (const fake of [models!.first, models!.second]) {
      fake.requests.length = 0;
      fake.queue.length = 0;
      if (script) fake.script = script;
    }
  });
}

export type NewAgent = { role: string; provider: 'openai' | 'anthropic'; model: string; api_key: string; params?: Record<string, unknown>; priority?: number };

/** Saves an active agent that calls `fake` (its base URL joins `params`) through the admin API; its id. */
export async function addActiveAgent(t: TestContext, admin: TestUser, fake: FakeModelServer, { params, ...agent }: NewAgent): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/agents/provider-configs',
    headers: admin.auth,
    payload: { ...agent, params: { base_url: fake.baseUrl, ...params }, is_active: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
