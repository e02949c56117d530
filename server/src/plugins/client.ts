/**
 * The client's files (built by Vite into client/dist, held in memory: ./client-files) and the
 * answer to every other path: the app's page for a client route (SPEC §2), drawn with today's
 * puzzle (./first-html), a 404 page for any other page path, and a 404 error body for an unknown
 * API path or a method other than GET. Encapsulated; the root's not-found handler is set here
 * because it answers with the app's page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientPaths, isClientRoute, type Branding, type DailyPuzzle, type RecapPageData } from '@cinema/shared';
import { utcDay } from '../clock';
import { todaysPuzzle } from '../routers/settings/daily-actors.handler';
import { matchesEtag } from '../etags';
import { chooseRepresentation, loadClientFiles, type ClientFile } from './client-files';
import { FirstHtml, loadPageRenderer } from './first-html';

/** `clientDist`: the absolute path of the built client; `branding`: the pages' titles name the product. */
export const client: FastifyPluginAsync<{ clientDist: string; branding: Branding }> = async (
  app,
  { clientDist, branding },
) => {
  const files = loadClientFiles(clientDist);
  const template = files.get('/index.html');
  if (!template) files.clear();
  files.delete('/index.html');
  const pages = template
    ? new FirstHtml(template.plain.body.toString('utf8'), await loadPageRenderer(clientDist), branding)
    : null;

  for (const [path, file] of files) {
    app.get(path, (req, reply) => send(req, reply, file, 200));
  }

  /** Today's puzzle, or null when it cannot be read now (the page then loads it itself). */
  const puzzle = async (req: FastifyRequest): Promise<DailyPuzzle | null> => {
    try {
      return await todaysPuzzle(app.services);
    } catch (error) {
      req.log.warn({ err: error }, 'The first HTML is sent without the daily puzzle');
      return null;
    }
  };

  /**
   * The recap's first answers for this visit (yesterday's recap and the settings it is keyed on),
   * or null when they cannot be read now (the page then asks for them itself).
   */
  const recapPage = async (req: FastifyRequest): Promise<RecapPageData | null> => {
    try {
      const [gameSettings, recap] = await Promise.all([app.services.dailyPair.settings(), app.services.recaps.daily()]);
      return { gameSettings, recap };
    } catch (error) {
      req.log.warn({ err: error }, 'The recap is sent without its answers');
      return null;
    }
  };

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api') || path.startsWith('/trpc') || req.method !== 'GET') {
      reply.header('Cache-Control', 'no-cache');
      return reply
        .status(404)
        .send({ message: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND', requestId: req.id });
    }
    if (!pages) {
      return reply.status(404).type('text/plain').send('The client is not built. Run `npm run build` or `npm start`.');
    }
    // Client routes of SPEC §2; any other page path answers the app with a 404 status.
    const [today, recap] = await Promise.all([puzzle(req), path === clientPaths.dailyRecap ? recapPage(req) : null]);
    const page = pages.page(path, today, utcDay(app.services.clock.now()), Date.now(), recap);
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
    // A drawn page has no date to go by: only its ETag (today's day and bytes) confirms a copy.
    if (file.lastModified) reply.header('Last-Modified', file.lastModified);
    if (notModified(req, chosen.etag, file.lastModified)) return reply.status(304).send();
  }
  return reply.status(status).send(chosen.body);
}

/** A conditional GET the browser's copy satisfies: If-None-Match first, If-Modified-Since without it. */
function notModified(req: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return lastModified !== '' && Number.isFinite(since) && Date.parse(lastModified) <= since;
}
