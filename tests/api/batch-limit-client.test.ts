/**
 * tRPC's own client meets the batch limit (DESIGN §10): a client whose batch link allows more
 * than the server's 10 calls gets, for each call of a refused batch, the server's message and
 * PAYLOAD_TOO_LARGE, not a response it cannot read.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/src/routers';
import { startTestApp, type TestApp } from '../support/test-app';

describe("a batch over the limit, through tRPC's client", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

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
