import {
  ActivateRequest,
  CreateOutputFormatRequest,
  CreatePromptTemplateRequest,
  CreateProviderConfigRequest,
  UpdateOutputFormatRequest,
  UpdatePromptTemplateRequest,
  UpdateProviderConfigRequest,
} from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors.ts';
import type { AgentsService } from './service.ts';

type IdParams = { Params: { id: string } };

/** Admin-only agent management (spec accounts §7). */
export async function agentsRoutes(app: FastifyInstance, opts: { agents: AgentsService }) {
  const { agents } = opts;
  app.addHook('preHandler', app.requireAdmin);
  const base = '/admin/agents';

  app.get(`${base}/provider-configs`, () => agents.listConfigs());
  app.post(`${base}/provider-configs`, async (request, reply) => {
    const created = await agents.createConfig(parse(CreateProviderConfigRequest, request.body));
    return reply.status(201).send(created);
  });
  app.patch<IdParams>(`${base}/provider-configs/:id`, (request) =>
    agents.updateConfig(request.params.id, parse(UpdateProviderConfigRequest, request.body)),
  );
  app.patch<IdParams>(`${base}/provider-configs/:id/activate`, (request) =>
    agents.activateConfig(request.params.id, parse(ActivateRequest, request.body).active),
  );

  app.get(`${base}/prompt-templates`, () => agents.listTemplates());
  app.post(`${base}/prompt-templates`, async (request, reply) => {
    const created = await agents.createTemplate(parse(CreatePromptTemplateRequest, request.body));
    return reply.status(201).send(created);
  });
  app.patch<IdParams>(`${base}/prompt-templates/:id`, (request) =>
    agents.updateTemplate(request.params.id, parse(UpdatePromptTemplateRequest, request.body)),
  );
  app.patch<IdParams>(`${base}/prompt-templates/:id/activate`, (request) =>
    agents.activateTemplate(request.params.id, parse(ActivateRequest, request.body).active),
  );

  app.get(`${base}/output-formats`, () => agents.listFormats());
  app.post(`${base}/output-formats`, async (request, reply) => {
    const created = await agents.createFormat(parse(CreateOutputFormatRequest, request.body));
    return reply.status(201).send(created);
  });
  app.patch<IdParams>(`${base}/output-formats/:id`, (request) =>
    agents.updateFormat(request.params.id, parse(UpdateOutputFormatRequest, request.body)),
  );
  app.patch<IdParams>(`${base}/output-formats/:id/activate`, (request) =>
    agents.activateFormat(request.params.id, parse(ActivateRequest, request.body).active),
  );
}
