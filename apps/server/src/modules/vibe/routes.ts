import { endpoints, VibeStreamError, type VibeStreamEvent } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { openSse } from '../../http/sse.ts';
import type { VibeService } from './service.ts';

/** /api/vibe/*: prepare and generate cost a token each; checks that can fail answer JSON first. */
export async function vibeRoutes(app: FastifyInstance, opts: { vibe: VibeService; perMinute: number }) {
  const { vibe } = opts;
  const limited = {
    config: {
      rateLimit: { max: opts.perMinute, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (r: FastifyRequest) => r.user?.id ?? r.ip },
    },
  };

  route(
    app,
    endpoints.vibePrepare,
    async (request, reply) => {
      // A client that leaves before the answer aborts the run, which refunds its token; one gone
      // already (while its request was read and checked) is never heard closing.
      const left = new AbortController();
      if (request.raw.socket?.destroyed) left.abort();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      return vibe.prepare(currentUser(request).id, request.body, left.signal);
    },
    limited,
  );

  route(
    app,
    endpoints.vibeGenerate,
    async (request, reply) => {
      const run = await vibe.startGeneration(currentUser(request).id, request.body);
      const sse = openSse(reply, { cutWith: { meta_info: { event: 'error' }, detail: VibeStreamError.serverRestarting } satisfies VibeStreamEvent });
      await vibe.streamGeneration(run, request.raw.socket?.destroyed ? { ...sse, signal: AbortSignal.abort() } : sse);
    },
    limited,
  );

  route(app, endpoints.vibeSavePrerequisites, (request) => vibe.savePrerequisites(currentUser(request).id, request.body));
  route(app, endpoints.vibeLastPrerequisites, (request) => vibe.lastPrerequisites(currentUser(request).id, request.query.session_id));
  route(app, endpoints.vibeClear, (request) => vibe.clear(currentUser(request).id, request.body.session_id));
  route(app, endpoints.vibeLastPrompt, (request) => vibe.lastPrompt(currentUser(request).id, request.query.session_id));
}
