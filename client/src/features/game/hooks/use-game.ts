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
import { publishedValue } from '../../../lib/published-value';
import { subscribeToRetries } from '../../../lib/retryable-lazy';
import type { GameApi, StartOptions } from '../game-api';
import { reportStartFailure } from '../start-failure';
import { DAILY_GAME_KEY, readStoredGame, type StoredGame } from '../stored-game';
import { gameView, initialCompletion } from '../game-view';

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
  return useSyncExternalStore(
    failure.subscribe,
    () => failure.get() != null,
    () => false,
  );
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

/**
 * Back to today's game: the one in progress is found as it was left; after a completed one, or with
 * none, a new game starts. Decided on the data layer's game, which knows the stored one, never on a
 * stand-in: until the page has hydrated the stand-in is no game at all, and a start decided on it would
 * replace the game in progress.
 */
export function resumeOrStartGame(options: StartOptions): void {
  const decide = (game: GameApi) => {
    if (game.gameId == null || game.isGameComplete) void game.startNewGame(options);
  };
  const known = published.get();
  if (known) decide(known);
  // As any other start failure; the game page shows the load failure with Try Again.
  else gameReady().then(decide, (error: unknown) => reportStartFailure(error));
}

/** The load failure is on the game page already. */
const ignore = () => {};

let standIn: GameApi | null = null;
let firstRenderStandIn: GameApi | null = null;

/** The game before the data layer runs: the stored one, its chain still to load. */
function gameStandIn(): GameApi {
  // (An archive game an older version stored there shows until the data layer starts today's.)
  // No game stored (a new player): the very game the page was hydrated with, so that React has
  // nothing to draw again once hydration is over (a whole page's render in one task, as blocking
  // as hydration without a transition).
  if (!standIn) {
    const stored = readStoredGame(DAILY_GAME_KEY);
    standIn = stored ? standInOf(stored) : firstRenderGame();
  }
  return standIn;
}

/**
 * The game of the server's first render and of the browser's hydration of it: none yet (the
 * server knows no stored game). The stored one follows as soon as the page has hydrated.
 */
function firstRenderGame(): GameApi {
  firstRenderStandIn ??= standInOf(null);
  return firstRenderStandIn;
}

function standInOf(stored: StoredGame | null): GameApi {
  return {
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
}

/** The game of the page being drawn when it keeps its own (an archive puzzle); today's otherwise. */
export const GameContext = createContext<GameApi | null>(null);

/**
 * The game the components of a game page play: the page's own (GameContext), else today's, kept once
 * by the app's data layer so that it survives navigation.
 */
export function useGame(): GameApi {
  const own = useContext(GameContext);
  const daily = useSyncExternalStore(
    published.subscribe,
    () => published.get() ?? gameStandIn(),
    // Hydrating a page (or a part of it whose chunk arrived later): what the server drew.
    firstRenderGame,
  );
  return own ?? daily;
}
