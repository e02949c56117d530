/**
 * After a load or fault run: the database holds every write the server acknowledged (each game,
 * link, score and name a player was told about), and nothing is half-written (no game whose links
 * have a gap or break the chain, no completed game without its score, no name on a game that is
 * not complete, no refused link stored). Read straight from the tables, on either engine.
 */
import type { DataSource } from 'typeorm';
import type { PathLink } from './chain-path';
import type { Pair, PlayerRun } from './virtual-players';

export interface WritesChecked {
  games: number;
  links: number;
  scores: number;
  names: number;
  /** Every game and link in the tables (acknowledged or not), checked for consistency. */
  storedGames: number;
  storedLinks: number;
  problems: string[];
}

interface GameRow {
  id: number;
  start_actor_id: number;
  end_actor_id: number;
  is_complete: number;
  move_count: number;
  score: number | null;
  completed_at: unknown;
  player_name: string | null;
  name_saved: number;
}

interface LinkRow {
  game_id: number;
  link_order: number;
  actor_id: number;
  movie_id: number;
  next_actor_id: number;
}

/**
 * The database must be the runs' own (every game in it was started by one of `runs`' players on
 * `pair`, all submitting `path`): the tables hold at least what was acknowledged and at most what
 * was sent.
 */
export async function checkAcknowledgedWrites(
  db: DataSource,
  runs: PlayerRun[],
  pair: Pair,
  path: PathLink[],
): Promise<WritesChecked> {
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 50) problems.push(text);
  };
  const games = (await db.query(
    'SELECT id, start_actor_id, end_actor_id, is_complete, move_count, score, completed_at, player_name, name_saved FROM games',
  )) as GameRow[];
  const links = (await db.query(
    'SELECT game_id, link_order, actor_id, movie_id, next_actor_id FROM chain_links',
  )) as LinkRow[];
  const gameById = new Map(games.map((g) => [Number(g.id), g]));
  const linksOf = new Map<number, LinkRow[]>();
  for (const l of links) {
    const id = Number(l.game_id);
    if (!linksOf.has(id)) linksOf.set(id, []);
    linksOf.get(id)!.push(l);
  }

  // Every acknowledged write is there, as acknowledged.
  const figures = { games: 0, links: 0, scores: 0, names: 0 };
  for (const run of runs) {
    for (const ack of run.games.values()) {
      figures.games++;
      const stored = gameById.get(ack.id);
      if (!stored) {
        problem(`game ${ack.id} was acknowledged but is not stored`);
        continue;
      }
      const storedLinks = linksOf.get(ack.id) ?? [];
      for (const [order, link] of ack.links) {
        figures.links++;
        const row = storedLinks.find((l) => Number(l.link_order) === order);
        if (!row) problem(`game ${ack.id}: link ${order} was acknowledged but is not stored`);
        else if (
          Number(row.actor_id) !== link.actorId ||
          Number(row.movie_id) !== link.movieId ||
          Number(row.next_actor_id) !== link.nextActorId
        ) {
          problem(`game ${ack.id}: link ${order} is stored as ${JSON.stringify(row)}, not as acknowledged`);
        }
      }
      if (ack.score !== null) {
        figures.scores++;
        if (!Number(stored.is_complete) || stored.score === null || Number(stored.score) !== ack.score) {
          problem(`game ${ack.id}: score ${ack.score} was acknowledged, stored ${stored.score}`);
        }
        if (Number(stored.move_count) !== ack.moveCount) problem(`game ${ack.id}: move count ${stored.move_count}`);
      }
      if (ack.playerName !== null) {
        figures.names++;
        if (stored.player_name !== ack.playerName || !Number(stored.name_saved)) {
          problem(
            `game ${ack.id}: name ${JSON.stringify(ack.playerName)} was acknowledged, stored ${stored.player_name}`,
          );
        }
      }
    }
  }

  // Nothing is half-written, acknowledged or not.
  for (const game of games) {
    const id = Number(game.id);
    if (Number(game.start_actor_id) !== pair.startActorId || Number(game.end_actor_id) !== pair.endActorId) {
      problem(`game ${id} is not of the daily pair`);
    }
    const chain = (linksOf.get(id) ?? []).sort((a, b) => Number(a.link_order) - Number(b.link_order));
    chain.forEach((link, i) => {
      if (Number(link.link_order) !== i) problem(`game ${id}: link orders have a gap at ${i}`);
      // Every player submits the same shortest chain: any other stored link is one that was refused.
      const expected = path[i];
      if (
        !expected ||
        Number(link.actor_id) !== expected.actorId ||
        Number(link.movie_id) !== expected.movieId ||
        Number(link.next_actor_id) !== expected.nextActorId
      ) {
        problem(`game ${id}: link ${i} ${JSON.stringify(link)} is not the submitted chain's`);
      }
    });
    const complete = Boolean(Number(game.is_complete));
    if (complete) {
      if (game.score === null || game.completed_at === null) problem(`game ${id} is complete without its score`);
      if (chain.length !== path.length || Number(game.move_count) !== chain.length) {
        problem(`game ${id} is complete with ${chain.length} links and move count ${game.move_count}`);
      }
    } else if (game.score !== null) problem(`game ${id} has a score but is not complete`);
    if ((Number(game.name_saved) || game.player_name !== null) && !complete) {
      problem(`game ${id} has a name but is not complete`);
    }
  }
  for (const id of linksOf.keys()) if (!gameById.has(id)) problem(`links of game ${id}, which is not stored`);

  // Counts: at least what was acknowledged, at most what was sent.
  const sent = (step: 'create' | 'link') => runs.reduce((n, r) => n + r.attempts.get(step)!, 0);
  const storedComplete = games.filter((g) => Number(g.is_complete)).length;
  const storedNames = games.filter((g) => Number(g.name_saved)).length;
  const sentOf = (step: 'complete' | 'name') => runs.reduce((n, r) => n + r.attempts.get(step)!, 0);
  if (games.length < figures.games || games.length > sent('create')) {
    problem(`${games.length} games stored; ${figures.games} acknowledged, ${sent('create')} sent`);
  }
  if (links.length < figures.links || links.length > sent('link')) {
    problem(`${links.length} links stored; ${figures.links} acknowledged, ${sent('link')} sent`);
  }
  if (storedComplete < figures.scores || storedComplete > sentOf('complete')) {
    problem(`${storedComplete} games complete; ${figures.scores} acknowledged, ${sentOf('complete')} sent`);
  }
  if (storedNames < figures.names || storedNames > sentOf('name')) {
    problem(`${storedNames} names saved; ${figures.names} acknowledged, ${sentOf('name')} sent`);
  }

  return { ...figures, storedGames: games.length, storedLinks: links.length, problems };
}
