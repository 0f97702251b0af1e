import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** What the web app needs to know about the server's set-up; nothing secret. */
export const PublicConfig = z.object({
  google_client_id: z.nullable(z.string()),
  support_email: z.string(),
  analytics: z.discriminatedUnion('tool', [
    z.object({ tool: z.literal('none') }),
    z.object({ tool: z.literal('plausible'), domain: z.string(), script_url: z.string() }),
    z.object({ tool: z.literal('ga4'), measurement_id: z.string() }),
  ]),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', summary: 'Liveness: the process answers', access: 'public', status: 200, response: HealthResponse, errors: [] }),
  ready: endpoint({ method: 'GET', path: '/api/health/ready', summary: 'Readiness: the server can reach its database', access: 'public', status: 200, response: HealthResponse, errors: ['database_unavailable'] }),
  publicConfig: endpoint({ method: 'GET', path: '/api/config', summary: "The server's public set-up", access: 'public', status: 200, response: PublicConfig, errors: [] }),
};
