/**
 * Where a game state keeps its game: today's game under one key, each archive puzzle's under its
 * own, written back on every change so that a reload (or a return to the page) resumes it.
 */
import { useEffect, useState } from 'react';
import { DAILY_GAME_KEY, clearStoredGame, readStoredGame, writeStoredGame, type StoredGame } from '../stored-game';

export interface GameSlot {
  key: string;
  /** The stored game this slot resumes (null: none, or one that is not this slot's). */
  read(): StoredGame | null;
  /** Today's game: it is started on the first visit and follows the daily pair. */
  isDaily: boolean;
}

/**
 * Today's stored game. An archive game stored here by an older version of the app is not today's:
 * the game page starts today's instead.
 */
function readDailyGame(): StoredGame | null {
  const game = readStoredGame(DAILY_GAME_KEY);
  return game?.archiveDay == null ? game : null;
}

/** The game of one archive puzzle (stored apart from today's, so that playing it never touches today's). */
const archiveGameKey = (puzzleNumber: number): string => `cinema-chain:archive-game:${puzzleNumber}`;

export const dailySlot: GameSlot = { key: DAILY_GAME_KEY, read: readDailyGame, isDaily: true };

export function archiveSlot(puzzleNumber: number): GameSlot {
  const key = archiveGameKey(puzzleNumber);
  return { key, read: () => readStoredGame(key), isDaily: false };
}

export function useStoredGame(slot: GameSlot) {
  const [game, setGame] = useState<StoredGame | null>(slot.read);
  const { key } = slot;
  useEffect(() => {
    if (game) writeStoredGame(key, game);
    else clearStoredGame(key);
  }, [key, game]);
  return [game, setGame] as const;
}

export type SetGame = ReturnType<typeof useStoredGame>[1];
