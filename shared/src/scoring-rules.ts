/**
 * The "How Scoring Works" text, apart from the score function so that only the popover's chunk
 * carries it, not every first load of the game page.
 */
import {
  BILLING_BONUS_CAP,
  HINT_COST,
  HINT_LIMIT,
  SCORE_BASE_MAX,
  SCORE_FLOOR,
  SCORE_FLOOR_FROM_CONNECTIONS,
  SCORE_STEP_PENALTY,
  SINGLE_CONNECTION_BONUS,
} from './score';

/** Written from the same constants as the score function. */
export const scoringRules: readonly string[] = [
  `Start with ${SCORE_BASE_MAX} points for a single connection; each extra connection costs ${SCORE_STEP_PENALTY} points, down to ${SCORE_FLOOR} points for ${SCORE_FLOOR_FROM_CONNECTIONS} or more connections.`,
  `Solve it in a single connection for a +${SINGLE_CONNECTION_BONUS} bonus.`,
  'Each link earns a bonus. Older movies earn more: +1 point per decade before 2020 (2010s +1, 2000s +2 … 1920s +10, earlier +11).',
  `Deep cuts pay: each actor adds their billing position in the movie's cast, up to ${BILLING_BONUS_CAP} points.`,
  'Your score adds the average bonus of your links (rounded), so extra connections never add points by themselves.',
  'Until the chain reaches the end actor, the Estimated Score assumes your next connection finishes it.',
  `You may ask for up to ${HINT_LIMIT} hints a game; each hint used costs ${HINT_COST} points (a score never goes below 0).`,
];
