/**
 * The API: tRPC at /trpc, the REST facade at /api (SPEC §7) with its OpenAPI document and
 * docs. Encapsulated: its cookies and per-request compression serve these routes only.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { COMPRESS_THRESHOLD_BYTES, ENCODINGS } from '../encodings';
import { isDatabaseError } from '../errors';
import { matchesEtag } from '../etags';
import { answerJson, encodedReply, replyIsAnswer } from '../kept-answers';
import { restRoutes } from '../rest';
import { registerRestRoutes } from '../rest/facade';
import { openApiDocument } from '../rest/openapi';
import { contextFactory } from '../trpc/context';
import { callErrorBody } from '../trpc/errors';
import { appRouter, type AppRouter } from '../routers';
import { refuseBusySignIns } from './busy-sign-in';

export const api: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { services } = app;
  await app.register(cookie);
  // A kept answer goes as the JSON made when it was kept (../kept-answers); any other is stringified.
  app.setReplySerializer(answerJson);
  // JSON answers of 1 kB or more, compressed per request, but for a kept answer, compressed once
  // (../kept-answers, below); the client's files are compressed at build.
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/json/,
  });
  // API answers are not reused without asking the server: `no-cache` unless a route chose stricter.
  // An answer with a validator the client already holds goes as 304 with no body: a tRPC call
  // (a search) sets its status through tRPC, which never answers 304 itself.
  app.addHook('onSend', async (req, reply, rawPayload) => {
    const payload = await wholeBody(reply, rawPayload);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
    const etag = reply.getHeader('ETag');
    if (req.method === 'GET' && reply.statusCode === 200 && typeof etag === 'string') {
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        reply.status(304).removeHeader('Content-Encoding').removeHeader('Content-Length');
        return '';
      }
    }
    if (typeof payload === 'string' && reply.statusCode === 200 && !('x-no-compression' in req.headers)) {
      const encoded = await encodedReply(req, payload, req.headers['accept-encoding']);
      if (encoded) {
        reply.header('Content-Encoding', encoded.encoding).header('Vary', withAcceptEncoding(reply.getHeader('Vary')));
        return encoded.body;
      }
    }
    return payload;
  });

  refuseBusySignIns(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(services),
      // A call answered with a kept answer is compressed once, as the facade's (../kept-answers).
      responseMeta({ ctx, data }) {
        const [only] = data;
        if (ctx && data.length === 1 && only && 'result' in only) replyIsAnswer(ctx.req, only.result.data);
        return {};
      },
      onError({ error, path, req }) {
        if (isDatabaseError(error)) app.metrics?.databaseError();
        if (callErrorBody(error).status >= 500) req.log.error({ err: error, path }, 'trpc procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, services, restRoutes);
  const document = openApiDocument(restRoutes, config.branding.productName);
  // Serialised once: a repeat request costs nothing to answer.
  const documentJson = JSON.stringify(document);
  app.get('/api/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(documentJson));
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};

/**
 * tRPC answers a call with a fetch `Response` whose body is a stream, of unknown length, so
 * @fastify/compress compressed every tRPC answer, however short, through a brotli stream made for
 * it: nearly two thirds of a short call's time. A JSON reply tRPC made whole is read back into its
 * text here, with its status and headers, before compression, so tRPC's answers are compressed as
 * the facade's are: from 1 kB. A stream (JSON lines, sent chunked, or server-sent events) is left
 * to Fastify. Fastify and the compression plugin each unwrap a `Response` too, but after this hook.
 */
async function wholeBody(reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof Response)) return payload;
  const json = payload.headers.get('content-type')?.startsWith('application/json');
  if (!json || payload.headers.has('transfer-encoding')) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return payload.text();
}

/** A `Vary` header that adds Accept-Encoding to what it already names (tRPC's replies name two). */
function withAcceptEncoding(vary: unknown): string {
  if (typeof vary !== 'string' || vary === '') return 'accept-encoding';
  const named = vary.split(',').map((name) => name.trim().toLowerCase());
  return named.includes('accept-encoding') ? vary : `${vary}, accept-encoding`;
}
