/**
 * Answers a service keeps and hands out again unchanged (a leaderboard page, while its board and
 * the names on it are unchanged). A kept answer is checked against its procedure's output schema
 * and turned into JSON once, when it is kept, and frozen, so that neither can go stale: the
 * procedure's output check passes it through (trpc/parser) and the REST facade sends its JSON
 * as made (plugins/api). Built per request, the page of 100 entries by score spent a quarter of
 * the server's time in JSON.stringify and a sixteenth in zod's check of it.
 *
 * A reply made of one kept answer alone is also compressed once per coding a client asks for
 * (`encodedReply`), off the event loop, and those bytes go to every client that asks for the same:
 * the page by score (36 kB of JSON) took half the server's time compressing it with brotli per
 * request. The REST facade's reply is the kept JSON itself; tRPC's is its own JSON around it, made
 * by tRPC for each call (the object walk is tRPC's), but compressed once all the same.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { z } from 'zod';
import { chooseEncoding, COMPRESS_THRESHOLD_BYTES, type Encoding } from './encodings';
import { RecentMap } from './recent-map';

interface Kept {
  schema: z.ZodType;
  json: string;
  bytes: number;
  /**
   * By what a reply wraps the kept JSON in: nothing (REST), or tRPC's reply around it, alone or as
   * a batch of one. Keyed by the wrapping only, so a reply's copy of the JSON is not held.
   */
  encoded: RecentMap<string, Partial<Record<Encoding, Promise<Buffer>>>>;
}

/** More replies than the three a kept answer can be sent as: the least recently asked are forgotten. */
const MAX_REPLIES_PER_ANSWER = 4;

/** As the API compresses answers per request (@fastify/compress's defaults): brotli at quality 4, gzip at level 6. */
const compressors: Record<Encoding, (json: string) => Promise<Buffer>> = {
  br: (json) => promisify(zlib.brotliCompress)(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => promisify(zlib.gzip)(json),
};

const keptAnswers = new WeakMap<object, Kept>();

/** The answer as checked by `schema` (which throws for one that fails it), frozen, with its JSON made. */
export function keepAnswer<S extends z.ZodType<object>>(schema: S, answer: z.output<S>): z.output<S> {
  const checked = deepFreeze(schema.parse(answer));
  const json = JSON.stringify(checked);
  keptAnswers.set(checked, {
    schema,
    json,
    bytes: Buffer.byteLength(json),
    encoded: new RecentMap(MAX_REPLIES_PER_ANSWER),
  });
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

const keptReplies = new WeakMap<object, Kept>();

/** Notes that the reply to `request` is `answer` alone, for `encodedReply`, when it is a kept answer. */
export function replyIsAnswer(request: object, answer: unknown): void {
  const kept = typeof answer === 'object' && answer !== null ? keptAnswers.get(answer) : undefined;
  if (kept) keptReplies.set(request, kept);
}

/**
 * The reply to `request`, `body`, in the coding `acceptEncoding` prefers, compressed the first time
 * a client asks for that reply; null unless the reply was noted as a kept answer alone
 * (`replyIsAnswer`) and holds its JSON, for one too short to compress, or for a client that
 * accepts no coding the API offers.
 */
export async function encodedReply(
  request: object,
  body: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding: Encoding; body: Buffer } | null> {
  const kept = keptReplies.get(request);
  // A kept JSON under 1 kB goes plain over REST; tRPC's reply around it, even if that reaches
  // 1 kB, is left to the per-request compression.
  if (!kept || kept.bytes < COMPRESS_THRESHOLD_BYTES) return null;
  // Where the kept JSON sits in the reply: found by its first characters, then compared whole.
  // (Searching a 36 kB reply for the whole JSON took 35 µs; this takes 2.)
  const at = body.indexOf(kept.json.slice(0, 64));
  if (at < 0 || body.slice(at, at + kept.json.length) !== kept.json) return null;
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return null;
  const wrapping = `${body.slice(0, at)}\0${body.slice(at + kept.json.length)}`;
  let encodings = kept.encoded.get(wrapping);
  if (!encodings) kept.encoded.set(wrapping, (encodings = {}));
  let encoded = encodings[encoding];
  if (!encoded) {
    const made = (encoded = encodings[encoding] = compressors[encoding](body));
    // A compression that failed is tried again by the next request, not kept failed.
    made.catch(() => {
      if (encodings[encoding] === made) delete encodings[encoding];
    });
  }
  return { encoding, body: await encoded };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
