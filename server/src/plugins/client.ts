/**
 * The client's files (built by Vite into client/dist, held in memory: ./client-files) and the
 * answer to every other path: the app's page for a client route (SPEC §2), a 404 page for any
 * other page path, and a 404 error body for an unknown API path or a method other than GET.
 * Encapsulated; the root's not-found handler is set here because it answers with the app's page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '@cinema/shared';
import { chooseRepresentation, loadClientFiles, matchesEtag, type ClientFile } from './client-files';

/** `clientDist`: the absolute path of the built client. */
export const client: FastifyPluginAsync<{ clientDist: string }> = async (app, { clientDist }) => {
  const files = loadClientFiles(clientDist);
  const page = files.get('/index.html');
  if (!page) files.clear();

  for (const [path, file] of files) {
    app.get(path, (req, reply) => send(req, reply, file, 200));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api') || path.startsWith('/trpc') || req.method !== 'GET') {
      reply.header('Cache-Control', 'no-cache');
      return reply
        .status(404)
        .send({ message: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND', requestId: req.id });
    }
    if (!page) {
      return reply.status(404).type('text/plain').send('The client is not built. Run `npm run build` or `npm start`.');
    }
    // Client routes of SPEC §2; any other page path answers the app with a 404 status.
    return send(req, reply, page, isClientRoute(path) ? 200 : 404);
  });
};

function send(req: FastifyRequest, reply: FastifyReply, file: ClientFile, status: 200 | 404): FastifyReply {
  const chosen = chooseRepresentation(file, req.headers['accept-encoding']);
  reply.header('Content-Type', file.contentType);
  reply.header('Cache-Control', file.cacheControl);
  reply.header('Vary', 'Accept-Encoding');
  if (chosen.encoding) reply.header('Content-Encoding', chosen.encoding);
  if (status === 200) {
    reply.header('ETag', chosen.etag);
    reply.header('Last-Modified', file.lastModified);
    if (notModified(req, chosen.etag, file.lastModified)) return reply.status(304).send();
  }
  return reply.status(status).send(chosen.body);
}

/** A conditional GET the browser's copy satisfies: If-None-Match first, If-Modified-Since without it. */
function notModified(req: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}
