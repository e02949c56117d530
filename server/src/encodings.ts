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

/** A weight as RFC 9110 §12.4.2 writes one: 0 to 1, at most three decimals. */
const QVALUE = /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/**
 * Each coding an Accept-Encoding header names, by its weight: 1 when none is given. A parameter
 * that is not a weight as the RFC writes one (spaces around `=` forgiven) refuses its coding. As
 * @fastify/compress reads them, a coding named twice weighs the more of the two, and `x-gzip` is
 * gzip.
 */
function weightsOf(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [named = '', param] = part.split(';').map((p) => p.trim().toLowerCase());
    const name = named === 'x-gzip' ? 'gzip' : named;
    const weight = param === undefined ? 1 : Number(QVALUE.exec(param)?.[1] ?? 0);
    weights.set(name, Math.max(weight, weights.get(name) ?? 0));
  }
  return weights;
}

/**
 * The coding to send among those `offered`: the one the client weighs highest (RFC 9110
 * §12.5.3), brotli before gzip when they weigh the same; none when the header accepts neither. A
 * coding the header does not name weighs what `*` does, if it is named; q=0 refuses a coding.
 * `identity` is not weighed: a client that weighs it above gzip still gets gzip. @fastify/compress
 * weighs codings so too (but for `*`, above), so a reply compressed per request and a kept one
 * take the same coding.
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
