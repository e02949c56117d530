/**
 * Every error that reaches Fastify (a bad body, a refused content type, a thrown error of a
 * route) answers `{ message, code, details?, requestId }` (DESIGN §10); a 5xx never shows its
 * internals.
 * Visible to the parent: the handler is the app's, inherited by every plugin registered after it.
 */
import { errorAnswer, isDatabaseError } from '../errors';
import { visibleToParent } from './visible-to-parent';

export const errorAnswers = visibleToParent('error-answers', async (app) => {
  app.setErrorHandler((error, req, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({
        message: error instanceof Error ? error.message : 'Bad request',
        code: status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST',
        requestId: req.id,
      });
    }
    const { status: mapped, body } = errorAnswer(error, req.id);
    if (isDatabaseError(error)) req.server.metrics?.databaseError();
    if (mapped >= 500) req.log.error({ err: error }, 'request failed');
    return reply.status(mapped).send(body);
  });
});
