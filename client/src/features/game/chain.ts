/** Chain rules the client needs: which actor is which, and what the score reads of a link. */
import type { Actor, ChainLink, ScoredLink } from '@cinema/shared';

/** Same actor by local id (when both are stored locally) or by movie database id. */
export function sameActor(a: Pick<Actor, 'id' | 'tvdbId'>, b: Pick<Actor, 'id' | 'tvdbId'>): boolean {
  if (a.id > 0 && b.id > 0 && a.id === b.id) return true;
  return Boolean(a.tvdbId) && a.tvdbId === b.tvdbId;
}

export function toScoredLinks(chain: readonly ChainLink[]): ScoredLink[] {
  return chain.map((link) => ({
    movieYear: link.movie.year,
    actorBilling: link.actor.billingPosition,
    nextActorBilling: link.nextActor.billingPosition,
  }));
}
