/**
 * Answers a service keeps and hands out again unchanged (a leaderboard page, while its board and
 * the names on it are unchanged). A kept answer is checked against its procedure's output schema
 * and turned into JSON once, when it is kept, and frozen, so that neither can go stale: the
 * procedure's output check passes it through (trpc/parser) and the REST facade sends its JSON
 * as made (plugins/api). Built per request, the page of 100 entries by score spent a quarter of
 * the server's time in JSON.stringify and a sixteenth in zod's check of it.
 *
 * Its JSON is also compressed once per coding a client asks for (`encodedAnswer`), off the event
 * loop, and the REST facade sends those bytes to every client that asks for the same: the page by
 * score (36 kB of JSON) took half the server's time compressing it with brotli per request. Over
 * tRPC a kept answer is only let through the output check: tRPC makes the JSON of its own reply
 * around it, which the API compresses per request.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { z } from 'zod';
import { chooseEncoding, COMPRESS_THRESHOLD_BYTES, type Encoding } from './encodings';

interface Kept {
  schema: z.ZodType;
  json: string;
  bytes: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** As the API compresses answers per request (@fastify/compress's defaults): brotli at quality 4, gzip at level 6. */
const compressors: Record<Encoding, (json: string) => Promise<Buffer>> = {
  br: (json) => promisify(brotliCompress)(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => promisify(gzip)(json),
};

const keptAnswers = new WeakMap<object, Kept>();

/** The answer as checked by `schema` (which throws for one that fails it), frozen, with its JSON made. */
export function keepAnswer<S extends z.ZodType<object>>(schema: S, answer: z.output<S>): z.output<S> {
  const checked = deepFreeze(schema.parse(answer));
  const json = JSON.stringify(checked);
  keptAnswers.set(checked, { schema, json, bytes: Buffer.byteLength(json), encoded: {} });
  return checked;
}

/** Whether `value` is an answer kept after passing this very schema. */
export function isKeptUnder(schema: z.ZodType, value: unknown): boolean {
  return typeof value === 'object' && value !== null && keptAnswers.get(value)?.schema === schema;
}

/** The JSON of an answer: a kept one's as made when it was kept. */
export function answerJson(value: unknown): string {
  const kept = typeof value === 'object' && value !== null ? keptAnswers.get(value) : undefined;
  return kept ? kept.json : JSON.stringify(value);
}

/**
 * A kept answer's JSON in the coding `acceptEncoding` prefers, compressed the first time a client
 * asks for it; null for an answer not kept, one too short to compress, or a client that accepts
 * no coding the API offers.
 */
export async function encodedAnswer(
  value: unknown,
  acceptEncoding: string | undefined,
): Promise<{ encoding: Encoding; body: Buffer } | null> {
  const kept = typeof value === 'object' && value !== null ? keptAnswers.get(value) : undefined;
  if (!kept || kept.bytes < COMPRESS_THRESHOLD_BYTES) return null;
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return null;
  const body = (kept.encoded[encoding] ??= compressors[encoding](kept.json));
  return { encoding, body: await body };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
