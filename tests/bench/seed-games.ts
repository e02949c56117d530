/**
 * Seeds a database that already holds a catalog with completed daily games, for the public
 * read benchmarks, which must stay fast at a million games: `games` completed games spread over
 * `days` UTC days, each day on its own pair, each game a real chain of the catalog (so the
 * profile and recap aggregates see hub actors, rare actors and real films). Written with
 * multi-row INSERTs straight through the engine's driver, so a million games take seconds to
 * minutes rather than hours. The last day is today, on the pair set as the current one.
 */
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { calculateScore } from '@cinema/shared';
import { seededRandom } from '../support/seeded-random';

export interface SeedOptions {
  games: number;
  days: number;
  /** Today (UTC); the seeded days end with it. */
  now?: Date;
  seed?: number;
}

export interface SeedFigures {
  games: number;
  links: number;
  days: number;
  seedMs: number;
  /** Actors for the profile benchmark: the most linked one, one linked rarely, and a slug no actor has. */
  hubActorName: string;
  rareActorName: string;
  pastDay: string;
  today: string;
  currentPair: { startActorId: number; endActorId: number };
}

/** The few SQL calls the seeder needs, on either engine. */
interface Sql {
  all<T>(sql: string): Promise<T[]>;
  run(sql: string, params: unknown[]): Promise<void>;
  /** Rows per multi-row INSERT (SQLite caps the number of bound parameters). */
  rowsPerInsert: number;
  close(): Promise<void>;
}

async function openSql(databaseUrl: string): Promise<Sql> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    return {
      all: async <T>(sql: string) => db.prepare(sql).all() as T[],
      run: async (sql, params) => void db.prepare(sql).run(...(params as never[])),
      rowsPerInsert: 2_000,
      close: async () => void db.close(),
    };
  }
  const conn = await mysql.createConnection({ uri: databaseUrl, multipleStatements: false });
  return {
    all: async <T>(sql: string) => (await conn.query(sql))[0] as T[],
    run: async (sql, params) => void (await conn.query(sql, params)),
    rowsPerInsert: 5_000,
    close: () => conn.end(),
  };
}

interface Credit {
  actorId: number;
  movieId: number;
  billing: number | null;
}

/** Actor ↔ movie adjacency read from the credits table. */
class CreditGraph {
  readonly moviesOf = new Map<number, Credit[]>();
  readonly actorsOf = new Map<number, Credit[]>();
  constructor(
    credits: Credit[],
    readonly yearOf: Map<number, number | null>,
  ) {
    for (const c of credits) {
      (this.moviesOf.get(c.actorId) ?? this.moviesOf.set(c.actorId, []).get(c.actorId)!).push(c);
      (this.actorsOf.get(c.movieId) ?? this.actorsOf.set(c.movieId, []).get(c.movieId)!).push(c);
    }
  }

  billing(actorId: number, movieId: number): number | null {
    return this.moviesOf.get(actorId)?.find((c) => c.movieId === movieId)?.billing ?? null;
  }

  /** A shortest chain from one actor to another by breadth-first search, as [actor, movie, actor, …]. */
  chain(from: number, to: number, maxConnections = 6): number[] | null {
    const previous = new Map<number, [number, number]>([[from, [-1, -1]]]);
    let frontier = [from];
    for (let depth = 0; depth < maxConnections && frontier.length > 0; depth++) {
      const next: number[] = [];
      for (const actor of frontier) {
        for (const credit of this.moviesOf.get(actor) ?? []) {
          for (const co of this.actorsOf.get(credit.movieId) ?? []) {
            if (previous.has(co.actorId)) continue;
            previous.set(co.actorId, [actor, credit.movieId]);
            if (co.actorId === to) return this.walkBack(previous, to);
            next.push(co.actorId);
          }
        }
      }
      frontier = next;
    }
    return null;
  }

