/**
 * The game of this browser tab as the pages read it. Today's game is kept by useGameState
 * (./use-game-state.ts), which runs in the data layer (app/data-layer.tsx) and publishes every
 * new state here, so that the game survives navigation. An archive puzzle's page keeps its own
 * game and hands it to the components inside it through GameContext. The data layer is not in the first load
 * of `/`: until it has published, useGame answers what useGameState's first render
 * answers, the game stored in this browser with its chain not loaded yet, and actions wait for it
 * (or fail, if the data layer cannot be loaded).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Actor, ChainLink, CompleteGameOutcome, Movie } from '@cinema/shared';
import { publishedValue } from '../../../lib/published-value';
import { subscribeToRetries } from '../../../lib/retryable-lazy';
import { reportStartFailure } from '../start-failure';
import { DAILY_GAME_KEY, readStoredGame, type StoredGame, type StoredHint } from '../stored-game';

export type CompletionStep = 'save-score' | 'success';

export interface GameState {
  gameId: number | null;
  startActor: Actor | null;
  endActor: Actor | null;
  chain: ChainLink[];
  /** Null until calculated: provisional (local) first, then the server's. */
  score: number | null;
  isGameComplete: boolean;
  isLoading: boolean;
  /** The pair's par (its shortest chain's connections) and puzzle number; null when unknown. */
  par: number | null;
  puzzleNumber: number | null;
  /** The past day an unranked archive game replays; null for the daily game. */
  archiveDay: string | null;
  /** A daily game that never enters the leaderboard: the player's ranked game of the day came first. */
  isPractice: boolean;
  hintsUsed: number;
  /** The hints given so far, in order. */
  hints: StoredHint[];
  /** The server's answer on completion: the result against par and the optimal chains. */
  outcome: CompleteGameOutcome | null;
}

export interface NewConnection {
  actor: Actor;
  movie: Movie;
  nextActor: Actor;
}

export interface StartOptions {
  /** Show "New game started" once the game exists (the New Game and Play Again buttons). */
  announce?: boolean;
  /** Replay a past daily pair as an unranked game (from the archive). */
  archive?: { day: string; startActor: Actor; endActor: Actor; par: number | null; puzzleNumber: number };
  /** The player was told that this daily game will be practice, and went on. */
  practiceConfirmed?: boolean;
}

/** The pair a new game plays, with its par and puzzle number when the server knows them. */
export interface PuzzlePair {
  startActor: Actor | null;
  endActor: Actor | null;
  par?: number | null;
  puzzleNumber?: number;
}

/**
 * A daily game asked for that will be practice, held until the player confirms: why (their ranked
 * game of the day is complete, or they showed the day's solutions) and how it was asked for.
 */
export interface PracticeWarning {
  reason: 'ranked-complete' | 'solutions-shown';
  options: StartOptions;
}

export interface GameApi extends GameState {
  /** The actor the next connection starts from: the last link's next actor, else the start actor. */
  currentActor: Actor | null;
  /** The current game's chain has been loaded from the server. */
  isChainLoaded: boolean;
  /** True from completion until the server's score has arrived. */
  isCalculatingScore: boolean;
  completion: { open: boolean; step: CompletionStep };
  startNewGame(options?: StartOptions): Promise<boolean>;
  /**
   * Starts a game on the first visit of the game page, or resumes the stored one; with an archive
   * puzzle, starts that puzzle's game unless the stored one is it.
   */
  ensureGame(wanted?: StartOptions): void;
  /** Appends a connection the server accepts; throws the server's error otherwise. */
  addConnection(connection: NewConnection): Promise<ChainLink[]>;
  /** Saves the name (null: anonymous); answers whether the server accepted it. */
  savePlayerName(playerName: string | null): Promise<boolean>;
  setCompletionOpen(open: boolean): void;
  setCompletionStep(step: CompletionStep): void;
  /** Asks the server for the next hint (in order, up to HINT_LIMIT); throws the server's refusal. */
  requestHint(): Promise<StoredHint>;
  isRequestingHint: boolean;
  /** A new game the player asked for waits here when it would be practice (null otherwise). */
  practiceWarning: PracticeWarning | null;
  /** Starts the held game as practice. */
  confirmPracticeGame(): void;
  /** Keeps the current game: the held one is not started. */
  dismissPracticeWarning(): void;
}

