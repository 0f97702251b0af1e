import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { openSse } from '../../http/sse.ts';
import { acceptEmptyJsonBodies } from './lenient-json.ts';
import type { ChatService, EventSink } from './service.ts';

/** Chat streams and evaluations. Checks that can fail answer JSON before the stream opens. */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService; chatPerMinute: number }) {
  const { chat } = opts;
  acceptEmptyJsonBodies(app);
  // Counted per user: the route's preHandler runs after the access check, so `request.user` is known.
  const limited = {
    config: {
      rateLimit: {
        max: opts.chatPerMinute,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
  };

  route(
    app,
    endpoints.sendMessage,
    async (request, reply) => {
      const turn = await chat.prepareTurn(currentUser(request).id, request.body);
      await chat.streamTurn(turn, openStream(request, reply));
    },
    limited,
  );

  route(
    app,
    endpoints.rebuildCanvas,
    async (request, reply) => {
      const sessionId = await chat.prepareCanvas(currentUser(request).id, request.body.session_id);
      await chat.streamCanvas(sessionId, openStream(request, reply));
    },
    limited,
  );

  const evaluations = [
    [endpoints.like, 1, true],
    [endpoints.clearLike, 1, false],
    [endpoints.dislike, -1, true],
    [endpoints.clearDislike, -1, false],
  ] as const;
  for (const [row, mark, set] of evaluations) {
    route(app, row, (request) => chat.evaluate(currentUser(request).id, request.params.turn_id, mark, set));
  }
}

/** The SSE stream, already aborted if the client left while the turn was being checked and charged. */
function openStream(request: FastifyRequest, reply: FastifyReply): EventSink {
  const sse = openSse(reply);
  return request.raw.socket?.destroyed ? { ...sse, signal: AbortSignal.abort() } : sse;
}
