/** Which actor pairs a new game may use (DESIGN §5). */
import { messages } from '@cinema/shared';
import { AppError, badRequest, conflict } from '../errors';

export interface ActorPair {
  startActorId: number;
  endActorId: number;
}

export const sameActorsMessage = 'The start and end actors must be different actors';
const notTodaysPairMessage = "A daily game must use today's actor pair";

/** Both actors must be stored locally; `found` says which of the two ids exist. */
export function assertActorsExist(found: { start: boolean; end: boolean }): void {
  const missing = [...(found.start ? [] : ['startActor']), ...(found.end ? [] : ['endActor'])];
  if (missing.length > 0) throw new AppError('NOT_FOUND', messages.notEnoughActors, { missing });
}

export function assertDistinctActors(pair: ActorPair): void {
  if (pair.startActorId === pair.endActorId) throw badRequest(sameActorsMessage);
}

/** A daily game plays today's pair and nothing else, so every daily score is comparable. */
export function assertTodaysPair(pair: ActorPair, today: ActorPair | null): void {
  if (!today) throw conflict(messages.configuredActorsNotAvailable);
  if (pair.startActorId !== today.startActorId || pair.endActorId !== today.endActorId) {
    throw conflict(notTodaysPairMessage, { startActorId: today.startActorId, endActorId: today.endActorId });
  }
}
