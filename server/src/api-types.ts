/**
 * The API's types for a TypeScript client outside this repository, and nothing that runs:
 * `import type { AppRouter } from '@cinema/server/api'` with `@trpc/client` (README, "tRPC from
 * another project"). `npm run build` writes its declarations to dist/types.
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './routers';

export type { AppRouter };
/** Each procedure's input as a client sends it, e.g. `RouterInputs['game']['get']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Each procedure's answer as a client receives it. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
