/**
 * A game kept in localStorage so a reload resumes it: today's game under one key, each archive
 * puzzle's game under its own (so that playing a past pair never touches today's game). What is read back is checked
 * by hand against the shapes of shared's schemas (their inferred types below), so that zod stays
 * out of the first load of `/`; stored-game.test.ts holds the two in agreement.
 */
import type { Actor, CompleteGameOutcome, Hint, Movie, OptimalStep } from '@cinema/shared';

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableInt = (value: unknown): value is number | null => value === null || isInt(value);
const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** An optional, nullable field: absent stays absent, otherwise null or a value that passes. */
function optionalField<T>(
  v: Record<string, unknown>,
  key: string,
  check: (value: unknown) => value is T,
): { ok: boolean; value?: { [k: string]: T | null } } {
  if (v[key] === undefined) return { ok: true };
  if (v[key] === null || check(v[key])) return { ok: true, value: { [key]: v[key] as T | null } };
  return { ok: false };
}

/** actorSchema: id, tvdbId, name; imageUrl and billingPosition optional and nullable. */
function toActor(value: unknown): Actor | null {
  const v = asRecord(value);
  if (!v || !isInt(v.id) || !isString(v.tvdbId) || !isString(v.name)) return null;
  const imageUrl = optionalField(v, 'imageUrl', isString);
  const billingPosition = optionalField(v, 'billingPosition', isInt);
  if (!imageUrl.ok || !billingPosition.ok) return null;
  return { id: v.id, tvdbId: v.tvdbId, name: v.name, ...imageUrl.value, ...billingPosition.value };
}

/** movieSchema: id, tvdbId, title; year and imageUrl optional and nullable. */
function toMovie(value: unknown): Movie | null {
  const v = asRecord(value);
  if (!v || !isInt(v.id) || !isString(v.tvdbId) || !isString(v.title)) return null;
  const year = optionalField(v, 'year', isInt);
  const imageUrl = optionalField(v, 'imageUrl', isString);
  if (!year.ok || !imageUrl.ok) return null;
  return { id: v.id, tvdbId: v.tvdbId, title: v.title, ...year.value, ...imageUrl.value };
}

/** hintSchema: level 1 with connectionsLeft, level 2 with a movie, level 3 with an actor. */
function toHint(value: unknown): Hint | null {
  const v = asRecord(value);
  if (!v) return null;
  if (v.level === 1) return isInt(v.connectionsLeft) ? { level: 1, connectionsLeft: v.connectionsLeft } : null;
  if (v.level === 2) {
    const movie = toMovie(v.movie);
    return movie ? { level: 2, movie } : null;
  }
  if (v.level === 3) {
    const actor = toActor(v.actor);
    return actor ? { level: 3, actor } : null;
  }
  return null;
}

function toOptimalStep(value: unknown): OptimalStep | null {
  const v = asRecord(value);
  if (!v) return null;
  const actor = toActor(v.actor);
  const movie = toMovie(v.movie);
  const nextActor = toActor(v.nextActor);
  return actor && movie && nextActor ? { actor, movie, nextActor } : null;
}

/** Every item passes, or the whole list is refused (as an array schema does). */
function toList<T>(value: unknown, item: (value: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(item);
  return items.every((x) => x !== null) ? (items as T[]) : null;
}

/**
 * completeGameOutcomeSchema: score, par, result, optimal chains, their count (nullable) and whether
 * the game was practice; dayBestScore optional and nullable.
 */
function toOutcome(value: unknown): CompleteGameOutcome | null {
  const v = asRecord(value);
  if (!v || !isInt(v.score)) return null;
  const { par, optimalChainCount, isPractice } = v;
  if (!isNullableInt(par) || !isNullableInt(optimalChainCount) || typeof isPractice !== 'boolean') return null;
  if (v.result !== null && v.result !== 'under' && v.result !== 'par' && v.result !== 'over') return null;
  const optimalChains = toList(v.optimalChains, (chain) => toList(chain, toOptimalStep));
  if (!optimalChains) return null;
  const dayBestScore = optionalField(v, 'dayBestScore', isInt);
  if (!dayBestScore.ok) return null;
  return { score: v.score, par, result: v.result, optimalChains, optimalChainCount, isPractice, ...dayBestScore.value };
}

/**
 * A hint as given: what the server answered and the actor the chain stood at when asked (null
 * for a hint read back from the server, which does not say).
 */
export interface StoredHint {
  hint: Hint;
  actorName: string | null;
}

function parseStoredHints(value: unknown): StoredHint[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { hint, actorName } = item as Record<string, unknown>;
    const parsed = toHint(hint);
    if (!parsed) return [];
    return [{ hint: parsed, actorName: typeof actorName === 'string' ? actorName : null }];
  });
}

export interface StoredGame {
  id: number;
  startActor: Actor;
  endActor: Actor;
  isComplete: boolean;
  score: number | null;
  /** The server's score has arrived (or completing failed and the provisional one stands). */
  scoreFinal: boolean;
  nameSaved: boolean;
  /** The pair's par and puzzle number when the game started (null when unknown). */
  par: number | null;
  puzzleNumber: number | null;
  /** The past day this unranked game replays from the archive; null for a daily game. */
  archiveDay: string | null;
  /** A daily game that cannot be ranked (DESIGN §5); it may turn true when the game is completed. */
  isPractice: boolean;
  hintsUsed: number;
  hints: StoredHint[];
  /** How the completed game went against par, as the server answered. */
  outcome: CompleteGameOutcome | null;
}

const optionalInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Today's game (the key of the one stored game before the archive had its own). */
export const DAILY_GAME_KEY = 'cinema-chain:current-game';

export function parseStoredGame(value: unknown): StoredGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const startActor = toActor(v.startActor);
  const endActor = toActor(v.endActor);
  if (typeof v.id !== 'number' || !Number.isInteger(v.id) || v.id <= 0) return null;
  if (!startActor || !endActor) return null;
  return {
    id: v.id,
    startActor,
    endActor,
    isComplete: v.isComplete === true,
    score: typeof v.score === 'number' ? v.score : null,
    scoreFinal: v.scoreFinal === true,
    nameSaved: v.nameSaved === true,
    par: optionalInt(v.par),
    puzzleNumber: optionalInt(v.puzzleNumber),
    archiveDay: typeof v.archiveDay === 'string' ? v.archiveDay : null,
    isPractice: v.isPractice === true,
    hintsUsed: optionalInt(v.hintsUsed) ?? 0,
    hints: parseStoredHints(v.hints),
    outcome: toOutcome(v.outcome),
  };
}

export function readStoredGame(key: string): StoredGame | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    return parseStoredGame(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeStoredGame(key: string, game: StoredGame): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(game));
  } catch {
    // Storage may be full or disabled (private mode): the game still works, it just won't resume.
  }
}

export function clearStoredGame(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStoredGame.
  }
}
