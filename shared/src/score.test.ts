import { describe, expect, it } from 'vitest';
import {
  baseScore,
  billingBonus,
  calculateScore,
  estimatedScore,
  linkBonus,
  movieYearBonus,
  scoreFromMoveCount,
  hintPenalty,
  HINT_LIMIT,
} from './score';
import { scoringRules } from './scoring-rules';

const link = (movieYear: number | null, actorBilling: number | null, nextActorBilling: number | null) => ({
  movieYear,
  actorBilling,
  nextActorBilling,
});

describe('score', () => {
  it('gives 100, 80, 60, 40 base points and the floor of 10 from five connections on', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(baseScore)).toEqual([100, 80, 60, 40, 10, 10, 10]);
    expect(baseScore(0)).toBe(0);
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
      // never negative, however far in the future
      [2031, 0],
      [2045, 0],
      [Number.NaN, 0],
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
    expect(billingBonus(-3)).toBe(0);
    expect(billingBonus(Number.NaN)).toBe(0);
  });

  it('adds the +25 single-connection bonus to a one-link chain', () => {
    // 100 base + 25 bonus + one link's bonus (averaged over one connection: itself):
    // 1994 → 3, billing 1 and 4 → 1 + 4; 3 + 1 + 4 = 8; 100 + 8 + 25 = 133
    expect(calculateScore([link(1994, 1, 4)])).toBe(133);
  });

  it('averages the link bonuses of a three-link chain, by hand', () => {
    // base 60 (three connections)
    // link 1: 1942 → 8, billing 1 + 3        → 12
    // link 2: 1999 → 3, billing 2 + 25 (→20) → 25
    // link 3: 2021 → 0, unknown (0) + 5      → 5
    // sum 42, over 3 connections → 14; 60 + 14 = 74
    const links = [link(1942, 1, 3), link(1999, 2, 25), link(2021, null, 5)];
    expect(calculateScore(links)).toBe(74);
  });

  it('rounds the average half up', () => {
    // two links: base 80; bonuses 1950 → 7 + 1 + 2 = 10 and 2015 → 1 + 1 + 1 = 3
    // sum 13, over 2 → 6.5 → 7; 80 + 7 = 87
    expect(calculateScore([link(1950, 1, 2), link(2015, 1, 1)])).toBe(87);
    // sum 12 (1950 → 7 + 1 + 1 = 9 and 2015 → 3): 12 / 2 = 6; 80 + 6 = 86
    expect(calculateScore([link(1950, 1, 1), link(2015, 1, 1)])).toBe(86);
    // three links, sum 10 (1950 → 7 + 1 + 2 = 10, then two 2021 links with unknown billing → 0)
    // 10 / 3 = 3.33 → 3; 60 + 3 = 63
    expect(calculateScore([link(1950, 1, 2), link(2021, null, null), link(2021, null, null)])).toBe(63);
  });

  it('keeps the floor of 10 for long chains and averages the bonuses over all of them', () => {
    const links = Array.from({ length: 6 }, () => link(null, null, null));
    expect(calculateScore(links)).toBe(10);
    // one link of 1915 (11) billing 30 (→20) and 2 → 33; 33 / 6 = 5.5 → 6; 10 + 6 = 16
    links[0] = link(1915, 30, 2);
    expect(calculateScore(links)).toBe(16);
  });

  it('is at most 176: one connection with every bonus at its cap', () => {
    // 100 + 25 + (11 + 20 + 20) = 176
    expect(calculateScore([link(1900, 40, 99)])).toBe(176);
  });

  it('gives a longer chain of the same quality less, however many links it has', () => {
    // every link at the cap of 51: the average stays 51, the base falls 100, 80, 60, 40, 10 …
    const capped = link(1900, 20, 20);
    const scores = [1, 2, 3, 4, 5, 20].map((n) => calculateScore(Array.from({ length: n }, () => capped)));
    expect(scores).toEqual([176, 131, 111, 91, 61, 61]);
  });

  it('gives a looping chain nothing for its length: 200 links score what 5 such links score', () => {
    // each link 1950 → 7, billing 20 + 20 → 47; the average stays 47 and the base is the floor: 10 + 47 = 57
    const loop = Array.from({ length: 200 }, () => link(1950, 20, 20));
    expect(calculateScore(loop)).toBe(57);
    expect(calculateScore(loop.slice(0, 5))).toBe(57);
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

describe('link bonus', () => {
  it('adds the movie-year bonus and both billing bonuses', () => {
    // 1939 → 9; billing 2 → 2; billing 33 → 20; 9 + 2 + 20 = 31
    expect(linkBonus(link(1939, 2, 33))).toBe(31);
    expect(linkBonus(link(null, null, null))).toBe(0);
  });
});

describe('estimated score', () => {
  it('is 0 for an empty chain', () => {
    expect(estimatedScore([], false)).toBe(0);
  });

  it('never counts the single-connection bonus for a chain in progress', () => {
    // one link in progress (1994 → 3, billing 1 + 4 → 8): it finishes in two connections at
    // the earliest, so base 80 + average 8 = 88 (not 100 + 25 + 8 = 133)
    expect(estimatedScore([link(1994, 1, 4)], false)).toBe(88);
    // the same link reaching the end actor is a single connection: 100 + 8 + 25 = 133
    expect(estimatedScore([link(1994, 1, 4)], true)).toBe(133);
  });

  it('projects a chain in progress to one more connection at its average bonus', () => {
    // links 12 and 25 (see the three-link chain above): average 37 / 2 = 18.5 → 19; three connections → 60 + 19 = 79
    expect(estimatedScore([link(1942, 1, 3), link(1999, 2, 25)], false)).toBe(79);
  });

  it('is the score once the chain reaches the end actor', () => {
    // the three-link chain worked out above: 74
    expect(estimatedScore([link(1942, 1, 3), link(1999, 2, 25), link(2021, null, 5)], true)).toBe(74);
  });

  it('falls by the base step only as links of the same bonus are added: no 25-point drop', () => {
    // every link 1980 → 4, billing 2 + 3 → 9, so the average stays 9; estimates of 1, 2, 3 … links in progress
    // project to 2, 3, 4 … connections: 80 + 9, 60 + 9, 40 + 9, then the floor 10 + 9
    const same = link(1980, 2, 3);
    const estimates = Array.from({ length: 6 }, (_, i) =>
      estimatedScore(
        Array.from({ length: i + 1 }, () => same),
        false,
      ),
    );
    expect(estimates).toEqual([89, 69, 49, 19, 19, 19]);
    const drops = estimates.slice(1).map((estimate, i) => estimates[i]! - estimate);
    expect(drops).toEqual([20, 20, 30, 0, 0]);
  });

  it('a chain in progress estimates what finishing with one more such link would score', () => {
    // two links in progress of bonus 9: 60 + 9 = 69; finished by a third link of bonus 9 the score is 60 + 27 / 3 = 69
    const same = link(1980, 2, 3);
    expect(estimatedScore([same, same], false)).toBe(69);
    expect(estimatedScore([same, same, same], true)).toBe(69);
    // a single link in progress: 80 + 9 = 89; finished by a second: 80 + 18 / 2 = 89
    expect(estimatedScore([same], false)).toBe(89);
    expect(calculateScore([same, same])).toBe(89);
  });
});

describe('How Scoring Works', () => {
  it('states the rules of the function, averaged bonuses included', () => {
    expect(scoringRules).toEqual([
      'Start with 100 points for a single connection; each extra connection costs 20 points, down to 10 points for 5 or more connections.',
      'Solve it in a single connection for a +25 bonus.',
      'Each link earns a bonus. Older movies earn more: +1 point per decade before 2020 (2010s +1, 2000s +2 … 1920s +10, earlier +11).',
      "Deep cuts pay: each actor adds their billing position in the movie's cast, up to 20 points.",
      'Your score adds the average bonus of your links (rounded), so extra connections never add points by themselves.',
      'Until the chain reaches the end actor, the Estimated Score assumes your next connection finishes it.',
      'You may ask for up to 3 hints a game; each hint used costs 10 points (a score never goes below 0).',
    ]);
  });
});

describe('hints', () => {
  // One link of 1995 (bonus 3) with billings 2 and 4: 100 + 9 + 25 = 134 without hints.
  const one = [{ movieYear: 1995, actorBilling: 2, nextActorBilling: 4 }];
  // Five bare links: the floor of 10 and no bonus.
  const five = Array.from({ length: 5 }, () => ({ movieYear: null, actorBilling: null, nextActorBilling: null }));

  it('cost 10 points each after the rest of the score', () => {
    expect(calculateScore(one)).toBe(134);
    expect(calculateScore(one, {})).toBe(134);
    expect(calculateScore(one, { hintsUsed: 0 })).toBe(134);
    expect(calculateScore(one, { hintsUsed: 1 })).toBe(124);
    expect(calculateScore(one, { hintsUsed: 3 })).toBe(104);
  });

  it('never take a score below 0', () => {
    expect(calculateScore(five)).toBe(10);
    expect(calculateScore(five, { hintsUsed: 1 })).toBe(0);
    expect(calculateScore(five, { hintsUsed: 3 })).toBe(0);
  });

  it('a negative or fractional count costs what its whole hints cost', () => {
    expect(hintPenalty(-2)).toBe(0);
    expect(hintPenalty(Number.NaN)).toBe(0);
    expect(hintPenalty(2.7)).toBe(20);
    expect(HINT_LIMIT).toBe(3);
  });

  it('lower the Estimated Score of a chain in progress too', () => {
    // In progress with one 1995 link (bonus 9): the base of 2 connections (80) + 9 = 89, minus 20.
    expect(estimatedScore(one, false)).toBe(89);
    expect(estimatedScore(one, false, { hintsUsed: 2 })).toBe(69);
    expect(estimatedScore(one, true, { hintsUsed: 2 })).toBe(114);
  });
});
