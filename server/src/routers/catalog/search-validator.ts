/**
 * Validators for the catalog searches. A search's answer depends only on the catalog and the
 * query, and the catalog changes only on import, a film fetched from the movie database or a
 * refresh, each of which moves the index's `revision`. So the validator is known before the
 * search runs: a REST client holding a current copy is answered 304 without searching; a tRPC
 * call searches (tRPC answers its own status) and the API's hook sends 304 without the body.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { CatalogIndex } from '../../catalog/catalog-index';
import { matchesEtag } from '../../etags';
import type { Context } from '../../trpc/context';

export type SearchKind = 'actors' | 'movies';

// Revisions count from 0 in each process: an index's own id keeps another instance's (or a
// restarted one's) revision from ever matching a copy it did not produce.
const indexIds = new WeakMap<CatalogIndex, string>();
function idOf(catalog: CatalogIndex): string {
  let id = indexIds.get(catalog);
  if (!id) indexIds.set(catalog, (id = randomUUID().slice(0, 8)));
  return id;
}

/** A weak validator: equal answers, not equal bytes (compression may differ). */
function searchValidator(catalog: CatalogIndex, kind: SearchKind, query: string): string {
  const queryHash = createHash('sha1').update(query).digest('base64url').slice(0, 16);
  return `W/"catalog-${idOf(catalog)}.${catalog.revision}-${kind}-${queryHash}"`;
}

/**
 * Answers a search with its validator and `no-cache` (stored, but revalidated on every use, so
 * never answered from a cache unchecked: SPEC §7), or 304 when the REST client's copy is current.
 * With TMDB active the answer comes from TMDB, which the revision does not follow: no validator.
 * A batch of tRPC calls shares one answer the validator does not describe, so it gets none; a
 * single tRPC call carries the validator, searches (tRPC sets its own status) and is answered 304
 * by the API's `onSend` hook (../../plugins/api.ts) when the client's copy is current.
 */
export function answerSearch<T>(ctx: Context, kind: SearchKind, query: string, search: () => T[] | Promise<T[]>) {
  const path = ctx.req.url.split('?')[0] ?? '';
  if (ctx.services.movieDatabase.kind !== 'catalog' || path.includes(',')) return search();
  const validator = searchValidator(ctx.services.catalog, kind, query);
  ctx.reply.header('ETag', validator).header('Cache-Control', 'no-cache');
  if (path.startsWith('/api/') && matchesEtag(ctx.req.headers['if-none-match'], validator)) {
    ctx.reply.status(304);
    return [];
  }
  return search();
}
