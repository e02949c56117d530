/** Error codes every error answer carries (DESIGN §10), and the product's messages (SPEC §5, §8). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'SERVICE_UNAVAILABLE'
  | 'METHOD_NOT_ALLOWED'
  | 'ACTORS_NOT_FOUND'
  | 'ACTOR_VALIDATION_FAILED'
  | 'INVALID_CONNECTION';

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: unknown;
}

export const messages = {
  didNotAppearIn: (actor: string, movie: string) => `${actor} did not appear in "${movie}"`,
  missingTmdbIds: (missing: string[]) => `Missing required TMDB IDs: ${missing.join(', ')}. Cannot proceed.`,
  notEnoughActors: 'Not enough actors to start a game',
  noActiveGame: 'No active game',
  configuredActorsNotAvailable: 'Configured actors not available',
  invalidActorsOrMovie: 'Invalid actors or movie',
  connectionValidationFailed: 'Connection validation failed. Please ensure both actors appeared in the selected movie.',
  actorProfileNotFound: "This actor profile doesn't exist or hasn't appeared in any games yet.",
} as const;
