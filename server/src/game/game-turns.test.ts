import { describe, expect, it } from 'vitest';
import { GameTurns } from './game-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A decision that notes in `log` when it starts and ends, a tick apart, and answers its name. */
const loggedDecision = (log: string[]) => (name: string) => async () => {
  log.push(`${name} starts`);
  await tick();
  log.push(`${name} ends`);
  return name;
};

describe('GameTurns', () => {
  it('runs the decisions on one game one after another, in the order asked', async () => {
    const turns = new GameTurns();
    const log: string[] = [];
    const decision = loggedDecision(log);
    const answers = await Promise.all([turns.inTurn(7, decision('a')), turns.inTurn(7, decision('b'))]);
    expect(answers).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('lets decisions on other games run at the same time', async () => {
    const turns = new GameTurns();
    const log: string[] = [];
    const decision = loggedDecision(log);
    await Promise.all([turns.inTurn(1, decision('one')), turns.inTurn(2, decision('two'))]);
    expect(log).toEqual(['one starts', 'two starts', 'one ends', 'two ends']);
  });

  it('runs the next decision after a refused one, and answers each with its own outcome', async () => {
    const turns = new GameTurns();
    const refused = turns.inTurn(3, async () => {
      throw new Error('refused');
    });
    const next = turns.inTurn(3, async () => 'stored');
    await expect(refused).rejects.toThrow('refused');
    await expect(next).resolves.toBe('stored');
  });
});
