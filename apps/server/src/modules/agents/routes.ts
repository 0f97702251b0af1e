import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/routes.ts';
import type { AgentsService } from './service.ts';

/** Admin-only agent management. */
export async function agentsRoutes(app: FastifyInstance, opts: { agents: AgentsService }) {
  const { agents } = opts;

  route(app, endpoints.listProviderConfigs, () => agents.listConfigs());
  route(app, endpoints.createProviderConfig, (request) => agents.createConfig(request.body));
  route(app, endpoints.updateProviderConfig, (request) => agents.updateConfig(request.params.id, request.body));
  route(app, endpoints.activateProviderConfig, (request) => agents.activateConfig(request.params.id, request.body.active));

  route(app, endpoints.listPromptTemplates, () => agents.listTemplates());
  route(app, endpoints.createPromptTemplate, (request) => agents.createTemplate(request.body));
  route(app, endpoints.updatePromptTemplate, (request) => agents.updateTemplate(request.params.id, request.body));
  route(app, endpoints.activatePromptTemplate, (request) => agents.activateTemplate(request.params.id, request.body.active));

  route(app, endpoints.listOutputFormats, () => agents.listFormats());
  route(app, endpoints.createOutputFormat, (request) => agents.createFormat(request.body));
  route(app, endpoints.updateOutputFormat, (request) => agents.updateFormat(request.params.id, request.body));
  route(app, endpoints.activateOutputFormat, (request) => agents.activateFormat(request.params.id, request.body.active));
}
