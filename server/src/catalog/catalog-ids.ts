/**
 * Identifiers of the catalog adapter (DESIGN §4: a tvdbId is unique per provider).
 * They are derived from the data itself so that the starter catalog, the importer and a
 * re-import all name the same actor or movie the same way, which makes imports idempotent.
 * The reference dataset has no person ids: an actor's name is its key in this source.
 */
import { createHash } from 'node:crypto';

const hash16 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 16);

const CATALOG_ACTOR_PREFIX = 'ca_';
const CATALOG_MOVIE_PREFIX = 'cm_';

export function catalogActorTvdbId(name: string): string {
  return CATALOG_ACTOR_PREFIX + hash16(name);
}

export function catalogMovieTvdbId(title: string, year: number | null | undefined): string {
  return CATALOG_MOVIE_PREFIX + hash16(`${title}|${year ?? ''}`);
}
