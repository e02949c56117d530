/**
 * Admin mutations refuse cross-site requests (DESIGN §9): on top of the SameSite=Strict cookie,
 * a browser's Origin (or Sec-Fetch-Site) must name this site. Requests without either header
 * are not from a browser page and carry no ambient cookie risk.
 */
import type { FastifyRequest } from 'fastify';

export function isCrossSite(req: FastifyRequest): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    // Scheme, host and port, through the URL parser on both sides, so "localhost:80" and
    // "localhost" over http agree and https://this-host is another origin than http://this-host.
    return new URL(origin).origin !== new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    // "null" (sandboxed frames, redirects) and anything unparsable.
    return true;
  }
}
