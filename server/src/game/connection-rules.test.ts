import { describe, expect, it } from 'vitest';
import { messages } from '@cinema/shared';
import { errorOf } from '../errors.test-support';
import {
  assertAppearedIn,
  assertExtends,
  assertTvdbIds,
  currentActorId,
  missingTvdbIds,
  reachesEnd,
  repeatedLink,
} from './connection-rules';

const START = 1;
const END = 9;
const game = { startActorId: START, endActorId: END, isComplete: false };
const link = (order: number, actorId: number, movieId: number, nextActorId: number) => ({
  order,
  actorId,
  movieId,
  nextActorId,
});

describe('movie database ids', () => {
  it('names every missing id in the order of the payload', () => {
    expect(missingTvdbIds({ actorTvdbId: 'a', movieTvdbId: null, nextActorTvdbId: '' })).toEqual([
      'movieTvdbId',
      'nextActorTvdbId',
    ]);
    expect(missingTvdbIds({})).toEqual(['actorTvdbId', 'movieTvdbId', 'nextActorTvdbId']);
  });

  it('a connection without all three ids is refused with the spec message listing them', () => {
    const error = errorOf(() => assertTvdbIds({ actorTvdbId: 'a', movieTvdbId: 'm' }));
    expect(error.appCode).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.missingTmdbIds(['nextActorTvdbId']));
    expect(error.message).toBe('Missing required TMDB IDs: nextActorTvdbId. Cannot proceed.');
    expect(error.details).toEqual({ missing: ['nextActorTvdbId'] });
    expect(errorOf(() => assertTvdbIds({ nextActorTvdbId: 'n' })).message).toBe(
      'Missing required TMDB IDs: actorTvdbId, movieTvdbId. Cannot proceed.',
    );
  });

  it('a connection with all three ids passes', () => {
    expect(() => assertTvdbIds({ actorTvdbId: 'a', movieTvdbId: 'm', nextActorTvdbId: 'n' })).not.toThrow();
  });
});

describe('the current actor', () => {
  it('is the start actor while the chain is empty', () => {
    expect(currentActorId(START, [])).toBe(START);
  });

  it("is the last link's next actor afterwards", () => {
    expect(currentActorId(START, [link(0, START, 100, 4), link(1, 4, 101, 6)])).toBe(6);
  });
});

describe('reaching the end actor', () => {
  it('an empty chain does not reach the end, even when nothing else is known', () => {
    expect(reachesEnd(END, [])).toBe(false);
  });

  it("the chain reaches the end when the last link's next actor is the end actor", () => {
    expect(reachesEnd(END, [link(0, START, 100, 4)])).toBe(false);
    expect(reachesEnd(END, [link(0, START, 100, 4), link(1, 4, 101, END)])).toBe(true);
  });
});

describe('repeated submissions', () => {
  const chain = [link(0, START, 100, 4), link(1, 4, 101, 6)];

  it('the same link at the same order is a repeat of the stored link', () => {
    expect(repeatedLink(chain, 1, { actorId: 4, movieId: 101, nextActorId: 6 })).toBe(chain[1]);
  });

  it('a different link at a taken order is not a repeat', () => {
    expect(repeatedLink(chain, 1, { actorId: 4, movieId: 101, nextActorId: 7 })).toBeNull();
    expect(repeatedLink(chain, 0, { actorId: 4, movieId: 101, nextActorId: 6 })).toBeNull();
  });

  it('a taken order with another movie between the same actors is not a repeat', () => {
    expect(repeatedLink(chain, 1, { actorId: 4, movieId: 102, nextActorId: 6 })).toBeNull();
  });

  it('a taken order with another actor before the same movie and next actor is not a repeat', () => {
    expect(repeatedLink(chain, 1, { actorId: 5, movieId: 101, nextActorId: 6 })).toBeNull();
  });

  it('the first link can be repeated too', () => {
    expect(repeatedLink(chain, 0, { actorId: START, movieId: 100, nextActorId: 4 })).toBe(chain[0]);
  });

  it('a link at an order not yet used is not a repeat', () => {
    expect(repeatedLink(chain, 2, { actorId: 6, movieId: 102, nextActorId: 7 })).toBeNull();
  });
});

