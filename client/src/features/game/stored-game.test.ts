import { describe, expect, it } from 'vitest';
import { actorSchema, completeGameOutcomeSchema, hintSchema } from '@cinema/shared';
import { parseStoredGame } from './stored-game';

const ada = { id: 1, tvdbId: 'a1', name: 'Ada Actor' };
const ben = { id: 2, tvdbId: 'b2', name: 'Ben Actor', imageUrl: null, billingPosition: 3 };
const film = { id: 7, tvdbId: 'm7', title: 'The Film', year: 1999, imageUrl: 'https://img/x.jpg' };
const base = { id: 5, startActor: ada, endActor: ben, isComplete: false };

/** Each case: a value, and whether shared's schema accepts it (worked out by hand). */
const actors: [unknown, boolean][] = [
  [ada, true],
  [ben, true],
  [{ ...ada, imageUrl: 'https://img/a.jpg', billingPosition: null }, true],
  [{ ...ada, id: 1.5 }, false],
  [{ ...ada, id: '1' }, false],
  [{ ...ada, name: undefined }, false],
  [{ ...ada, imageUrl: 3 }, false],
  [{ ...ada, billingPosition: 2.5 }, false],
  [null, false],
  [[ada], false],
];
const hints: [unknown, boolean][] = [
  [{ level: 1, connectionsLeft: 2 }, true],
  [{ level: 2, movie: film }, true],
  [{ level: 3, actor: ada }, true],
  [{ level: 1, connectionsLeft: '2' }, false],
  [{ level: 2, movie: { ...film, year: 'old' } }, false],
  [{ level: 3, movie: film }, false],
  [{ level: 4, connectionsLeft: 1 }, false],
];
const step = { actor: ada, movie: film, nextActor: ben };
const counted = { optimalChainCount: 34, isPractice: false };
const outcomes: [unknown, boolean][] = [
  [{ score: 80, par: 2, result: 'par', optimalChains: [[step, step]], ...counted }, true],
  [{ score: 80, par: null, result: null, optimalChains: [], dayBestScore: null, ...counted }, true],
  [{ score: 80, par: 2, result: 'over', optimalChains: [], dayBestScore: 95, ...counted }, true],
  [{ score: 80, par: 2, result: 'par', optimalChains: [], optimalChainCount: null, isPractice: true }, true],
  [{ score: 80, par: 2, result: 'par', optimalChains: [], optimalChainCount: 2.5, isPractice: false }, false],
  [{ score: 80, par: 2, result: 'par', optimalChains: [], optimalChainCount: 3, isPractice: 'yes' }, false],
  [{ score: 80, par: 2, result: 'par', optimalChains: [] }, false],
  [{ score: 80, par: 2, result: 'even', optimalChains: [], ...counted }, false],
  [{ score: 80, par: 2, result: 'par', ...counted }, false],
  [{ score: 80, par: 2, result: 'par', optimalChains: [[{ ...step, movie: null }]], ...counted }, false],
  [{ score: 80.5, par: 2, result: 'par', optimalChains: [], ...counted }, false],
  [{ score: 80, result: 'par', optimalChains: [], ...counted }, false],
];

describe('stored game', () => {
  it.each(actors)('start actor %j accepted: %s', (actor, accepted) => {
    expect(actorSchema.safeParse(actor).success).toBe(accepted);
    const game = parseStoredGame({ ...base, startActor: actor });
    expect(game?.startActor ?? null).toEqual(accepted ? actor : null);
  });

  it.each(hints)('hint %j kept: %s', (hint, accepted) => {
    expect(hintSchema.safeParse(hint).success).toBe(accepted);
    const game = parseStoredGame({ ...base, hints: [{ hint, actorName: 'Ada Actor' }] });
    expect(game?.hints).toEqual(accepted ? [{ hint, actorName: 'Ada Actor' }] : []);
  });

  it.each(outcomes)('outcome %j kept: %s', (outcome, accepted) => {
    expect(completeGameOutcomeSchema.safeParse(outcome).success).toBe(accepted);
    expect(parseStoredGame({ ...base, outcome })?.outcome).toEqual(accepted ? outcome : null);
  });

  it('drops fields the shapes do not have, as the schemas do', () => {
    const game = parseStoredGame({ ...base, startActor: { ...ada, extra: 1 } });
    expect(game?.startActor).toEqual(ada);
    expect(actorSchema.parse({ ...ada, extra: 1 })).toEqual(ada);
  });

  it('refuses a game without a positive whole id', () => {
    expect(parseStoredGame({ ...base, id: 0 })).toBeNull();
    expect(parseStoredGame({ ...base, id: 2.5 })).toBeNull();
    expect(parseStoredGame('game')).toBeNull();
  });
});
