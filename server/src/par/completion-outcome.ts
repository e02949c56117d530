/**
 * What game.complete answers beyond the score (issue 9): the pair's par, how the chain did
 * against it, up to three optimal chains and, for an archive game, the best score of that
 * day's ranked games.
 */
import { OPTIMAL_CHAINS_SHOWN, parResult, type CompleteGameOutcome } from '@cinema/shared';
import type { ArchiveService } from '../archive/archive-service';
import type { GameRow } from '../db/entities';
import type { ParService } from './par-service';

export async function completionOutcome(
  game: Pick<GameRow, 'startActorId' | 'endActorId' | 'moveCount' | 'archiveDay'>,
  score: number,
  par: ParService,
  archive: ArchiveService,
): Promise<CompleteGameOutcome> {
  const pair = { startActorId: game.startActorId, endActorId: game.endActorId };
  const [parOfPair, optimalChains, dayBestScore] = await Promise.all([
    par.parOfPair(pair),
    par.optimalChainsOf(pair, OPTIMAL_CHAINS_SHOWN),
    game.archiveDay ? archive.dayBestScore(game.archiveDay, pair) : Promise.resolve(undefined),
  ]);
  return {
    score,
    par: parOfPair,
    result: parOfPair === null ? null : parResult(game.moveCount, parOfPair),
    optimalChains,
    ...(game.archiveDay ? { dayBestScore: dayBestScore ?? null } : {}),
  };
}
