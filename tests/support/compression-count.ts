/**
 * Counts the API's brotli compression per request (@fastify/compress): at once for a short
 * answer, through a stream for a long one. The plugin takes zlib's functions when it is
 * registered, so the count starts before the app does. A kept answer's bytes, compressed once
 * (server/src/kept-answers), go through neither.
 */
import zlib from 'node:zlib';
import { vi } from 'vitest';

export interface CompressionCount {
  /** Answers compressed with brotli per request since the count began. */
  calls(): number;
  restore(): void;
}

export function countBrotliPerRequest(): CompressionCount {
  const spies = [vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'createBrotliCompress')];
  return {
    calls: () => spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
