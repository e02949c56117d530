/**
 * The player name rules of DESIGN §9 on every engine, through both doors a name comes in by
 * (tRPC `game.savePlayerName` and REST `PATCH /api/games/{id}`): a name needs a visible letter or
 * digit, and refused words are found through look-alike characters, leetspeak and words run
 * together, while names that merely hold a word's letters pass. A refusal stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { dailyPair, gameOf, pathBetween, Player, type Pair, type PathLink } from './game-play';

const invisibleMessage = 'Player name must contain at least one visible letter or digit';
const refusedMessage = 'This name is not allowed on the leaderboard. Please choose another name.';

const invisibleNames: Array<[string, string]> = [
  ['Hangul fillers (U+3164)', '\u3164\u3164\u3164'],
  ['a braille blank (U+2800)', '\u2800'],
  ['a lone emoji variation selector (U+FE0F)', '\ufe0f'],
  ['combining marks alone', '\u0301\u0308'],
  ['a halfwidth Hangul filler between spaces', ' \uffa0 '],
];
const refusedNames: Array<[string, string]> = [
  ['a digit for a letter', 'sh1t'],
  ['Cyrillic look-alikes (U+0455, U+0456)', '\u0455h\u0456t'],
  ['a Greek alpha (U+03B1)', 'n\u03b1zi'],
  ['a word run into another', 'heilhitler'],
  ['a word with a number after it', 'hitler88'],
];
const goodNames = ['Scunthorpe', 'Dick Van Dyke'];

type Door = 'tRPC' | 'REST';

describeEachEngine('player names on %s', (engine) => {
  let t: TestApp;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    pair = await dailyPair(t.services);
    path = pathBetween(t.services, pair);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function completedGame(): Promise<{ player: Player; gameId: number }> {
    const player = new Player(t.app);
    const gameId = await player.createGame(pair);
    await player.play(gameId, path);
    expect((await player.complete(gameId, path.length)).statusCode).toBe(200);
    return { player, gameId };
  }

  /** Saves a name through one door, answering the status and the message of a refusal. */
  async function saveName(door: Door, player: Player, gameId: number, playerName: string) {
    const res: LightMyRequestResponse =
      door === 'REST'
        ? await player.saveName(gameId, playerName)
        : await player.request('POST', '/trpc/game.savePlayerName', { id: gameId, playerName });
    const body = res.json<{ message?: string; error?: { message: string } }>();
    return { status: res.statusCode, message: door === 'REST' ? body.message : body.error?.message };
  }

  async function stored(gameId: number) {
    const [row] = (await t.services.db.query('SELECT player_name, name_saved FROM games WHERE id = ?', [gameId])) as {
      player_name: string | null;
      name_saved: unknown;
    }[];
    return { playerName: row!.player_name, nameSaved: Boolean(Number(row!.name_saved)) };
  }

  describe.each<Door>(['tRPC', 'REST'])('through %s', (door) => {
    it.each(invisibleNames)('a name of %s is refused with 400, saying why, and nothing is stored', async (_, name) => {
      const { player, gameId } = await completedGame();
      const answer = await saveName(door, player, gameId, name);
      expect(answer.status).toBe(400);
      expect(answer.message).toContain(invisibleMessage);
      expect(await stored(gameId)).toEqual({ playerName: null, nameSaved: false });
    });

    it('every refused word is found through its disguise: 400 with the refusal message, nothing stored', async () => {
      const { player, gameId } = await completedGame();
      for (const [, name] of refusedNames) {
        const answer = await saveName(door, player, gameId, name);
        expect([name, answer.status, answer.message]).toEqual([name, 400, refusedMessage]);
      }
      expect(await stored(gameId)).toEqual({ playerName: null, nameSaved: false });
      expect(await gameOf(t.app, gameId)).toMatchObject({ playerName: null });
    });

    it.each(goodNames)('"%s" holds a word\'s letters and is saved', async (name) => {
      const { player, gameId } = await completedGame();
      expect(await saveName(door, player, gameId, name)).toMatchObject({ status: 200 });
      expect(await stored(gameId)).toEqual({ playerName: name, nameSaved: true });
      expect(await gameOf(t.app, gameId)).toMatchObject({ playerName: name });
    });
  });
});