/** What the state of a game reads as, for useGameState and for the stand-in before it runs. */
export function gameView(
  game: StoredGame | null,
  chain: ChainLink[],
  status: { isStarting: boolean; isChainPending: boolean; isChainLoaded: boolean },
): GameState & Pick<GameApi, 'currentActor' | 'isChainLoaded' | 'isCalculatingScore'> {
  const startActor = game?.startActor ?? null;
  return {
    gameId: game?.id ?? null,
    startActor,
    endActor: game?.endActor ?? null,
    chain,
    score: game?.score ?? null,
    isGameComplete: game?.isComplete ?? false,
    isLoading: status.isStarting || (game != null && status.isChainPending),
    par: game?.par ?? null,
    puzzleNumber: game?.puzzleNumber ?? null,
    archiveDay: game?.archiveDay ?? null,
    isPractice: game?.isPractice ?? false,
    hintsUsed: game?.hintsUsed ?? 0,
    hints: game?.hints ?? [],
    outcome: game?.outcome ?? null,
    currentActor: chain.length > 0 ? chain[chain.length - 1]!.nextActor : startActor,
    isChainLoaded: game != null && status.isChainLoaded,
    isCalculatingScore: Boolean(game?.isComplete && !game.scoreFinal),
  };
}

/**
 * The completion dialog of a resumed game: open when it is complete, at the step it reached. A
 * practice game has no name to save: its dialog starts at the results.
 */
export function initialCompletion(stored: StoredGame | null): GameApi['completion'] {
  return {
    open: Boolean(stored?.isComplete),
    step: stored?.nameSaved || stored?.isPractice ? 'success' : 'save-score',
  };
}

const published = publishedValue<GameApi | null>(null);

/** The data layer's useGameState hands each new state over here. */
export const publishGame = (game: GameApi): void => published.set(game);

/** Why the game is unavailable: the data layer could not be loaded (until Try Again). */
const failure = publishedValue<Error | null>(null);
subscribeToRetries(() => failure.set(null));

/** The data layer's load failure boundary tells of its error here. */
export function publishGameFailure(): void {
  failure.set(new Error('Failed to load the game. Please check your connection and try again.'));
}

/** Whether the game could not be loaded: the game page says so, with Try Again. */
export function useGameFailed(): boolean {
  return useSyncExternalStore(failure.subscribe, () => failure.get() != null);
}

/** The game once the data layer has published it; rejected if the data layer fails to load. */
function gameReady(): Promise<GameApi> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      const game = published.get();
      const error = failure.get();
      if (game) resolve(game);
      else if (error) reject(error);
      else return false;
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      return true;
    };
    const unsubscribes: (() => void)[] = [];
    if (settle()) return;
    unsubscribes.push(published.subscribe(settle), failure.subscribe(settle));
  });
}

/** The load failure is on the game page already. */
const ignore = () => {};

let standIn: GameApi | null = null;

/** The game before the data layer runs: the stored one, its chain still to load. */
function gameStandIn(): GameApi {
  if (standIn) return standIn;
  // (An archive game an older version stored there shows until the data layer starts today's.)
  const stored = readStoredGame(DAILY_GAME_KEY);
  standIn = {
    ...gameView(stored, [], { isStarting: false, isChainPending: true, isChainLoaded: false }),
    completion: initialCompletion(stored),
    isRequestingHint: false,
    startNewGame: (options) =>
      gameReady().then(
        (game) => game.startNewGame(options),
        // As any other start failure; the game page shows the load failure with Try Again.
        (error: unknown) => reportStartFailure(error),
      ),
    // The game page asks again when the data layer's game arrives (a new ensureGame).
    ensureGame: () => {},
    // Rejected with the load failure: the form and the hint panel show it as they show the server's.
    addConnection: (connection) => gameReady().then((game) => game.addConnection(connection)),
    savePlayerName: (playerName) =>
      gameReady().then(
        (game) => game.savePlayerName(playerName),
        (error: unknown) => {
          console.error('Failed to save the player name', error);
          return false;
        },
      ),
    setCompletionOpen: (open) => void gameReady().then((game) => game.setCompletionOpen(open), ignore),
    setCompletionStep: (step) => void gameReady().then((game) => game.setCompletionStep(step), ignore),
    requestHint: () => gameReady().then((game) => game.requestHint()),
    // Nothing is held before the data layer runs: a start waits for it (above).
    practiceWarning: null,
    confirmPracticeGame: ignore,
    dismissPracticeWarning: ignore,
  };
  return standIn;
}

/** The game of the page being drawn when it keeps its own (an archive puzzle); today's otherwise. */
export const GameContext = createContext<GameApi | null>(null);

/**
 * The game the components of a game page play: the page's own (GameContext), else today's, kept once
 * by the app's data layer so that it survives navigation.
 */
export function useGame(): GameApi {
  const own = useContext(GameContext);
  const daily = useSyncExternalStore(published.subscribe, () => published.get() ?? gameStandIn());
  return own ?? daily;
}
