/**
 * The catalog searches' answers. A search's answer depends only on the catalog and the query, and
 * the catalog changes only on import, a film fetched from the movie database or a refresh, each of
 * which moves the index's `revision`. So:
 *
 * - its validator is known before the search runs: a REST client holding a current copy is
 *   answered 304 without searching; a tRPC call is answered in full (tRPC answers its own status)
 *   and the API's hook sends 304 without the body;
 * - its answer is kept per query while the revision holds (../../kept-answers): a repeated query,
 *   as a player's typing and every player's first letters make, is not searched, checked or
 *   compressed again, nor made JSON over REST (tRPC makes its own JSON around it). Answered per
 *   request, brotli alone took 31-42% of a search's time.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CatalogIndex } from '../../catalog/catalog-index';
import type { MovieDatabase } from '../../catalog/movie-database';
import { matchesEtag } from '../../etags';
import { keepAnswer } from '../../kept-answers';
import { KeptByVersion } from '../../kept-by-version';
import type { Context } from '../../trpc/context';

type SearchKind = 'actors' | 'movies';

/** The queries whose answers are kept, per catalog: past this, the least recently asked are dropped. */
const KEPT_QUERIES = 1024;

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
 * One kind of search: how the movie database answers it, the procedure's output schema its
 * answers are checked and kept under, and those answers, per catalog.
 */
export class CatalogSearch<T extends object> {
  private readonly keptByCatalog = new WeakMap<CatalogIndex, KeptByVersion<T[]>>();

  constructor(
    private readonly kind: SearchKind,
    private readonly schema: z.ZodType<T[]>,
    private readonly search: (movieDatabase: MovieDatabase, query: string) => Promise<T[]>,
  ) {}

  /**
   * Answers a search, kept while the catalog holds (frozen: a caller must not change it), with its
   * validator and `no-cache` (stored, but revalidated on every use, so never answered from a cache
   * unchecked: SPEC §7), or 304 when the REST client's copy is current. With TMDB active the
   * answer comes from TMDB, which the revision does not follow: no validator, nothing kept. A
   * batch of tRPC calls shares one answer the validator does not describe, so it gets none; a
   * single tRPC call carries the validator, is answered in full by tRPC (which sets its own
   * status), and is sent as 304 by the API's `onSend` hook (../../plugins/api.ts) when the
   * client's copy is current.
   */
  async answer(ctx: Context, query: string): Promise<T[]> {
    const { movieDatabase, catalog } = ctx.services;
    if (movieDatabase.kind !== 'catalog') return this.search(movieDatabase, query);
    const path = ctx.req.url.split('?')[0] ?? '';
    if (!path.includes(',')) {
      const validator = searchValidator(catalog, this.kind, query);
      ctx.reply.header('ETag', validator).header('Cache-Control', 'no-cache');
      if (path.startsWith('/api/') && matchesEtag(ctx.req.headers['if-none-match'], validator)) {
        ctx.reply.status(304);
        return [];
      }
    }
    let kept = this.keptByCatalog.get(catalog);
    if (!kept) this.keptByCatalog.set(catalog, (kept = new KeptByVersion(KEPT_QUERIES)));
    return kept.get(query, String(catalog.revision), async () =>
      keepAnswer(this.schema, await this.search(movieDatabase, query)),
    );
  }
}
