import { describe, expect, it } from 'vitest';
import {
  addConnectionInput,
  completeGameInput,
  createGameInput,
  idInput,
  leaderboardInput,
  randomActorsInput,
} from './inputs';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message).join('; ');

describe('numbers from paths and query strings', () => {
  it('reads numeric text as a number', () => {
    expect(idInput.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idInput.parse({ id: ' 7 ' })).toEqual({ id: 7 });
    expect(idInput.parse({ id: 3 })).toEqual({ id: 3 });
  });

  it('names what was received instead of NaN', () => {
    expect(messageOf(idInput.safeParse({ id: 'abc' }))).toMatch(/expected number, received string/);
    expect(messageOf(createGameInput.safeParse({ endActorId: 2 }))).toMatch(/expected number, received undefined/);
    expect(messageOf(idInput.safeParse({ id: '' }))).toMatch(/received undefined/);
  });

  it('keeps ids whole, positive and within the database range', () => {
    for (const bad of ['1.5', '0', '-3', '2147483648']) expect(idInput.safeParse({ id: bad }).success, bad).toBe(false);
  });

  it('applies defaults only when a value is absent', () => {
    expect(randomActorsInput.parse({})).toEqual({ count: 2 });
    expect(randomActorsInput.safeParse({ count: 'abc' }).success).toBe(false);
    expect(leaderboardInput.parse({ page: '2' })).toMatchObject({ page: 2, limit: 10, includeChain: false });
  });
});

describe('the order of a connection', () => {
  const connection = (order: number) => ({
    gameId: 1,
    order,
    actorTvdbId: 'a',
    movieTvdbId: 'm',
    nextActorTvdbId: 'n',
  });

  it('runs from 0 to 20: the 21st link (order 20) reaches the game rule, which refuses it', () => {
    expect(addConnectionInput.parse(connection(0)).order).toBe(0);
    expect(addConnectionInput.parse(connection(20)).order).toBe(20);
  });

  it('is refused from 21 on, saying why', () => {
    for (const order of [21, 1000]) {
      expect(messageOf(addConnectionInput.safeParse(connection(order))), String(order)).toBe(
        'order runs from 0 to 20: a chain has at most 20 connections',
      );
    }
    expect(addConnectionInput.safeParse(connection(-1)).success).toBe(false);
  });

  it('a completion claims 1 to 20 moves', () => {
    const complete = (moveCount: number) => completeGameInput.safeParse({ id: 1, isComplete: true, moveCount });
    expect(complete(1).success).toBe(true);
    expect(complete(20).success).toBe(true);
    expect(complete(21).success).toBe(false);
    expect(complete(0).success).toBe(false);
  });
});
