import { describe, expect, it } from 'vitest';
import type { Actor, Movie } from './entities';
import { basicShareText, detailedShareText, shareHeadline, type ShareInput } from './share';

const result: ShareInput = {
  productName: 'Cinema Chain',
  siteUrl: 'https://cinemachain.example',
  moveCount: 2,
  score: 91,
  startActorName: 'Tom Hanks',
  endActorName: 'Meg Ryan',
};

const actor = (name: string): Actor => ({ id: 0, tvdbId: name, name });
const link = (from: string, title: string, year: number | null, to: string) => ({
  actor: actor(from),
  movie: { id: 0, tvdbId: title, title, year } satisfies Movie,
  nextActor: actor(to),
});

describe('the share headline', () => {
  it('says "step" for a single connection', () => {
    expect(shareHeadline(1)).toBe('I connected two actors in 1 step!');
  });

  it('says "steps" for any other count', () => {
    expect(shareHeadline(2)).toBe('I connected two actors in 2 steps!');
    expect(shareHeadline(12)).toBe('I connected two actors in 12 steps!');
  });
});

describe('the basic share text', () => {
  it('names the product and the pair, the steps, the score in points and the site, one per line', () => {
    expect(basicShareText(result)).toBe(
      [
        '🎬 Cinema Chain: Tom Hanks → Meg Ryan',
        'I connected two actors in 2 steps!',
        'Score: 91 points',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('uses the singular for a one-connection game', () => {
    expect(basicShareText({ ...result, moveCount: 1, score: 129 })).toBe(
      [
        '🎬 Cinema Chain: Tom Hanks → Meg Ryan',
        'I connected two actors in 1 step!',
        'Score: 129 points',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });
});

describe('the detailed share text', () => {
  const chain = [
    link('Tom Hanks', 'Big', 1988, 'Elizabeth Perkins'),
    link('Elizabeth Perkins', 'Sleepless in Seattle', null, 'Meg Ryan'),
  ];

  it('adds the numbered path with each title and year (N/A when unknown) before the site', () => {
    expect(detailedShareText(result, chain)).toBe(
      [
        '🎬 Cinema Chain: Tom Hanks → Meg Ryan',
        'I connected two actors in 2 steps!',
        'Score: 91 points',
        '',
        'My path:',
        '1. Tom Hanks → Big (1988) → Elizabeth Perkins',
        '2. Elizabeth Perkins → Sleepless in Seattle (N/A) → Meg Ryan',
        '',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('shows a single-link path with the singular headline', () => {
    const one = [link('Tom Hanks', "You've Got Mail", 1998, 'Meg Ryan')];
    expect(detailedShareText({ ...result, moveCount: 1, score: 130 }, one)).toBe(
      [
        '🎬 Cinema Chain: Tom Hanks → Meg Ryan',
        'I connected two actors in 1 step!',
        'Score: 130 points',
        '',
        'My path:',
        "1. Tom Hanks → You've Got Mail (1998) → Meg Ryan",
        '',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });
});
