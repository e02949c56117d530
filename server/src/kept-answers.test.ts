import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerJson, encodedReply, isKeptUnder, keepAnswer, replyIsAnswer } from './kept-answers';

const pageSchema = z.object({
  entries: z.array(z.object({ id: z.number(), name: z.string().nullable() })),
  total: z.number(),
});

describe('kept answers', () => {
  it('are kept as the schema checks them: keys it does not name left out', () => {
    const kept = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'Ana', key: 'secret' }], total: 1 } as never);
    expect(kept).toEqual({ entries: [{ id: 1, name: 'Ana' }], total: 1 });
    expect(answerJson(kept)).toBe('{"entries":[{"id":1,"name":"Ana"}],"total":1}');
  });

  it('are refused when they fail the schema, and nothing is kept', () => {
    const bad = { entries: [{ id: 'one', name: 'Ana' }], total: 1 } as never;
    expect(() => keepAnswer(pageSchema, bad)).toThrow();
    expect(isKeptUnder(pageSchema, bad)).toBe(false);
  });

  it('are frozen through and through, so the JSON made when kept stays true', () => {
    const kept = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'Ana' }], total: 1 });
    expect(() => {
      (kept.entries[0] as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => (kept.entries as unknown[]).push({ id: 2, name: 'Bo' })).toThrow(TypeError);
    expect(answerJson(kept)).toBe('{"entries":[{"id":1,"name":"Ana"}],"total":1}');
  });

  it('answer their JSON as made when kept; any other value is stringified as it is now', () => {
    const kept = keepAnswer(pageSchema, { entries: [], total: 0 });
    const notKept = { entries: [] as unknown[], total: 0 };
    notKept.total = 3;
    expect(answerJson(kept)).toBe('{"entries":[],"total":0}');
    expect(answerJson(notKept)).toBe('{"entries":[],"total":3}');
    expect(answerJson({ message: 'Game 9 not found', code: 'NOT_FOUND' })).toBe(
      '{"message":"Game 9 not found","code":"NOT_FOUND"}',
    );
  });

  it('pass unchecked only under the schema that checked them', () => {
    const kept = keepAnswer(pageSchema, { entries: [], total: 0 });
    const otherSchema = z.object({ total: z.number() });
    expect(isKeptUnder(pageSchema, kept)).toBe(true);
    expect(isKeptUnder(otherSchema, kept)).toBe(false);
    expect(isKeptUnder(pageSchema, { entries: [], total: 0 })).toBe(false);
    expect(isKeptUnder(pageSchema, null)).toBe(false);
  });

  describe('compressed', () => {
    // 40 entries of 31 bytes and more: over the 1 kB below which no answer is compressed.
    const long = { entries: Array.from({ length: 40 }, (_, id) => ({ id, name: `Player ${id}` })), total: 40 };
    const browser = 'gzip, deflate, br, zstd';
    /** A request whose reply is `answer` alone, as the REST facade and the tRPC calls note it. */
    const requestFor = (answer: unknown) => {
      const request = {};
      replyIsAnswer(request, answer);
      return request;
    };

    it('in the coding the client prefers, made once and sent again as the same bytes', async () => {
      const kept = keepAnswer(pageSchema, long);
      const json = answerJson(kept);
      const br = await encodedReply(requestFor(kept), json, browser);
      expect(br?.encoding).toBe('br');
      expect(brotliDecompressSync(br!.body).toString()).toBe(json);
      expect((await encodedReply(requestFor(kept), json, 'br'))?.body).toBe(br!.body);
      const gzip = await encodedReply(requestFor(kept), json, 'gzip');
      expect(gzip?.encoding).toBe('gzip');
      expect(gunzipSync(gzip!.body).toString()).toBe(json);
      expect((await encodedReply(requestFor(kept), json, browser))?.body).toBe(br!.body);
    });

    it("as each reply made of it: tRPC's around the kept JSON has bytes of its own, made once", async () => {
      const kept = keepAnswer(pageSchema, long);
      const json = answerJson(kept);
      const batch = `[{"result":{"data":${json}}}]`;
      const fromRest = await encodedReply(requestFor(kept), json, 'br');
      const fromTrpc = await encodedReply(requestFor(kept), batch, 'br');
      expect(brotliDecompressSync(fromTrpc!.body).toString()).toBe(batch);
      expect(brotliDecompressSync(fromRest!.body).toString()).toBe(json);
      // The same reply made anew by tRPC for the next call: an equal string, not the same one.
      const again = await encodedReply(requestFor(kept), `[{"result":{"data":${answerJson(kept)}}}]`, 'br');
      expect(again?.body).toBe(fromTrpc!.body);
    });

    it('forgets the reply of an answer asked least recently past four, and makes it again when asked', async () => {
      const kept = keepAnswer(pageSchema, long);
      const replies = [1, 2, 3, 4, 5].map((n) => `[{"result":{"data":${answerJson(kept)}}}${',0'.repeat(n)}]`);
      const made = [];
      for (const reply of replies) made.push((await encodedReply(requestFor(kept), reply, 'gzip'))!.body);
      // Five replies: the first is forgotten; asked for again, it is made anew and the second goes.
      const oldest = await encodedReply(requestFor(kept), replies[0]!, 'gzip');
      expect(oldest?.body).not.toBe(made[0]);
      expect(gunzipSync(oldest!.body).toString()).toBe(replies[0]);
      for (const n of [2, 3, 4])
        expect((await encodedReply(requestFor(kept), replies[n]!, 'gzip'))?.body).toBe(made[n]);
      expect((await encodedReply(requestFor(kept), replies[1]!, 'gzip'))?.body).not.toBe(made[1]);
    });

    it('not for a reply that does not hold the kept JSON it was noted with', async () => {
      const kept = keepAnswer(pageSchema, long);
      const other = JSON.stringify({ ...long, total: 41 });
      expect(await encodedReply(requestFor(kept), `[{"result":{"data":${other}}}]`, 'br')).toBeNull();
    });

    it('not for a reply not noted as a kept answer, one under 1 kB, or a client that accepts no coding offered', async () => {
      expect(await encodedReply(requestFor(long), JSON.stringify(long), browser)).toBeNull();
      expect(await encodedReply({}, JSON.stringify(long), browser)).toBeNull();
      const short = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'Ana' }], total: 1 });
      expect(await encodedReply(requestFor(short), answerJson(short), browser)).toBeNull();
      const kept = keepAnswer(pageSchema, long);
      expect(await encodedReply(requestFor(kept), answerJson(kept), undefined)).toBeNull();
      expect(await encodedReply(requestFor(kept), answerJson(kept), 'identity')).toBeNull();
    });

    it('from 1 kB: a JSON of 1,024 bytes is compressed, one of 1,023 is not', async () => {
      // {"entries":[{"id":1,"name":""}],"total":1} is 42 bytes before the name's letters.
      const ofBytes = (bytes: number) =>
        keepAnswer(pageSchema, { entries: [{ id: 1, name: 'x'.repeat(bytes - 42) }], total: 1 });
      const [atThreshold, under] = [ofBytes(1024), ofBytes(1023)];
      expect([answerJson(atThreshold).length, answerJson(under).length]).toEqual([1024, 1023]);
      expect((await encodedReply(requestFor(atThreshold), answerJson(atThreshold), 'gzip'))?.encoding).toBe('gzip');
      expect(await encodedReply(requestFor(under), answerJson(under), 'gzip')).toBeNull();
    });

    it('again by the next request when a compression failed, not kept failed', async () => {
      const kept = keepAnswer(pageSchema, long);
      const json = answerJson(kept);
      const failOnce = ((_input: string, done: (error: Error) => void) =>
        done(new Error('gzip failed'))) as typeof zlib.gzip;
      const gzip = vi.spyOn(zlib, 'gzip').mockImplementationOnce(failOnce);
      try {
        await expect(encodedReply(requestFor(kept), json, 'gzip')).rejects.toThrow('gzip failed');
        const again = await encodedReply(requestFor(kept), json, 'gzip');
        expect(gunzipSync(again!.body).toString()).toBe(json);
        expect((await encodedReply(requestFor(kept), json, 'gzip'))?.body).toBe(again!.body);
        expect(gzip).toHaveBeenCalledTimes(2);
      } finally {
        gzip.mockRestore();
      }
    });

    it('by its size in bytes: 500 two-byte letters are 500 characters but over 1 kB', async () => {
      const kept = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'é'.repeat(500) }], total: 1 });
      expect(answerJson(kept).length).toBeLessThan(1024);
      expect((await encodedReply(requestFor(kept), answerJson(kept), 'gzip'))?.encoding).toBe('gzip');
    });
  });
});
