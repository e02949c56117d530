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

/** The codings an Accept-Encoding header names, accepted (q above 0) or refused (q=0). */
function namedEncodings(header: string): { accepted: Set<string>; refused: Set<string> } {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) (q && Number(q.slice(2)) === 0 ? refused : accepted).add(name.trim());
  }
  return { accepted, refused };
}

/**
 * The coding to send, brotli before gzip, among those `offered`; none when the header accepts
 * neither. `*` accepts any coding the header does not refuse. The client's order of preference
 * (q-values above 0) is not followed: the server's is, as for the client's files.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: (encoding: Encoding) => boolean = () => true,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const { accepted, refused } = namedEncodings(acceptEncoding);
  const acceptable = (encoding: Encoding) => accepted.has(encoding) || (accepted.has('*') && !refused.has(encoding));
  return ENCODINGS.find((encoding) => offered(encoding) && acceptable(encoding));
}
