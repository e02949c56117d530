/** The current game, kept in localStorage so a reload resumes it. */
import { actorSchema, type Actor } from '@cinema/shared';

export interface StoredGame {
  id: number;
  startActor: Actor;
  endActor: Actor;
  isComplete: boolean;
  score: number | null;
  /** The server's score has arrived (or completing failed and the provisional one stands). */
  scoreFinal: boolean;
  nameSaved: boolean;
}

const STORAGE_KEY = 'cinema-chain:current-game';

function parseStoredGame(value: unknown): StoredGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const startActor = actorSchema.safeParse(v.startActor);
  const endActor = actorSchema.safeParse(v.endActor);
  if (typeof v.id !== 'number' || !Number.isInteger(v.id) || v.id <= 0) return null;
  if (!startActor.success || !endActor.success) return null;
  return {
    id: v.id,
    startActor: startActor.data,
    endActor: endActor.data,
    isComplete: v.isComplete === true,
    score: typeof v.score === 'number' ? v.score : null,
    scoreFinal: v.scoreFinal === true,
    nameSaved: v.nameSaved === true,
  };
}

export function readStoredGame(): StoredGame | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    return parseStoredGame(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeStoredGame(game: StoredGame): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
  } catch {
    // Storage may be full or disabled (private mode): the game still works, it just won't resume.
  }
}

export function clearStoredGame(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See writeStoredGame.
  }
}
