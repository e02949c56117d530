import { describe, expect, it } from 'vitest';
import type { Actor, Movie } from './entities';
import { basicShareText, detailedShareText, type ShareInput } from './share';

const actor = (name: string): Actor => ({ id: 0, tvdbId: name, name });
const link = (from: string, title: string, year: number | null, to: string) => ({
  actor: actor(from),
  movie: { id: 0, tvdbId: title, title, year } satisfies Movie,
  nextActor: actor(to),
});

/** A practice replay of puzzle 42 (DESIGN §5): the player's ranked game of the day was done before. */
const practice: ShareInput = {
  productName: 'Cinema Chain',
  siteUrl: 'https://cinemachain.example',
  moveCount: 2,
  score: 91,
  startActorName: 'Tom Hanks',
  endActorName: 'Meg Ryan',
  puzzle: { number: 42, par: 2, hintsUsed: 0 },
  isPractice: true,
};
const chain = [
  link('Tom Hanks', 'Big', 1988, 'Elizabeth Perkins'),
  link('Elizabeth Perkins', 'Sleepless in Seattle', 1993, 'Meg Ryan'),
];

describe('the share texts of a practice game', () => {
  it('say Practice after the puzzle number in the basic text, which still names no actor', () => {
    expect(basicShareText(practice)).toBe(
      [
        'Cinema Chain #42 · Practice',
        'I connected two actors in 2 steps!',
        'Score: 91 points',
        'Par 2 · At par',
        '🎬🎬⭐',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('say Practice in the detailed text’s title, before the pair', () => {
    expect(detailedShareText(practice, chain)).toBe(
      [
        '🎬 Cinema Chain #42 · Practice: Tom Hanks → Meg Ryan',
        'I connected two actors in 2 steps!',
        'Score: 91 points',
        'Par 2 · At par',
        '🎬🎬⭐',
        '',
        'My path:',
        '1. Tom Hanks → Big (1988) → Elizabeth Perkins',
        '2. Elizabeth Perkins → Sleepless in Seattle (1993) → Meg Ryan',
        '',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('say Practice in the spec’s basic text too, when the puzzle is not known', () => {
    const { puzzle: _puzzle, ...withoutPuzzle } = practice;
    expect(basicShareText(withoutPuzzle)).toBe(
      [
        '🎬 Cinema Chain · Practice: Tom Hanks → Meg Ryan',
        'I connected two actors in 2 steps!',
        'Score: 91 points',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('leave a ranked game’s texts without the word', () => {
    const ranked = { ...practice, isPractice: false };
    expect(basicShareText(ranked).split('\n')[0]).toBe('Cinema Chain #42');
    expect(detailedShareText(ranked, chain).split('\n')[0]).toBe('🎬 Cinema Chain #42: Tom Hanks → Meg Ryan');
    expect(basicShareText(ranked)).not.toContain('Practice');
    expect(detailedShareText(ranked, chain)).not.toContain('Practice');
  });
});
