/**
 * What game.complete answers beyond the score: the pair's par, how many optimal chains it has
 * and up to three of them, how the chain did against par, whether the game was practice and,
 * for an archive game, the best score of that day's ranked games.
 */
import { OPTIMAL_CHAINS_SHOWN, parResult, type CompleteGameOutcome } from '@cinema/shared';
import type { ArchiveService } from '../archive/archive-service';
import type { GameRow } from '../db/entities';
import type { ParService } from './par-service';

export async function completionOutcome(
  game: Pick<GameRow, 'startActorId' | 'endActorId' | 'moveCount' | 'archiveDay' | 'isPractice'>,
  score: number,
  par: ParService,
  archive: ArchiveService,
): Promise<CompleteGameOutcome> {
  const pair = { startActorId: game.startActorId, endActorId: game.endActorId };
  const [facts, optimalChains, dayBestScore] = await Promise.all([
    par.factsOfPair(pair),
    par.optimalChainsOf(pair, OPTIMAL_CHAINS_SHOWN),
    game.archiveDay ? archive.dayBestScore(game.archiveDay, pair) : Promise.resolve(undefined),
  ]);
  return {
    score,
    par: facts.par,
    result: facts.par === null ? null : parResult(game.moveCount, facts.par),
    optimalChains,
    optimalChainCount: facts.optimalChainCount,
    isPractice: game.isPractice,
    ...(game.archiveDay ? { dayBestScore: dayBestScore ?? null } : {}),
  };
}