describe('extending the chain', () => {
  const chain = [link(0, START, 100, 4)];

  it('the next link starts from the current actor at the next order', () => {
    expect(() => assertExtends(game, chain, 1, { actorId: 4, movieId: 101, nextActorId: END })).not.toThrow();
  });

  it('an order other than the chain length is a conflict naming the expected order', () => {
    for (const order of [0, 2, 7]) {
      const error = errorOf(() => assertExtends(game, chain, order, { actorId: 4, movieId: 101, nextActorId: END }));
      expect(error.appCode).toBe('CONFLICT');
      expect(error.message).toBe('The next connection must have order 1');
      expect(error.details).toEqual({ expectedOrder: 1, order });
    }
  });

  it('a link that does not start from the current actor is refused', () => {
    const error = errorOf(() => assertExtends(game, chain, 1, { actorId: START, movieId: 101, nextActorId: END }));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('The connection must start from the current actor');
    expect(error.details).toEqual({ expectedActorId: 4, field: 'actor' });
  });

  it('the first link must start from the start actor', () => {
    expect(() => assertExtends(game, [], 0, { actorId: START, movieId: 100, nextActorId: 4 })).not.toThrow();
    const error = errorOf(() => assertExtends(game, [], 0, { actorId: 4, movieId: 100, nextActorId: 6 }));
    expect(error.message).toBe('The connection must start from the current actor');
    expect(error.details).toEqual({ expectedActorId: START, field: 'actor' });
  });

  it('the next actor must differ from the actor', () => {
    const error = errorOf(() => assertExtends(game, chain, 1, { actorId: 4, movieId: 101, nextActorId: 4 }));
    expect(error.appCode).toBe('INVALID_CONNECTION');
    expect(error.message).toBe('The next actor must be a different actor');
    expect(error.details).toEqual({ field: 'actor' });
  });

  it('a completed game takes no more links', () => {
    const error = errorOf(() =>
      assertExtends({ ...game, isComplete: true }, chain, 1, { actorId: 4, movieId: 101, nextActorId: 5 }),
    );
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('This game is already complete');
  });

  it('a chain that already reaches the end actor takes no more links', () => {
    const done = [link(0, START, 100, END)];
    const error = errorOf(() => assertExtends(game, done, 1, { actorId: END, movieId: 101, nextActorId: 5 }));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('The chain already reaches the end actor');
  });
});

describe('appearances', () => {
  const names = { actor: 'Tom Hanks', movie: 'Big', nextActor: 'Elizabeth Perkins' };

  it('an actor who was not in the movie points the player at the movie field', () => {
    const error = errorOf(() => assertAppearedIn(names, { actor: false, nextActor: true }));
    expect(error.appCode).toBe('INVALID_CONNECTION');
    expect(error.message).toBe('Tom Hanks did not appear in "Big"');
    expect(error.details).toEqual({ field: 'movie' });
  });

  it('a next actor who was not in the movie points the player at the actor field', () => {
    const error = errorOf(() => assertAppearedIn(names, { actor: true, nextActor: false }));
    expect(error.appCode).toBe('INVALID_CONNECTION');
    expect(error.message).toBe('Elizabeth Perkins did not appear in "Big"');
    expect(error.details).toEqual({ field: 'actor' });
  });

  it('when neither appeared, the actor is reported first', () => {
    const error = errorOf(() => assertAppearedIn(names, { actor: false, nextActor: false }));
    expect(error.message).toBe('Tom Hanks did not appear in "Big"');
    expect(error.details).toEqual({ field: 'movie' });
  });

  it('both appeared: the connection stands', () => {
    expect(() => assertAppearedIn(names, { actor: true, nextActor: true })).not.toThrow();
  });
});
