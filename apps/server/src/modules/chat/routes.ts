import { ChatMessageRequest, ChatResultsRequest } from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { parse } from '../../http/errors.ts';
import { openSse } from '../../http/sse.ts';
import { acceptEmptyJsonBodies } from './lenient-json.ts';
import type { ChatService, EventSink } from './service.ts';

type TurnParams = { Params: { turn_id: string } };

/** Chat streams and evaluations. Checks that can fail answer JSON before the stream opens. */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService; chatPerMinute: number }) {
  const { chat } = opts;
  acceptEmptyJsonBodies(app);
  app.addHook('preHandler', app.requireUser);
  // Counted per user: the route's preHandler runs after requireUser, so `request.user` is known.
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

  app.post('/chat/message', limited, async (request, reply) => {
    const turn = await chat.prepareTurn(currentUser(request).id, parse(ChatMessageRequest, request.body));
    await chat.streamTurn(turn, openStream(request, reply));
  });

  app.post('/chat/results', limited, async (request, reply) => {
    const body = parse(ChatResultsRequest, request.body);
    const sessionId = await chat.prepareCanvas(currentUser(request).id, body.session_id);
    await chat.streamCanvas(sessionId, openStream(request, reply));
  });

  for (const [path, mark] of [
    ['like', 1],
    ['dislike', -1],
  ] as const) {
    app.post<TurnParams>(`/chat/turn/:turn_id/${path}`, (request) => chat.evaluate(currentUser(request).id, request.params.turn_id, mark, true));
    app.delete<TurnParams>(`/chat/turn/:turn_id/${path}`, (request) => chat.evaluate(currentUser(request).id, request.params.turn_id, mark, false));
  }
}

/** The SSE stream, already aborted if the client left while the turn was being checked and charged. */
function openStream(request: FastifyRequest, reply: FastifyReply): EventSink {
  const sse = openSse(reply);
  return request.raw.socket?.destroyed ? { ...sse, signal: AbortSignal.abort() } : sse;
}
