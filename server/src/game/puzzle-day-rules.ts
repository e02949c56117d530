/**
 * One fair daily puzzle (DESIGN §5): a player's ranked game of a puzzle day is their first
 * daily game of that day's pair that they complete; every later one is practice, and so is
 * every one after they chose to see the day's solutions. Hints belong to the player and the
 * puzzle day: every hint taken on the day's pair, in any of their games, counts against the
 * ranked game (those taken in their games not yet completed when it is). A free game may not
 * play the current daily pair, in either direction.
 */
import { freeGameOfDailyPairMessage, practiceNameMessage, todaysChainFoldedMessage } from '@cinema/shared';
import { conflict, forbidden } from '../errors';

export interface ActorPair {
  startActorId: number;
  endActorId: number;
}

const samePair = (a: ActorPair, b: ActorPair) => a.startActorId === b.startActorId && a.endActorId === b.endActorId;

/** The pair, played either way round: a reversed chain is the same solution read backwards. */
function isPairEitherWay(pair: ActorPair, daily: ActorPair): boolean {
  return samePair(pair, daily) || samePair(pair, { startActorId: daily.endActorId, endActorId: daily.startActorId });
}

/** A game that is not the daily game (a free game, an archive replay) may not play today's pair. */
export function assertNotTodaysPair(pair: ActorPair, today: ActorPair | null): void {
  if (today && isPairEitherWay(pair, today)) throw conflict(freeGameOfDailyPairMessage);
}

/**
 * Whether a game's chain solves today's puzzle: a game of today, or of the current pair played
 * on an earlier day (a manual pair may hold for days, and a chain solves it whenever it was found).
 */
export function solvesTodaysPuzzle(
  game: ActorPair & { startedDay: string | null },
  todaysPair: ActorPair | null,
  today: string,
): boolean {
  return game.startedDay === today || (todaysPair !== null && isPairEitherWay(game, todaysPair));
}

/** A player's standing on one puzzle day's pair: what the day's rules read. */
export interface PairStanding {
  /** Their ranked game of the pair (the one game holding its claim), if they completed one. */
  rankedGameId: number | null;
  /** Whether they chose to see the day's solutions. */
  solutionsShown: boolean;
}

/** A new daily game is practice once the day's rank is taken or the solutions were shown. */
export function startsAsPractice(standing: PairStanding): boolean {
  return standing.solutionsShown || standing.rankedGameId !== null;
}

export type Ranking = { ranked: true; hintsUsed: number } | { ranked: false };

/**
 * How a game is completed: ranked, with every hint the player took on the pair in their games
 * not yet completed (this one among them: the games completed before it are practice or were
 * the rank), or practice. `game` is the game as stored, null unless it is a daily game of the
 * pair still in progress.
 */
export function rankingOf(
  game: { isPractice: boolean } | null,
  standing: PairStanding,
  hintsInProgress: number,
): Ranking {
  if (!game || game.isPractice || startsAsPractice(standing)) return { ranked: false };
  return { ranked: true, hintsUsed: hintsInProgress };
}

/** A practice game never enters the leaderboard, so it takes no name. */
export function assertRankable(game: { isPractice: boolean }): void {
  if (game.isPractice) throw conflict(practiceNameMessage);
}

/** Another player's chain of today's puzzle is folded until the caller has played it, or chose to see it. */
export function assertTodaysChainShown(shown: boolean): void {
  if (!shown) throw forbidden(todaysChainFoldedMessage);
}
