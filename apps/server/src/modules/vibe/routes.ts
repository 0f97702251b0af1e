import { VibeGenerateRequest, VibePrepareRequest, VibeSavePrerequisitesRequest, VibeSessionQuery } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { parse } from '../../http/errors.ts';
import { openSse } from '../../http/sse.ts';
import type { VibeService } from './service.ts';

/** /api/vibe/*: prepare and generate cost a token each; checks that can fail answer JSON first. */
export async function vibeRoutes(app: FastifyInstance, opts: { vibe: VibeService; perMinute: number }) {
  const { vibe } = opts;
  app.addHook('preHandler', app.requireUser);
  const limited = {
    config: {
      rateLimit: { max: opts.perMinute, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (r: FastifyRequest) => r.user?.id ?? r.ip },
    },
  };

  app.post('/vibe/prepare', limited, async (request, reply) => {
    const body = parse(VibePrepareRequest, request.body);
    // A client that leaves before the answer aborts the run, which refunds its token.
    const left = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) left.abort();
    });
    return vibe.prepare(currentUser(request).id, body, left.signal);
  });

  app.post('/vibe/generate', limited, async (request, reply) => {
    const run = await vibe.startGeneration(currentUser(request).id, parse(VibeGenerateRequest, request.body));
    const sse = openSse(reply);
    await vibe.streamGeneration(run, request.raw.socket?.destroyed ? { ...sse, signal: AbortSignal.abort() } : sse);
  });

  app.post('/vibe/prerequisites/save', (request) => vibe.savePrerequisites(currentUser(request).id, parse(VibeSavePrerequisitesRequest, request.body)));
  app.get('/vibe/prerequisites/last', (request) => vibe.lastPrerequisites(currentUser(request).id, parse(VibeSessionQuery, request.query).session_id));
  app.get('/vibe/prompt/last', (request) => vibe.lastPrompt(currentUser(request).id, parse(VibeSessionQuery, request.query).session_id));
}
