import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerJson, encodedAnswer, isKeptUnder, keepAnswer } from './kept-answers';

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

    it('in the coding the client prefers, made once and sent again as the same bytes', async () => {
      const kept = keepAnswer(pageSchema, long);
      const br = await encodedAnswer(kept, browser);
      expect(br?.encoding).toBe('br');
      expect(brotliDecompressSync(br!.body).toString()).toBe(answerJson(kept));
      expect((await encodedAnswer(kept, 'br'))?.body).toBe(br!.body);
      const gzip = await encodedAnswer(kept, 'gzip');
      expect(gzip?.encoding).toBe('gzip');
      expect(gunzipSync(gzip!.body).toString()).toBe(answerJson(kept));
      expect((await encodedAnswer(kept, browser))?.body).toBe(br!.body);
    });

    it('not for an answer not kept, one under 1 kB, or a client that accepts no coding offered', async () => {
      expect(await encodedAnswer(long, browser)).toBeNull();
      const short = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'Ana' }], total: 1 });
      expect(await encodedAnswer(short, browser)).toBeNull();
      const kept = keepAnswer(pageSchema, long);
      expect(await encodedAnswer(kept, undefined)).toBeNull();
      expect(await encodedAnswer(kept, 'identity')).toBeNull();
    });

    it('by its size in bytes: 500 two-byte letters are 500 characters but over 1 kB', async () => {
      const kept = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'é'.repeat(500) }], total: 1 });
      expect(answerJson(kept).length).toBeLessThan(1024);
      expect((await encodedAnswer(kept, 'gzip'))?.encoding).toBe('gzip');
    });
  });
});
