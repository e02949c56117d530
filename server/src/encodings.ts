/**
 * The content codings the server sends, and which one a request gets: the client's files as the
 * build compressed them (plugins/client-files), the API's JSON as compressed per request
 * (plugins/api) or once with a kept answer (kept-answers).
 */
export type Encoding = 'br' | 'gzip';

/** The server's order of preference: brotli is smaller for text. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** JSON answers shorter than this go uncompressed: the coding would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The codings an Accept-Encoding header accepts (q above 0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/** The coding to send, brotli before gzip, among those `offered`; none when the header accepts neither. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: (encoding: Encoding) => boolean = () => true,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  return ENCODINGS.find((encoding) => offered(encoding) && (accepted.has(encoding) || accepted.has('*')));
}
