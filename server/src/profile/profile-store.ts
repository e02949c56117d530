/**
 * The profile's reads: the actor by slug (idx_actors_slug; ignoring case too when no slug matches
 * exactly), the actor's films (uq_credits_actor_movie), the actor's links in completed, visible
 * games (idx_chain_links_actor and idx_chain_links_next_actor, joined to games by id),
 * the challenge history (daily_pairs by start or end actor), and the fingerprint that tells a
 * remembered profile is still right: the latest completion, the hidden games, the latest pair.
 */
import { DirectSql } from '../db/direct-sql';
import { readGamesVersion } from '../db/games-version';
import { dateOf, nullableNum, num } from '../db/sql-values';
import type { DataSource } from 'typeorm';
import type { ProfileLink } from './profile-aggregate';
import type { ProfileFingerprint } from './profile-freshness';

export interface ProfileActor {
  id: number;
  name: string;
  slug: string;
  imageUrl: string | null;
}

export interface CatalogFilm {
  id: number;
  title: string;
  year: number | null;
  imageUrl: string | null;
}

export interface PairOfDay {
  startActorId: number;
  endActorId: number;
  activeFrom: Date;
}

const LINK_COLUMNS = `l.game_id AS gameId, l.actor_id AS actorId, l.movie_id AS movieId, l.next_actor_id AS nextActorId,
  l.actor_billing AS actorBilling, l.next_actor_billing AS nextActorBilling, g.completed_at AS completedAt`;
// Free games count (they are completed chains like any other); practice replays of a daily pair do not.
const PUBLIC_GAME = 'g.is_complete = 1 AND g.is_hidden = 0 AND g.is_practice = 0';

/** The last code point: its UTF-8 bytes sort after those of any other character. */
const HIGHEST_CHARACTER = '\u{10FFFF}';

/** The first `length` characters of `text`, each in lower and upper case: every prefix a case-blind match can start with. */
function casePrefixes(text: string, length: number): string[] {
  let prefixes = [''];
  for (const character of Array.from(text).slice(0, length)) {
    const cases = [...new Set([character.toLowerCase(), character.toUpperCase()])];
    prefixes = prefixes.flatMap((prefix) => cases.map((variant) => prefix + variant));
  }
  return prefixes;
}

export class ProfileStore {
  private readonly sql: DirectSql;

  constructor(private readonly db: DataSource) {
    this.sql = DirectSql.of(db);
  }

  /** Actors whose slug is exactly `slug`, most credits first (DESIGN §8), then the lower id. */
  async actorsWithSlug(slug: string): Promise<ProfileActor[]> {
    // MySQL's collation ignores case and accents; the rule is the exact slug on every engine.
    return this.actorsWhere('a.slug = ?', [slug], (found) => found === slug);
  }

  /**
   * Actors whose slug is `slug` but for the case of its letters (a link typed by hand), most credits
   * first. Accents still count: the slug rule keeps them. Asked only when no slug matches exactly.
   */
  async actorsWithSlugIgnoringCase(slug: string): Promise<ProfileActor[]> {
    const folded = slug.toLowerCase();
    const keep = (found: string) => found.toLowerCase() === folded;
    if (this.db.options.type !== 'better-sqlite3') return this.actorsWhere('a.slug = ?', [slug], keep);
    // SQLite compares bytes: the slug's first two letters in either case give at most four ranges of
    // idx_actors_slug to read (rather than every actor for each mistyped link), and `keep` folds the rest.
    const prefixes = casePrefixes(slug, 2);
    return this.actorsWhere(
      prefixes.map(() => '(a.slug >= ? AND a.slug < ?)').join(' OR '),
      prefixes.flatMap((prefix) => [prefix, `${prefix}${HIGHEST_CHARACTER}`]),
      keep,
    );
  }

  /** The catalog's films of the actor, newest first, then by title. */
  async filmsOf(actorId: number, limit: number): Promise<CatalogFilm[]> {
    const rows = await this.sql.rows(
      `SELECT m.id, m.title, m.year, m.image_url AS imageUrl
       FROM credits c JOIN movies m ON m.id = c.movie_id WHERE c.actor_id = ?
       ORDER BY m.year DESC, m.title, m.id LIMIT ${Number(limit)}`,
      [actorId],
    );
    return rows.map((r) => ({
      id: num(r.id),
      title: String(r.title),
      year: nullableNum(r.year),
      imageUrl: (r.imageUrl as string | null) ?? null,
    }));
  }

  private async actorsWhere(
    condition: string,
    values: string[],
    keep: (slug: string) => boolean,
  ): Promise<ProfileActor[]> {
    const rows = await this.sql.rows(
      `SELECT a.id, a.name, a.slug, a.image_url AS imageUrl,
              (SELECT COUNT(*) FROM credits c WHERE c.actor_id = a.id) AS credits
       FROM actors a WHERE ${condition}`,
      values,
    );
    return rows
      .filter((r) => keep(String(r.slug)))
      .sort((a, b) => num(b.credits) - num(a.credits) || num(a.id) - num(b.id))
      .map((r) => ({
        id: num(r.id),
        name: String(r.name),
        slug: String(r.slug),
        imageUrl: (r.imageUrl as string | null) ?? null,
      }));
  }

  async linksOf(actorId: number): Promise<ProfileLink[]> {
    // Two index lookups rather than an OR that either engine may answer by scanning.
    const rows = await this.sql.rows(
      `SELECT ${LINK_COLUMNS} FROM chain_links l JOIN games g ON g.id = l.game_id WHERE l.actor_id = ? AND ${PUBLIC_GAME}
       UNION ALL
       SELECT ${LINK_COLUMNS} FROM chain_links l JOIN games g ON g.id = l.game_id WHERE l.next_actor_id = ? AND ${PUBLIC_GAME}`,
      [actorId, actorId],
    );
    return rows.map((r) => ({
      gameId: num(r.gameId),
      actorId: num(r.actorId),
      movieId: num(r.movieId),
      nextActorId: num(r.nextActorId),
      actorBilling: nullableNum(r.actorBilling),
      nextActorBilling: nullableNum(r.nextActorBilling),
      completedAt: dateOf(r.completedAt),
    }));
  }

  /** The daily pairs the actor was part of, latest first. */
  async pairsWith(actorId: number, limit: number): Promise<PairOfDay[]> {
    const rows = await this.sql.rows(
      `SELECT p.start_actor_id AS startActorId, p.end_actor_id AS endActorId, p.active_from AS activeFrom
       FROM daily_pairs p WHERE p.start_actor_id = ? OR p.end_actor_id = ?
       ORDER BY p.active_from DESC, p.id DESC LIMIT ${Number(limit)}`,
      [actorId, actorId],
    );
    return rows.map((r) => ({
      startActorId: num(r.startActorId),
      endActorId: num(r.endActorId),
      activeFrom: dateOf(r.activeFrom),
    }));
  }

  async fingerprint(): Promise<ProfileFingerprint> {
    const version = await readGamesVersion(this.db);
    return {
      completions: `${version.lastCompletion}|${version.rankedChanges}`,
      moderation: `${version.hidden}|${version.lastPair}`,
    };
  }
}
