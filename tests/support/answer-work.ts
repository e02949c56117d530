/**
 * What the server did to make an answer, to tell a kept answer (server/src/kept-answers) from one
 * made for the request: the objects it turned into JSON, and its compression per request.
 */
import zlib from 'node:zlib';
import { vi } from 'vitest';

/** Runs `request`, and the objects with an own property `key` (a page's `entries`) that JSON.stringify was given meanwhile. */
export async function stringifiedDuring<T>(key: string, request: () => Promise<T>): Promise<[T, unknown[]]> {
  const stringify = vi.spyOn(JSON, 'stringify');
  try {
    const answer = await request();
    const values = stringify.mock.calls.map(([value]) => value as unknown);
    return [answer, values.filter((value) => typeof value === 'object' && value !== null && Object.hasOwn(value, key))];
  } finally {
    stringify.mockRestore();
  }
}

/**
 * Counts the API's compression per request (@fastify/compress), brotli and gzip: at once for a
 * short answer, through a stream for a long one. The plugin takes zlib's functions when it is
 * registered, so the count starts before the app does. A kept answer's bytes, compressed once,
 * go through none of them.
 */
export interface CompressionCount {
  /** Answers compressed per request since the count began. */
  calls(): number;
  restore(): void;
}

export function countCompressionPerRequest(): CompressionCount {
  const spies = [
    vi.spyOn(zlib, 'brotliCompressSync'),
    vi.spyOn(zlib, 'createBrotliCompress'),
    vi.spyOn(zlib, 'gzipSync'),
    vi.spyOn(zlib, 'createGzip'),
  ];
  return {
    calls: () => spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
