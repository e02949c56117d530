/**
 * The client's files (built by Vite into client/dist) and the answer to every other path: the
 * app's page for a client route (SPEC §2), a 404 page for any other page path, and a 404 error
 * body for an unknown API path or a method other than GET. Encapsulated: the root's not-found
 * handler is set here because it answers with the static files' `sendFile`.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isClientRoute } from '@cinema/shared';

/** `clientDist`: the absolute path of the built client. */
export const client: FastifyPluginAsync<{ clientDist: string }> = async (app, { clientDist }) => {
  const hasClient = existsSync(join(clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      index: false,
      // Sends the `.br`/`.gz` written beside each file at build when the browser accepts it.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, path) => {
        // Files under assets/ carry a content hash in their name: a new build gives new names.
        const hashed = path.startsWith(join(clientDist, 'assets') + sep);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
      // Source maps stay on the machine (for an error tracker), never served: they expose the whole source.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api') || path.startsWith('/trpc') || req.method !== 'GET') {
      reply.header('Cache-Control', 'no-cache');
      return reply
        .status(404)
        .send({ message: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND', requestId: req.id });
    }
    if (!hasClient) {
      return reply.status(404).type('text/plain').send('The client is not built. Run `npm run build` or `npm start`.');
    }
    // Client routes of SPEC §2; any other page path answers the app with a 404 status.
    const known = isClientRoute(path);
    reply.header('Cache-Control', 'no-cache');
    return reply.status(known ? 200 : 404).sendFile('index.html');
  });
};
