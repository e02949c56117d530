import { describe, expect, it } from 'vitest';
import { calculateScore } from '@cinema/shared';
import { errorOf } from '../errors.test-support';
import { assertCompletable, assertSameCompletion, gameDayOf, scoreOfChain } from './completion-rules';

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
    expect(errorOf(() => assertCompletable({ endActorId: END }, [link(0, 1, 100, 4)], 1)).appCode).toBe('CONFLICT');
    expect(errorOf(() => assertCompletable({ endActorId: END }, [], 0)).appCode).toBe('CONFLICT');
  });

  it('is refused when moveCount is not the chain length, naming the expected count', () => {
    for (const moveCount of [1, 3]) {
      const error = errorOf(() => assertCompletable({ endActorId: END }, finished, moveCount));
      expect(error.appCode).toBe('BAD_REQUEST');
      expect(error.details).toEqual({ expectedMoveCount: 2 });
    }
  });

  it('a repeat must claim the stored move count', () => {
    expect(() => assertSameCompletion({ moveCount: 2 }, 2)).not.toThrow();
    expect(errorOf(() => assertSameCompletion({ moveCount: 2 }, 3)).appCode).toBe('CONFLICT');
  });
});

describe('the server score', () => {
  it('is the shared score function over the stored billing and the catalog years', () => {
    const chain = [link(0, 1, 100, 4, [1, 3]), link(1, 4, 101, END, [25, null])];
    const years = new Map([
      [100, 1994],
      [101, null],
    ]);
    const expected = calculateScore([
      { movieYear: 1994, actorBilling: 1, nextActorBilling: 3 },
      { movieYear: null, actorBilling: 25, nextActorBilling: null },
    ]);
    expect(scoreOfChain(chain, (id) => years.get(id) ?? null)).toBe(expected);
  });
});

describe('the game day', () => {
  it('is the UTC calendar date, whatever the local time zone', () => {
    expect(gameDayOf(new Date('2025-03-24T23:59:59.999Z'))).toBe('2025-03-24');
    expect(gameDayOf(new Date('2025-03-25T00:00:00+02:00'))).toBe('2025-03-24');
  });
});
