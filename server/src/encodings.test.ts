import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './encodings';

describe('chooseEncoding', () => {
  it("takes brotli from a browser's header, else gzip", () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });

  it('leaves out a coding refused with q=0, and takes any for *', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br; q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });

  it("follows the client's weights, and the server's order between codings weighed alike", () => {
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0.2, *')).toBe('gzip');
    expect(chooseEncoding('gzip, *;q=0.1')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(chooseEncoding('gzip;q=0.3, br;q=0.7, *;q=0.9')).toBe('br');
  });

  it('reads weights as RFC 9110 writes them, and as @fastify/compress reads the rest', () => {
    expect(chooseEncoding('gzip;q=1, br; q = 0.5')).toBe('gzip');
    expect(chooseEncoding('br; q = 0, gzip;q=0.001')).toBe('gzip');
    // Not a weight (a word, hexadecimal, four decimals, over 1, another parameter): refused.
    for (const refused of ['half', '0x1', '0.5000', '1.5', '']) {
      expect(chooseEncoding(`br;q=${refused}, gzip;q=0.1`)).toBe('gzip');
    }
    expect(chooseEncoding('br;level=5, gzip;q=0.5')).toBe('gzip');
    // Named twice, a coding weighs the more of the two; x-gzip is gzip.
    expect(chooseEncoding('br, br;q=0')).toBe('br');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
  });

  it('sends none when the header is missing or names no coding offered', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
  });

  it('chooses among the codings offered only', () => {
    expect(chooseEncoding('br, gzip', (encoding) => encoding === 'gzip')).toBe('gzip');
    expect(chooseEncoding('br', (encoding) => encoding === 'gzip')).toBeUndefined();
    expect(chooseEncoding('br;q=1, gzip;q=0.5', (encoding) => encoding === 'gzip')).toBe('gzip');
  });
});
