/**
 * The content codings the server sends, and which one a request gets: the client's files as the
 * build compressed them (plugins/client-files), and a reply made of a kept answer as compressed
 * once (kept-answers). Any other JSON answer is compressed per request by @fastify/compress, which
 * negotiates by itself (plugins/api): it takes `*` for gzip and honours `x-no-compression`.
 */
export type Encoding = 'br' | 'gzip';

/** The server's order of preference: brotli is smaller for text. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** JSON answers shorter than this go uncompressed: the coding would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Each coding an Accept-Encoding header names, by its weight: its q-value, 1 when none is given. */
function weightsOf(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    // A q-value that is not a number refuses its coding, as @fastify/compress reads it.
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return weights;
}

/**
 * The coding to send among those `offered`: the one the client weighs highest (RFC 9110
 * §12.5.3), brotli before gzip when they weigh the same; none when the header accepts neither. A
 * coding the header does not name weighs what `*` does, if it is named; q=0 refuses a coding.
 * @fastify/compress weighs codings so too (but for `*`, above), so a reply compressed per
 * request and a kept one take the same coding.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: (encoding: Encoding) => boolean = () => true,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = weightsOf(acceptEncoding);
  let chosen: Encoding | undefined;
  let chosenWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > chosenWeight && offered(encoding)) {
      chosen = encoding;
      chosenWeight = weight;
    }
  }
  return chosen;
}
