import { describe, expect, it } from 'vitest';
import { MAX_CHAIN_LENGTH } from '@cinema/shared';
import { errorOf } from '../errors.test-support';
import {
  actorsInChain,
  assertChainHasRoom,
  assertNoRevisit,
  chainFullMessage,
  moviesInChain,
} from './chain-limit-rules';
import { assertExtends } from './connection-rules';

const START = 1;
const END = 9;
const link = (actorId: number, movieId: number, nextActorId: number) => ({ actorId, movieId, nextActorId });
const names = { movie: 'All About Eve', nextActor: 'Hugh Marlowe' };

/** start 1 → movie 100 → actor 4 → movie 101 → actor 6 */
const chain = [link(START, 100, 4), link(4, 101, 6)];

/** A chain of `length` links that visits actors 1, 2, 3 … through movies 1001, 1002 … */
const straightChain = (length: number) => Array.from({ length }, (_, i) => link(START + i, 1001 + i, START + i + 1));

describe('the length of a chain', () => {
  it('is at most 20 connections', () => {
    expect(MAX_CHAIN_LENGTH).toBe(20);
    expect(chainFullMessage).toBe('A chain has at most 20 connections');
  });

  it('a chain of 19 links takes a 20th', () => {
    expect(() => assertChainHasRoom(straightChain(19))).not.toThrow();
    expect(() => assertChainHasRoom([])).not.toThrow();
  });

  it('a chain of 20 links takes no 21st: 409 saying so', () => {
    for (const length of [20, 21]) {
      const error = errorOf(() => assertChainHasRoom(straightChain(length)));
      expect(error.appCode).toBe('CONFLICT');
      expect(error.message).toBe('A chain has at most 20 connections');
      expect(error.details).toEqual({ maxConnections: 20 });
    }
  });

  it('is checked when a link extends the chain, whatever its order', () => {
    const full = straightChain(20);
    const game = { startActorId: START, endActorId: END + 100, isComplete: false };
    for (const order of [19, 20]) {
      const error = errorOf(() => assertExtends(game, full, order, link(21, 2000, 22)));
      expect(error.message).toBe('A chain has at most 20 connections');
    }
    // one short of full: the next link at order 19 is fine
    expect(() => assertExtends(game, straightChain(19), 19, link(20, 2000, 22))).not.toThrow();
  });

  it('a completed game or a chain at the end actor says so before its length', () => {
    const full = straightChain(20);
    const done = { startActorId: START, endActorId: 21, isComplete: false };
    expect(errorOf(() => assertExtends(done, full, 20, link(21, 2000, 22))).message).toBe(
      'The chain already reaches the end actor',
    );
    expect(errorOf(() => assertExtends({ ...done, isComplete: true }, full, 20, link(21, 2000, 22))).message).toBe(
      'This game is already complete',
    );
  });
});

describe('what a chain has visited', () => {
  it('the actors are the start actor and every next actor', () => {
    expect([...actorsInChain(START, chain)].sort()).toEqual([1, 4, 6]);
    expect([...actorsInChain(START, [])]).toEqual([START]);
  });

  it('the movies are every link movie', () => {
    expect([...moviesInChain(chain)].sort()).toEqual([100, 101]);
    expect(moviesInChain([]).size).toBe(0);
  });
});

describe('no revisits', () => {
  it('a link to a new actor through a new movie is fine', () => {
    expect(() => assertNoRevisit(START, chain, link(6, 102, 7), names)).not.toThrow();
    expect(() => assertNoRevisit(START, [], link(START, 100, 4), names)).not.toThrow();
  });

  it('a link to the end actor is fine when the end actor has not appeared', () => {
    expect(() => assertNoRevisit(START, chain, link(6, 102, END), names)).not.toThrow();
  });

  it('a movie already in the chain: 409 naming the movie, on the movie field', () => {
    const error = errorOf(() => assertNoRevisit(START, chain, link(6, 100, 7), names));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('"All About Eve" is already in your chain');
    expect(error.details).toEqual({ field: 'movie', movieId: 100 });
  });

  it('the movie of the last link cannot be used again either', () => {
    expect(errorOf(() => assertNoRevisit(START, chain, link(6, 101, 7), names)).message).toBe(
      '"All About Eve" is already in your chain',
    );
  });

  it('an actor already in the chain: 409 naming the actor, on the actor field', () => {
    const error = errorOf(() => assertNoRevisit(START, chain, link(6, 102, 4), names));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('Hugh Marlowe is already in your chain');
    expect(error.details).toEqual({ field: 'actor', actorId: 4 });
  });

  it('the start actor counts as visited, from the first link on', () => {
    expect(errorOf(() => assertNoRevisit(START, chain, link(6, 102, START), names)).message).toBe(
      'Hugh Marlowe is already in your chain',
    );
    // a second link back to the start actor through another movie
    expect(errorOf(() => assertNoRevisit(START, [link(START, 100, 4)], link(4, 101, START), names)).details).toEqual({
      field: 'actor',
      actorId: START,
    });
  });

  it('a link that revisits both names the movie first', () => {
    expect(errorOf(() => assertNoRevisit(START, chain, link(6, 100, 4), names)).details).toMatchObject({
      field: 'movie',
    });
  });
});
