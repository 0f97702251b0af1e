import type { AgentRole } from '@ideapilot/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, sendMessage } from '../../../test/fakes/sse-client.ts';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { listenerOf } from '../../db/database.ts';
import { providerKeys } from './keys.ts';
import { agentChainResolver, keptChains } from './resolve.ts';

// The fake model server listens on 127.0.0.1, which the server refuses unless told otherwise.
const config = { ALLOW_PRIVATE_MODEL_URLS: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000' };
const t = useTestApp({ config });
const ADVISOR: readonly AgentRole[] = ['advisor'];
let admin: TestUser;
let model: FakeModelServer;
beforeAll(async () => {
  admin = await createUser(t.app, { admin: true });
  model = await startFakeModelServer('openai');
});
afterAll(async () => model?.close());

const addAdvisor = (app: FastifyInstance) =>
  addActiveAgent({ ...t, app }, admin, model, { role: 'advisor', provider: 'openai', model: 'kept-model', api_key: 'sk-kept-chains-key' });

/** The agents' chains as another instance on the same database keeps them, counting its reads. */
function anotherInstance() {
  const resolve = agentChainResolver({ db: t.db, keys: providerKeys({ encryptionKey: t.keys.encryptionKey, log: t.app.log }) });
  const reads = { count: 0 };
  const kept = keptChains((roles) => {
    reads.count++;
    return resolve(roles);
  }, listenerOf(t.db));
  return { kept, reads };
}

describe('the agents a server serves with, kept until they change', () => {
  it('are read once while nothing changes, and read again after a change by any writer', async () => {
    await deactivateAgents(t.db);
    const { kept, reads } = anotherInstance();
    try {
      await vi.waitFor(() => expect(kept.listening).toBe(true));
      expect((await kept.chain(ADVISOR)).get('advisor')).toEqual([]);
      await kept.chain(ADVISOR);
      expect(reads.count).toBe(1);

      // An admin on this app, which is another instance to `kept`: only its notice tells.
      await addAdvisor(t.app);
      await vi.waitFor(async () => expect((await kept.chain(ADVISOR)).get('advisor')).toHaveLength(1));
      const read = reads.count;
      await kept.chain(ADVISOR);
      expect(reads.count).toBe(read);

      // A writer that is no server at all (an operator's SQL).
      await deactivateAgents(t.db);
      await vi.waitFor(async () => expect((await kept.chain(ADVISOR)).get('advisor')).toEqual([]));
    } finally {
      await kept.close();
    }
  });

  it('are read on every call while a change could not be heard, and kept again once it can', async () => {
    const { kept, reads } = anotherInstance();
    try {
      await vi.waitFor(() => expect(kept.listening).toBe(true));
      if (testEnv.onPostgres) {
        // The listening connection is cut, as a PostgreSQL restart would.
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN agents_changed'`.execute(t.db);
        await vi.waitFor(() => expect(kept.listening).toBe(false));
      } else {
        await kept.close();
      }
      const before = reads.count;
      await kept.chain(ADVISOR);
      await kept.chain(ADVISOR);
      expect(reads.count).toBe(before + 2);
      if (!testEnv.onPostgres) return;

      await vi.waitFor(() => expect(kept.listening).toBe(true), { timeout: 10_000 });
      const back = reads.count;
      await kept.chain(ADVISOR);
      await kept.chain(ADVISOR);
      expect(reads.count).toBe(back + 1);
    } finally {
      await kept.close();
    }
  });

  it('an agent added on one instance serves the next turn on another', async () => {
    await deactivateAgents(t.db);
    const other = await buildApp({ config: configWith(config), db: t.db, keys: t.keys, logger: false });
    try {
      await other.ready();
      const founder = await createUser(other);
      const sessionId = await newSession(other, founder.auth);
      model.requests.length = 0;
      await sendMessage(other, founder.auth, sessionId, 'I want to build a tool for florists.');
      expect(model.requests).toHaveLength(0);

      model.script = { chunks: ['Who buys', ' your flowers?'] };
      await addAdvisor(t.app);
      // The notice crosses from one instance to the other in well under the time a sign-in takes.
      const next = await createUser(other);
      const reply = await sendMessage(other, next.auth, await newSession(other, next.auth), 'I want to build a tool for florists.');
      expect(reply.text).toBe('Who buys your flowers?');
      expect(model.requests).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
