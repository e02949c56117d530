/**
 * The routes of SPEC §2, declared once in @cinema/shared (the server's page fallback reads
 * them too). Actor profile paths come from `actorPath` in @cinema/shared.
 */
import { clientPaths } from '@cinema/shared';

export const paths = clientPaths;
