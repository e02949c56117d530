/**
 * tRPC's own client against the API, listening. It meets the batch limit (DESIGN §10): a client
 * whose batch link allows more than the server's 10 calls gets, for each call of a refused batch,
 * the server's message and PAYLOAD_TOO_LARGE, not a response it cannot read. Its streaming batch
 * link (JSON lines) is answered as tRPC streams it: the API reads a JSON reply of tRPC's whole
 * before compression (plugins/api), but leaves a stream to Fastify as tRPC made it.
 */
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/src/routers';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp('sqlite');
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe("a batch over the limit, through tRPC's client", () => {
  it('rejects each of its 11 calls with PAYLOAD_TOO_LARGE and the server message', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/trpc`, maxItems: 11 })] });
    const outcomes = await Promise.allSettled(Array.from({ length: 11 }, () => client.settings.gameSettings.query()));
    const errors = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as TRPCClientError<AppRouter>) : null));
    console.log(`batch of 11 through @trpc/client: "${errors[0]?.message}" (${errors[0]?.data?.code ?? 'no code'})`);
    for (const error of errors) {
      expect(error).toBeInstanceOf(TRPCClientError);
      expect(error!.message).toBe('A batch may carry at most 10 calls; this one carries 11');
      expect(error!.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
    }
  });

  it("answers a batch of 10 calls, the most the game's client link sends at once", async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/trpc`, maxItems: 10 })] });
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.settings.gameSettings.query()));
    expect(answers).toHaveLength(10);
  });
});

describe("tRPC's streaming batch link", () => {
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
