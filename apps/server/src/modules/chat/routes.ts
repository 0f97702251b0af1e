import { ChatStreamError, endpoints, type ChatStreamEvent } from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { openSse } from '../../http/sse.ts';
import { acceptEmptyJsonBodies } from '../../http/lenient-json.ts';
import type { ChatService } from './service.ts';
import type { EventSink } from './stream-hub.ts';

/** What a shutdown cuts a chat stream with. */
const CUT = { type: 'error', detail: ChatStreamError.serverRestarting } satisfies ChatStreamEvent;

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

  /** Relays a kept stream with event ids; the client leaving ends only the relay. */
  async function relay(reply: FastifyReply, key: string, from: number) {
    const sse = openSse(reply, { reader: true });
    for await (const { id, event } of chat.follow(key, from, sse.signal)) sse.send(event, id);
    sse.end();
  }

  route(
    app,
    endpoints.sendMessage,
    async (request, reply) => {
      const turn = await chat.prepareTurn(currentUser(request).id, request.body);
      await relay(reply, await chat.startTurn(turn), 0);
    },
    limited,
  );

  route(app, endpoints.followTurn, async (request, reply) => {
    const attached = await chat.attach(currentUser(request).id, request.params.turn_id);
    if ('key' in attached) return relay(reply, attached.key, firstWanted(request.headers['last-event-id'], request.query.from));
    const sse = openSse(reply, { cutWith: CUT });
    sse.send(attached.last);
    sse.end();
  });

  route(
    app,
    endpoints.regenerateTurn,
    async (request, reply) => {
      const turn = await chat.prepareAlternative(currentUser(request).id, request.params.turn_id);
      await relay(reply, await chat.startTurn(turn), 0);
    },
    limited,
  );

  route(
    app,
    endpoints.editTurn,
    async (request, reply) => {
      const turn = await chat.prepareAlternative(currentUser(request).id, request.params.turn_id, request.body.message);
      await relay(reply, await chat.startTurn(turn), 0);
    },
    limited,
  );

  route(app, endpoints.sessionHistory, (request) => chat.history(currentUser(request).id, request.params.id));

  route(app, endpoints.stopTurn, (request) => chat.stop(currentUser(request).id, request.params.turn_id));

  route(
    app,
    endpoints.rebuildCanvas,
    async (request, reply) => {
      const canvas = await chat.openCanvas(currentUser(request).id, request.body.session_id);
      if ('key' in canvas) return relay(reply, canvas.key, 0);
      await canvas.replay(openStream(request, reply));
    },
    limited,
  );

  const evaluations = [
    [endpoints.like, 1, true],
    [endpoints.clearLike, 1, false],
    [endpoints.clearDislike, -1, false],
  ] as const;
  for (const [row, mark, set] of evaluations) {
    route(app, row, (request) => chat.evaluate(currentUser(request).id, request.params.turn_id, mark, set));
  }
  route(app, endpoints.dislike, (request) => chat.evaluate(currentUser(request).id, request.params.turn_id, -1, true, request.body));
}

/** `Last-Event-ID` is the last event received, so the stream goes on after it; else `from`, else the start. */
function firstWanted(lastEventId: string | string[] | undefined, from: number | undefined): number {
  const last = Number(Array.isArray(lastEventId) ? lastEventId[0] : lastEventId);
  if (lastEventId !== undefined && Number.isSafeInteger(last) && last >= 0) return last + 1;
  return from ?? 0;
}

/** The SSE stream, already aborted if the client left while the turn was being checked and charged. */
function openStream(request: FastifyRequest, reply: FastifyReply): EventSink {
  const sse = openSse(reply, { cutWith: CUT });
  return request.raw.socket?.destroyed ? { ...sse, signal: AbortSignal.abort() } : sse;
}
