/**
 * The routes of SPEC §2, declared once in @cinema/shared (the server's page fallback reads
 * them too). Actor profile paths come from `actorPath` in @cinema/shared.
 */
import { clientPaths } from '@cinema/shared';

export const paths = {
  ...clientPaths,
  /**
   * One archive puzzle's own game, by its puzzle number. Not yet among shared's client paths: a
   * first load of it is answered with the app under a 404 status until it is.
   */
  archivePuzzle: '/archive/:puzzle',
} as const;
