import { AGENT_TRIALS_PER_MINUTE, ChatStreamError, endpoints, type AgentTestRunEvent } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/routes.ts';
import { openSse } from '../../http/sse.ts';
import type { AgentsAdminService } from './admin-service.ts';
import type { AgentTrials } from './trials.ts';

/** Admin-only agent management. `changed`: told after every write, before its answer leaves. */
export async function agentsRoutes(app: FastifyInstance, opts: { agents: AgentsAdminService; trials: AgentTrials; changed: () => void }) {
  const { agents, trials } = opts;
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') opts.changed();
  });
  // Model calls on the server's account: counted per admin, after the access check.
  const limited = {
    config: {
      rateLimit: {
        max: AGENT_TRIALS_PER_MINUTE,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `agent-trial:${request.user?.id ?? request.ip}`,
      },
    },
  };

  route(app, endpoints.listProviderConfigs, () => agents.listConfigs());
  route(app, endpoints.createProviderConfig, (request) => agents.createConfig(request.body));
  route(app, endpoints.updateProviderConfig, (request) => agents.updateConfig(request.params.id, request.body));
  route(app, endpoints.activateProviderConfig, (request) => agents.activateConfig(request.params.id, request.body.active));

  route(
    app,
    endpoints.checkAgentConnection,
    (request, reply) => {
      const gone = new AbortController();
      reply.raw.on('close', () => reply.raw.writableFinished || gone.abort());
      return trials.checkConnection(request.body, gone.signal);
    },
    limited,
  );
  route(
    app,
    endpoints.testRunAgent,
    async (request, reply) => {
      const run = await trials.prepareTestRun(request.body);
      const cutWith = { type: 'error', problem: 'provider_error', detail: ChatStreamError.serverRestarting, first_token_ms: null, total_ms: 0 } satisfies AgentTestRunEvent;
      await run(openSse(reply, { cutWith }));
    },
    limited,
  );

  route(app, endpoints.agentFeedback, (request) => agents.feedback(request.params.id));
  route(app, endpoints.listAgentVersions, (request) => agents.listVersions(request.params.id));
  route(app, endpoints.restoreAgentVersion, (request) => agents.restoreVersion(request.params.id, request.params.version));

  route(app, endpoints.listPromptTemplates, () => agents.listTemplates());
  route(app, endpoints.createPromptTemplate, (request) => agents.createTemplate(request.body));
  route(app, endpoints.updatePromptTemplate, (request) => agents.updateTemplate(request.params.id, request.body));
  route(app, endpoints.activatePromptTemplate, (request) => agents.activateTemplate(request.params.id, request.body.active));

  route(app, endpoints.listOutputFormats, () => agents.listFormats());
  route(app, endpoints.createOutputFormat, (request) => agents.createFormat(request.body));
  route(app, endpoints.updateOutputFormat, (request) => agents.updateFormat(request.params.id, request.body));
  route(app, endpoints.activateOutputFormat, (request) => agents.activateFormat(request.params.id, request.body.active));
}
