import { describe, expect, it } from 'vitest';
import { createGameInput, idInput, leaderboardInput, randomActorsInput } from './inputs';

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
