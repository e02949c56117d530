import { describe, expect, it } from 'vitest';
import { errorOf } from '../errors.test-support';
import { assertCompletable, assertSameCompletion, scoreOfChain } from './completion-rules';

const END = 9;
const link = (
  order: number,
  actorId: number,
  movieId: number,
  nextActorId: number,
  billing: [number | null, number | null] = [null, null],
) => ({
  order,
  actorId,
  movieId,
  nextActorId,
  actorBilling: billing[0],
  nextActorBilling: billing[1],
});

describe('completing a game', () => {
  const finished = [link(0, 1, 100, 4), link(1, 4, 101, END)];

  it('is allowed when the chain reaches the end actor and moveCount is its length', () => {
    expect(() => assertCompletable({ endActorId: END }, finished, 2)).not.toThrow();
  });

  it('is refused while the chain does not reach the end actor', () => {
    for (const error of [
      errorOf(() => assertCompletable({ endActorId: END }, [link(0, 1, 100, 4)], 1)),
      errorOf(() => assertCompletable({ endActorId: END }, [], 0)),
    ]) {
      expect(error.appCode).toBe('CONFLICT');
      expect(error.message).toBe('The chain does not reach the end actor yet');
    }
  });

  it('is refused when moveCount is not the chain length, naming the expected count', () => {
    for (const moveCount of [1, 3]) {
      const error = errorOf(() => assertCompletable({ endActorId: END }, finished, moveCount));
      expect(error.appCode).toBe('BAD_REQUEST');
      expect(error.message).toBe('moveCount must equal the number of connections (2)');
      expect(error.details).toEqual({ expectedMoveCount: 2 });
    }
  });

  it('a repeat must claim the stored move count', () => {
    expect(() => assertSameCompletion({ moveCount: 2 }, 2)).not.toThrow();
    const error = errorOf(() => assertSameCompletion({ moveCount: 2 }, 3));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('moveCount must equal the number of connections (2)');
    expect(error.details).toEqual({ expectedMoveCount: 2 });
  });
});

describe('the server score', () => {
  it('scores the stored billing with the catalog years: the base plus the average link bonus', () => {
    const chain = [link(0, 1, 100, 4, [1, 3]), link(1, 4, 101, END, [25, null])];
    const years = new Map([
      [100, 1994],
      [101, null],
    ]);
    // base 80 for two connections; link bonuses 3 (1990s) + 1 + 3 = 7 and 0 (no year) + 20 (capped) + 0 = 20;
    // their average 13.5 rounds to 14
    expect(scoreOfChain(chain, (id) => years.get(id) ?? null)).toBe(80 + 14);
  });

  it("asks the catalog for the year of each link's own movie", () => {
    const chain = [link(0, 1, 100, END, [null, null])];
    // 100 base + 25 single-connection bonus + the 1950s movie's 7
    expect(scoreOfChain(chain, (id) => (id === 100 ? 1955 : 2024))).toBe(100 + 25 + 7);
  });

  it('takes 10 points off for each hint the game used', () => {
    const chain = [link(0, 1, 100, END, [2, 4])];
    // 100 base + 25 single-connection bonus + 7 (1950s) + 2 + 4 billing = 138; two hints cost 20
    expect(scoreOfChain(chain, () => 1955, 2)).toBe(138 - 20);
    expect(scoreOfChain(chain, () => 1955, 0)).toBe(138);
  });
});
