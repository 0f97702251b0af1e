import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The web client sends `Content-Type: application/json` with no body on some POSTs (likes, new
 * session). Within the plugin that calls this, an empty JSON body reads as `{}` instead of a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalid_json'), undefined);
    }
  });
}
