/**
 * tRPC's streaming batch link (JSON lines) against the API: its answers come as tRPC streams
 * them, chunked, each call's answer as over the plain batch link. The API reads a JSON reply of
 * tRPC's whole before compression (plugins/api); a stream is left to Fastify as tRPC made it.
 */
import { createTRPCClient, httpBatchLink, httpBatchStreamLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/src/routers';
import { startTestApp, type TestApp } from '../support/test-app';

describe("tRPC's streaming batch link", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gets each call of a batch answered as the plain batch link gets it', async () => {
    const ask = (client: ReturnType<typeof createTRPCClient<AppRouter>>) =>
      Promise.all([client.settings.gameSettings.query(), client.catalog.searchActors.query({ query: 'a' })]);
    const streamed = await ask(createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${url}/trpc` })] }));
    const whole = await ask(createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/trpc` })] }));
    expect(streamed).toEqual(whole);
    expect(streamed[1].length).toBeGreaterThan(5);
  });

  it('is answered chunked, as JSON lines, not read whole first', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { query: 'a' } }));
    const res = await fetch(`${url}/trpc/catalog.searchActors?batch=1&input=${input}`, {
      headers: { 'trpc-accept': 'application/jsonl', 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const lines = (await res.text()).trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
