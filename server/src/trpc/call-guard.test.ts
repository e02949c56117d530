/** The tRPC call check: calls sent as another media type than JSON are refused with 415, not read. */
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardMediaTypes, guardTrpcCalls, unsupportedMediaTypeMessage } from './call-guard';

const t = initTRPC.create();
let ran = 0;
const router = t.router({ ping: t.procedure.mutation(() => ++ran) });
const app = Fastify();

beforeAll(async () => {
  guardMediaTypes(app, { prefixes: ['/trpc'] });
  guardTrpcCalls(app, { prefix: '/trpc', router });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
  await app.ready();
});
afterAll(() => app.close());

describe('guardMediaTypes', () => {
  // Found by the fuzz suite: multipart/form-data reached tRPC's form reader and answered 500.
  it.each(['multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded'])(
    'refuses a POST sent as %s with 415 and runs nothing',
    async (contentType) => {
      const res = await app.inject({
        method: 'POST',
        url: '/trpc/ping',
        headers: { 'content-type': contentType },
        payload: '{}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: unsupportedMediaTypeMessage,
        code: 'BAD_REQUEST',
        requestId: res.json().requestId,
      });
      expect(ran).toBe(0);
    },
  );

  it('runs a POST sent as JSON, charset or not', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const res = await app.inject({
        method: 'POST',
        url: '/trpc/ping',
        headers: { 'content-type': contentType },
        payload: '{}',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(ran).toBe(2);
  });
});
