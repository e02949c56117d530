/**
 * The score of a chain (SPEC §9, DESIGN §6). One function for the client's provisional
 * score, the help text and the server's authoritative score.
 */

/** What the score needs to know of one link of the chain. */
export interface ScoredLink {
  movieYear: number | null | undefined;
  actorBilling: number | null | undefined;
  nextActorBilling: number | null | undefined;
}

export const SCORE_BASE_MAX = 100;
export const SCORE_STEP_PENALTY = 20;
export const SCORE_FLOOR = 10;
/** Connections from which the base is the floor. */
export const SCORE_FLOOR_FROM_CONNECTIONS = 5;
export const SINGLE_CONNECTION_BONUS = 25;
export const BILLING_BONUS_CAP = 20;

/** Base points for a chain of `connections` links: 100, 80, 60, 40, then the floor of 10. */
export function baseScore(connections: number): number {
  if (connections < 1) return 0;
  if (connections >= SCORE_FLOOR_FROM_CONNECTIONS) return SCORE_FLOOR;
  return Math.max(SCORE_FLOOR, SCORE_BASE_MAX - SCORE_STEP_PENALTY * (connections - 1));
}

/** Bonus for the age of a movie: 0 for 2020 or later (or unknown), one more per decade back, 11 before 1920. */
export function movieYearBonus(year: number | null | undefined): number {
  if (year == null || !Number.isFinite(year) || year >= 2020) return 0;
  if (year < 1920) return 11;
  return Math.floor((2020 - year - 1) / 10) + 1;
}

/** Billing position bonus (1 = top billed); unknown billing adds nothing. */
export function billingBonus(billing: number | null | undefined): number {
  if (billing == null || !Number.isFinite(billing) || billing < 1) return 0;
  return Math.min(Math.floor(billing), BILLING_BONUS_CAP);
}

export function calculateScore(links: readonly ScoredLink[]): number {
  const connections = links.length;
  if (connections === 0) return 0;
  let score = baseScore(connections);
  if (connections === 1) score += SINGLE_CONNECTION_BONUS;
  for (const link of links) {
    score += movieYearBonus(link.movieYear);
    score += billingBonus(link.actorBilling) + billingBonus(link.nextActorBilling);
  }
  return score;
}

/** Score for a leaderboard entry with no stored score: the base for its move count. */
export function scoreFromMoveCount(moveCount: number): number {
  return baseScore(moveCount) + (moveCount === 1 ? SINGLE_CONNECTION_BONUS : 0);
}

/** The "How Scoring Works" text, written from the same constants as the function. */
export const scoringRules: readonly string[] = [
  `Start with ${SCORE_BASE_MAX} points for a single connection; each extra connection costs ${SCORE_STEP_PENALTY} points, down to ${SCORE_FLOOR} points for ${SCORE_FLOOR_FROM_CONNECTIONS} or more connections.`,
  `Solve it in a single connection for a +${SINGLE_CONNECTION_BONUS} bonus.`,
  'Older movies earn more: +1 point per decade before 2020 (2010s +1, 2000s +2 … 1920s +10, earlier +11).',
  `Deep cuts pay: each actor adds their billing position in the movie's cast, up to ${BILLING_BONUS_CAP} points.`,
];
