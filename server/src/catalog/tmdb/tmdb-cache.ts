/**
 * Read-through cache of TMDB answers (DESIGN §4): what TMDB tells us is written through the
 * catalog store (source "tmdb", tvdbId = TMDB's numeric id) and added to the in-memory index, so games,
 * leaderboards and profiles refer to local rows, and a repeated question is answered locally.
 */
import { actorSlug, TMDB_IMAGE_SIZE } from '@cinema/shared';
import type { CatalogActor, CatalogMovie } from '../catalog-entities';
import type { CatalogIndex } from '../catalog-index';
import type { CatalogStore, CreditValues } from '../catalog-store';
import { yearOf, type TmdbMovie, type TmdbPerson } from './tmdb-responses';

export class TmdbCache {
  constructor(
    private readonly store: CatalogStore,
    private readonly catalog: CatalogIndex,
    private readonly imageBaseUrl: string,
  ) {}

  /** Stores the people (new ones only) and answers them as local actors, in the same order. */
  async savePeople(people: readonly TmdbPerson[]): Promise<CatalogActor[]> {
    const values = dedupe(people).map((p) => ({
      tvdbId: String(p.id),
      name: p.name,
      slug: actorSlug(p.name),
      imageUrl: this.image(p.profile_path),
    }));
    const missing = values.filter((v) => !this.catalog.actorByTvdbId(v.tvdbId));
    if (missing.length > 0) {
      const ids = await this.store.transaction(async (store) => {
        await store.insertActors(missing, 'tmdb');
        return store.idsOf(
          'actors',
          missing.map((v) => v.tvdbId),
        );
      });
      for (const v of missing) this.catalog.upsertActor({ ...v, id: ids.get(v.tvdbId)!, source: 'tmdb' });
    }
    return people.map((p) => this.catalog.actorByTvdbId(String(p.id))!);
  }

  /** Stores the movies (new ones, or their changed facts) and answers them as local movies. */
  async saveMovies(movies: readonly TmdbMovie[]): Promise<CatalogMovie[]> {
    const values = dedupe(movies).map((m) => ({
      tvdbId: String(m.id),
      title: m.title,
      year: yearOf(m.release_date),
      imageUrl: this.image(m.poster_path),
    }));
    const changed = values.filter((v) => {
      const known = this.catalog.movieByTvdbId(v.tvdbId);
      return !known || known.title !== v.title || known.year !== v.year || known.imageUrl !== v.imageUrl;
    });
    if (changed.length > 0) {
      const ids = await this.store.transaction(async (store) => {
        await store.upsertMovies(changed, 'tmdb');
        return store.idsOf(
          'movies',
          changed.map((v) => v.tvdbId),
        );
      });
      for (const v of changed) this.catalog.upsertMovie({ ...v, id: ids.get(v.tvdbId)!, source: 'tmdb' });
    }
    return movies.map((m) => this.catalog.movieByTvdbId(String(m.id))!);
  }

  /** Stores credits not known yet (TMDB's `order` 0 is billing 1). */
  async saveCredits(credits: readonly CreditValues[]): Promise<void> {
    const fresh = credits.filter((c) => !this.catalog.hasCredit(c.actorId, c.movieId));
    if (fresh.length === 0) return;
    await this.store.transaction((store) => store.insertCredits(fresh));
    for (const credit of fresh) this.catalog.addCredit(credit);
  }

  private image(path: string | null | undefined): string | null {
    return path ? `${this.imageBaseUrl}/${TMDB_IMAGE_SIZE}${path}` : null;
  }
}

function dedupe<T extends { id: number }>(items: readonly T[]): T[] {
  return [...new Map(items.map((i) => [i.id, i])).values()];
}
