import { describe, expect, it } from 'vitest';
import type { Actor, Movie } from './entities';
import { parLabel, parResult } from './par';
import { basicShareText, detailedShareText, parResultText, shareSymbols, type ShareInput } from './share';

const actor = (name: string): Actor => ({ id: 0, tvdbId: name, name });
const link = (from: string, title: string, year: number | null, to: string) => ({
  actor: actor(from),
  movie: { id: 0, tvdbId: title, title, year } satisfies Movie,
  nextActor: actor(to),
});

const game: ShareInput = {
  productName: 'Cinema Chain',
  siteUrl: 'https://cinemachain.example',
  moveCount: 3,
  score: 71,
  startActorName: 'Tom Hanks',
  endActorName: 'Meg Ryan',
  puzzle: { number: 42, par: 3, hintsUsed: 0 },
};

describe('the result against par', () => {
  it('is under, at or over par by the number of connections', () => {
    expect(parResult(2, 3)).toBe('under');
    expect(parResult(3, 3)).toBe('par');
    expect(parResult(4, 3)).toBe('over');
  });

  it('says it in words with the difference', () => {
    expect(parLabel(3)).toBe('Par 3');
    expect(parResultText(3, 3)).toBe('At par');
    expect(parResultText(4, 3)).toBe('1 over par');
    expect(parResultText(6, 3)).toBe('3 over par');
    expect(parResultText(1, 3)).toBe('2 under par');
  });
});

describe('the row of share symbols', () => {
  it('shows one film per connection and a star at par', () => {
    expect(shareSymbols(3, { number: 1, par: 3, hintsUsed: 0 })).toBe('🎬🎬🎬⭐');
  });

  it('shows the star under par too, and none over par', () => {
    expect(shareSymbols(2, { number: 1, par: 3, hintsUsed: 0 })).toBe('🎬🎬⭐');
    expect(shareSymbols(4, { number: 1, par: 3, hintsUsed: 0 })).toBe('🎬🎬🎬🎬');
  });

  it('adds a bulb per hint used, and no star when the pair has no par', () => {
    expect(shareSymbols(3, { number: 1, par: 3, hintsUsed: 2 })).toBe('🎬🎬🎬⭐💡💡');
    expect(shareSymbols(2, { number: 1, par: null, hintsUsed: 1 })).toBe('🎬🎬💡');
  });
});

describe('the basic share of a daily puzzle', () => {
  it('names the puzzle number and the result against par, with the spec wording and points', () => {
    expect(basicShareText(game)).toBe(
      [
        'Cinema Chain #42',
        'I connected two actors in 3 steps!',
        'Score: 71 points',
        'Par 3 · At par',
        '🎬🎬🎬⭐',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('spoils nothing: no actor name appears', () => {
    const text = basicShareText(game);
    expect(text).not.toContain('Tom Hanks');
    expect(text).not.toContain('Meg Ryan');
  });

  it('shows a chain over par with its hint', () => {
    expect(basicShareText({ ...game, moveCount: 4, score: 30, puzzle: { number: 7, par: 2, hintsUsed: 1 } })).toBe(
      [
        'Cinema Chain #7',
        'I connected two actors in 4 steps!',
        'Score: 30 points',
        'Par 2 · 2 over par',
        '🎬🎬🎬🎬💡',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('uses the singular step and says when the par is unknown', () => {
    expect(basicShareText({ ...game, moveCount: 1, score: 140, puzzle: { number: 1, par: null, hintsUsed: 0 } })).toBe(
      [
        'Cinema Chain #1',
        'I connected two actors in 1 step!',
        'Score: 140 points',
        'Par unknown',
        '🎬',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });
});

describe('the detailed share of a daily puzzle', () => {
  const chain = [
    link('Tom Hanks', 'Big', 1988, 'Elizabeth Perkins'),
    link('Elizabeth Perkins', 'Sleepless in Seattle', null, 'Meg Ryan'),
  ];

  it('keeps the pair and the numbered path, and adds par, hints and the symbols', () => {
    expect(
      detailedShareText({ ...game, moveCount: 2, score: 81, puzzle: { number: 42, par: 2, hintsUsed: 1 } }, chain),
    ).toBe(
      [
        '🎬 Cinema Chain #42: Tom Hanks → Meg Ryan',
        'I connected two actors in 2 steps!',
        'Score: 81 points',
        'Par 2 · At par',
        '1 hint used',
        '🎬🎬⭐💡',
        '',
        'My path:',
        '1. Tom Hanks → Big (1988) → Elizabeth Perkins',
        '2. Elizabeth Perkins → Sleepless in Seattle (N/A) → Meg Ryan',
        '',
        'https://cinemachain.example',
      ].join('\n'),
    );
  });

  it('leaves out the hints line when none was used, and says hints in the plural', () => {
    const text = detailedShareText(
      { ...game, moveCount: 2, score: 91, puzzle: { number: 3, par: 2, hintsUsed: 0 } },
      chain,
    );
    expect(text).not.toContain('hint');
    const three = detailedShareText(
      { ...game, moveCount: 2, score: 61, puzzle: { number: 3, par: 2, hintsUsed: 3 } },
      chain,
    );
    expect(three.split('\n')[4]).toBe('3 hints used');
  });
});
