import { ChatStreamError, endpoints, type ReworkStreamEvent } from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { openSse } from '../../http/sse.ts';
import { acceptEmptyJsonBodies } from '../../http/lenient-json.ts';
import type { CanvasService, ReworkSink } from './service.ts';

/** PDFs take a moment to draw: a few a minute per user is plenty. */
const PDFS_PER_MINUTE = 10;

export async function canvasRoutes(app: FastifyInstance, opts: { canvas: CanvasService; reworksPerMinute: number }) {
  const { canvas } = opts;
  acceptEmptyJsonBodies(app);
  const perUser = (max: number) => ({
    config: {
      rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip },
    },
  });

  route(app, endpoints.canvasVersions, async (request) => ({ versions: await canvas.versions(currentUser(request).id, request.params.id) }));
  route(app, endpoints.restoreCanvasVersion, (request) => canvas.restore(currentUser(request).id, request.params.id, request.params.version_id));

  route(
    app,
    endpoints.reworkCanvasBlock,
    async (request, reply) => {
      const prepared = await canvas.prepareRework(currentUser(request).id, request.params.id, request.body.block);
      await canvas.streamRework(prepared, openStream(request, reply));
    },
    perUser(opts.reworksPerMinute),
  );

  route(app, endpoints.exportCanvasMarkdown, async (request, reply) => {
    const doc = await canvas.exportable(currentUser(request).id, request.params.id, request.query.version_id);
    await sendFile(reply, endpoints.exportCanvasMarkdown.file, `${doc.fileStem}.md`, doc.markdown);
  });

  route(
    app,
    endpoints.exportCanvasPdf,
    async (request, reply) => {
      const doc = await canvas.exportable(currentUser(request).id, request.params.id, request.query.version_id);
      // pdfkit and its fonts load with the first PDF, not with every server.
      const { canvasPdf } = await import('./pdf.ts');
      const pdf = await canvasPdf({ title: doc.title, markdown: doc.markdown, date: doc.createdAt });
      await sendFile(reply, endpoints.exportCanvasPdf.file, `${doc.fileStem}.pdf`, pdf);
    },
    perUser(PDFS_PER_MINUTE),
  );

  route(app, endpoints.createShareLink, (request) => canvas.createShareLink(currentUser(request).id, request.params.id, request.body));
  route(app, endpoints.listShareLinks, async (request) => ({ links: await canvas.listShareLinks(currentUser(request).id, request.params.id) }));
  route(app, endpoints.revokeShareLink, (request) => canvas.revokeShareLink(currentUser(request).id, request.params.share_id));
  route(app, endpoints.sharedCanvas, async (request, reply) => {
    // The token is the only secret: no shared answer may be kept by a cache or indexed.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    return canvas.sharedCanvas(request.params.token);
  });
  route(app, endpoints.forkSession, (request) => canvas.fork(currentUser(request).id, request.params.id));
}

function sendFile(reply: FastifyReply, type: string, name: string, body: string | Buffer) {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(body);
}

/** The SSE stream, already aborted if the client left while the rework was being checked and charged. */
function openStream(request: FastifyRequest, reply: FastifyReply): ReworkSink {
  const sse = openSse(reply, { cutWith: { type: 'error', detail: ChatStreamError.serverRestarting } satisfies ReworkStreamEvent });
  return request.raw.socket?.destroyed ? { ...sse, signal: AbortSignal.abort() } : sse;
}
