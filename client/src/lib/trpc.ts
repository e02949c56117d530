/** The typed tRPC hooks. Only the router's type crosses over from the server. */
import { httpBatchLink } from '@trpc/client';
import { TRPC_BATCH_MAX_CALLS } from '@cinema/shared';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../server/src/routers';
import { trpcFetch } from './http';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    // httpBatchLink's own maxItems is unbounded; the server refuses a batch of more than
    // TRPC_BATCH_MAX_CALLS (10) calls with 413 PAYLOAD_TOO_LARGE, so the link splits at 10.
    links: [httpBatchLink({ url: '/trpc', fetch: trpcFetch, maxItems: TRPC_BATCH_MAX_CALLS })],
  });
}