  private walkBack(previous: Map<number, [number, number]>, to: number): number[] {
    const path = [to];
    let at = to;
    for (;;) {
      const [actor, movie] = previous.get(at)!;
      if (actor === -1) return path.reverse();
      path.push(movie, actor);
      at = actor;
    }
  }
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const sqlTime = (date: Date) => date.toISOString().slice(0, 23).replace('T', ' ');

export async function seedCompletedGames(databaseUrl: string, options: SeedOptions): Promise<SeedFigures> {
  const started = performance.now();
  const random = seededRandom(options.seed ?? 2024);
  const sql = await openSql(databaseUrl);
  try {
    const credits = (
      await sql.all<{ actor_id: number; movie_id: number; billing_position: number | null }>(
        'SELECT actor_id, movie_id, billing_position FROM credits',
      )
    ).map((r) => ({ actorId: r.actor_id, movieId: r.movie_id, billing: r.billing_position }));
    const years = await sql.all<{ id: number; year: number | null }>('SELECT id, year FROM movies');
    const graph = new CreditGraph(credits, new Map(years.map((m) => [m.id, m.year])));
    const actors = await sql.all<{ id: number; name: string }>('SELECT id, name FROM actors');
    const nameOf = new Map(actors.map((a) => [a.id, a.name]));

    // Well-known actors (most credits) make the pairs and the detours of the chains.
    const famous = [...graph.moviesOf.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, 400)
      .map(([id]) => id);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    const today = options.now ?? new Date();
    const todayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const dayPlans: { day: string; start: number; end: number; chains: number[][] }[] = [];
    while (dayPlans.length < options.days) {
      const start = pick(famous);
      const end = pick(famous);
      if (start === end) continue;
      const shortest = graph.chain(start, end, 4);
      if (!shortest || shortest.length < 5) continue; // at least two connections
      const chains = [shortest];
      // Detours through other famous actors: longer chains with other films and bridge actors.
      for (let tries = 0; chains.length < 12 && tries < 40; tries++) {
        const via = pick(famous);
        const first = graph.chain(start, via, 3);
        const second = graph.chain(via, end, 3);
        if (!first || !second) continue;
        const joined = [...first, ...second.slice(1)];
        const actorsInChain = joined.filter((_, i) => i % 2 === 0);
        const moviesInChain = joined.filter((_, i) => i % 2 === 1);
        const revisits =
          new Set(actorsInChain).size !== actorsInChain.length || new Set(moviesInChain).size !== moviesInChain.length;
        if (!revisits && moviesInChain.length <= 20) chains.push(joined);
      }
      const offset = options.days - 1 - dayPlans.length;
      dayPlans.push({ day: dayOf(new Date(todayStart - offset * 86_400_000)), start, end, chains });
    }

    const nextId = async (table: string) =>
      Number(
        (await sql.all<{ next_id: number }>(`SELECT COALESCE(MAX(id), 0) + 1 AS next_id FROM ${table}`))[0]!.next_id,
      );
    const firstGameId = await nextId('games');
    const firstLinkId = await nextId('chain_links');

    const gameColumns =
      '(id, start_actor_id, end_actor_id, is_daily_game, player_key, player_name, name_saved, is_complete, move_count, score, created_at, completed_at, completed_day, started_day)';
    const linkColumns =
      '(id, game_id, link_order, actor_id, movie_id, next_actor_id, actor_billing, next_actor_billing, created_at)';
    let gameRows: unknown[][] = [];
    let linkRows: unknown[][] = [];
    const flush = async (table: string, columns: string, rows: unknown[][]) => {
      if (rows.length === 0) return;
      const placeholders = `(${rows[0]!.map(() => '?').join(', ')})`;
      await sql.run(`INSERT INTO ${table} ${columns} VALUES ${rows.map(() => placeholders).join(', ')}`, rows.flat());
    };

    let gameId = firstGameId;
    let linkId = firstLinkId;
    let linkCount = 0;
    const linksPerActor = new Map<number, number>();
    if (databaseUrl.startsWith('sqlite:')) await sql.run('BEGIN', []);
    for (let g = 0; g < options.games; g++) {
      const plan = dayPlans[g % dayPlans.length]!;
      // Most players find a short chain; the rest wander through a detour.
      const chain = random() < 0.5 ? plan.chains[0]! : pick(plan.chains);
      const dayStart = Date.parse(`${plan.day}T00:00:00.000Z`);
      const completedAt = new Date(dayStart + Math.floor(random() * 86_399_000));
      const createdAt = new Date(completedAt.getTime() - 30_000 - Math.floor(random() * 600_000));
      const links = [];
      for (let i = 0; i + 2 < chain.length; i += 2) {
        const [actorId, movieId, nextActorId] = [chain[i]!, chain[i + 1]!, chain[i + 2]!];
        links.push({
          actorId,
          movieId,
          nextActorId,
          actorBilling: graph.billing(actorId, movieId),
          nextActorBilling: graph.billing(nextActorId, movieId),
        });
      }
      const score = calculateScore(
        links.map((l) => ({
          movieYear: graph.yearOf.get(l.movieId),
          actorBilling: l.actorBilling,
          nextActorBilling: l.nextActorBilling,
        })),
      );
      const named = random() < 0.7;
      gameRows.push([
        gameId,
        plan.start,
        plan.end,
        1,
        `seed${(g % 50_000).toString(16).padStart(60, '0')}`,
        named ? `Player ${g % 5000}` : null,
        1,
        1,
        links.length,
        score,
        sqlTime(createdAt),
        sqlTime(completedAt),
        plan.day,
        // The puzzle day the recap counts a game on: the seeded games are started and completed the same day.
        plan.day,
      ]);
      links.forEach((l, order) => {
        linkRows.push([
          linkId++,
          gameId,
          order,
          l.actorId,
          l.movieId,
          l.nextActorId,
          l.actorBilling,
          l.nextActorBilling,
          sqlTime(completedAt),
        ]);
        linksPerActor.set(l.nextActorId, (linksPerActor.get(l.nextActorId) ?? 0) + 1);
      });
      linkCount += links.length;
      gameId++;
      // Links refer to their game: games go first whenever either batch is full.
      if (linkRows.length >= sql.rowsPerInsert / 2) {
        await flush('games', gameColumns, gameRows);
        await flush('chain_links', linkColumns, linkRows);
        gameRows = [];
        linkRows = [];
      }
    }
    await flush('games', gameColumns, gameRows);
    await flush('chain_links', linkColumns, linkRows);
    if (databaseUrl.startsWith('sqlite:')) await sql.run('COMMIT', []);

    // The pair history, and today's pair as the current one in manual mode, so no automatic
    // rollover replaces it when the server starts.
    for (const [i, plan] of dayPlans.entries()) {
      const next = dayPlans[i + 1];
      await sql.run(
        'INSERT INTO daily_pairs (start_actor_id, end_actor_id, source, active_from, active_to) VALUES (?, ?, ?, ?, ?)',
        [plan.start, plan.end, 'manual', `${plan.day} 00:00:00.000`, next ? `${next.day} 00:00:00.000` : null],
      );
    }
    const current = dayPlans.at(-1)!;
    await sql.run('DELETE FROM game_settings', []);
    await sql.run(
      'INSERT INTO game_settings (id, selection_mode, start_actor_id, end_actor_id, last_updated) VALUES (1, ?, ?, ?, ?)',
      ['manual', current.start, current.end, sqlTime(new Date())],
    );

    const byLinks = [...linksPerActor.entries()].sort((a, b) => b[1] - a[1]);
    return {
      games: options.games,
      links: linkCount,
      days: options.days,
      seedMs: Math.round(performance.now() - started),
      hubActorName: nameOf.get(byLinks[0]![0])!,
      rareActorName: nameOf.get(byLinks.at(-1)![0])!,
      pastDay: dayPlans.at(-2)!.day,
      today: current.day,
      currentPair: { startActorId: current.start, endActorId: current.end },
    };
  } finally {
    await sql.close();
  }
}
