import { describe, expect, it } from 'vitest';
import { baseScore, billingBonus, calculateScore, movieYearBonus, scoreFromMoveCount } from './score';

const link = (movieYear: number | null, actorBilling: number | null, nextActorBilling: number | null) => ({
  movieYear,
  actorBilling,
  nextActorBilling,
});

describe('score', () => {
  it('gives 100, 80, 60, 40 base points and the floor of 10 from five connections on', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(baseScore)).toEqual([100, 80, 60, 40, 10, 10, 10]);
  });

  it('adds one point per decade of movie age, by the bands of the spec', () => {
    const cases: [number | null, number][] = [
      [null, 0],
      [2023, 0],
      [2020, 0],
      [2019, 1],
      [2010, 1],
      [2009, 2],
      [2000, 2],
      [1999, 3],
      [1990, 3],
      [1985, 4],
      [1979, 5],
      [1960, 6],
      [1959, 7],
      [1944, 8],
      [1939, 9],
      [1930, 9],
      [1929, 10],
      [1920, 10],
      [1919, 11],
      [1903, 11],
    ];
    for (const [year, bonus] of cases) expect(movieYearBonus(year), `year ${year}`).toBe(bonus);
  });

  it('caps each billing bonus at 20 and counts unknown billing as 0', () => {
    expect(billingBonus(1)).toBe(1);
    expect(billingBonus(7)).toBe(7);
    expect(billingBonus(20)).toBe(20);
    expect(billingBonus(35)).toBe(20);
    expect(billingBonus(null)).toBe(0);
    expect(billingBonus(undefined)).toBe(0);
    expect(billingBonus(0)).toBe(0);
  });

  it('adds the +25 single-connection bonus to a one-link chain', () => {
    // 100 base + 25 bonus + 1990s movie (3) + billing 1 and 4
    expect(calculateScore([link(1994, 1, 4)])).toBe(100 + 25 + 3 + 1 + 4);
  });

  it('scores a three-link chain by hand', () => {
    // base 60; 1942 → 8, 1999 → 3, 2021 → 0; billings 1+3, 2+25→20, unknown+5
    const links = [link(1942, 1, 3), link(1999, 2, 25), link(2021, null, 5)];
    expect(calculateScore(links)).toBe(60 + 8 + 1 + 3 + 3 + 2 + 20 + 0 + 0 + 5);
  });

  it('keeps the floor of 10 for long chains and still adds the bonuses', () => {
    const links = Array.from({ length: 6 }, () => link(null, null, null));
    expect(calculateScore(links)).toBe(10);
    links[0] = link(1915, 30, 2);
    expect(calculateScore(links)).toBe(10 + 11 + 20 + 2);
  });

  it('scores an empty chain as 0', () => {
    expect(calculateScore([])).toBe(0);
  });

  it('falls back to the base for a move count when no score is stored', () => {
    expect(scoreFromMoveCount(1)).toBe(125);
    expect(scoreFromMoveCount(3)).toBe(60);
    expect(scoreFromMoveCount(9)).toBe(10);
  });
});
