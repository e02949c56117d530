/**
 * Conditional GETs: whether a client's If-None-Match names the answer's ETag. Weak comparison
 * (RFC 9110 §13.1.2), as If-None-Match asks: `W/"x"` and `"x"` match, and so does `*`.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
