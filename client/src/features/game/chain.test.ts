import { describe, expect, it } from 'vitest';
import { calculateScore, estimatedScore, type ChainLink } from '@cinema/shared';
import { sameActor, toScoredLinks } from './chain';

const actor = (id: number, tvdbId: string, billingPosition?: number) => ({
  id,
  tvdbId,
  name: `Actor ${tvdbId}`,
  billingPosition,
});

describe('sameActor', () => {
  it('matches by local id when both are stored locally', () => {
    expect(sameActor(actor(7, 'a'), actor(7, 'b'))).toBe(true);
  });
  it('matches by movie database id when the local id is missing', () => {
    expect(sameActor(actor(0, 'tt1'), actor(12, 'tt1'))).toBe(true);
  });
  it('does not match two unstored actors with different ids', () => {
    expect(sameActor(actor(0, 'tt1'), actor(0, 'tt2'))).toBe(false);
    expect(sameActor(actor(0, ''), actor(0, ''))).toBe(false);
  });
});

describe('toScoredLinks', () => {
  it('reads the movie year and both billing positions, so the estimate equals the shared score', () => {
    const chain: ChainLink[] = [
      {
        id: 1,
        order: 0,
        actor: actor(1, 'a', 1),
        movie: { id: 1, tvdbId: 'm', title: 'M', year: 1994 },
        nextActor: actor(2, 'b', 4),
      },
    ];
    expect(toScoredLinks(chain)).toEqual([{ movieYear: 1994, actorBilling: 1, nextActorBilling: 4 }]);
    // one connection reaching the end actor: 100 base + 25 single-connection bonus + (1994 → 3, billing 1 + 4) = 133
    expect(calculateScore(toScoredLinks(chain))).toBe(133);
    expect(estimatedScore(toScoredLinks(chain), true)).toBe(133);
    // the same link with the end actor still ahead: two connections at least, 80 + 8 = 88
    expect(estimatedScore(toScoredLinks(chain), false)).toBe(88);
  });
});
