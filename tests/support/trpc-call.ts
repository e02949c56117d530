/** The URL of one tRPC query as the game's client asks for it (httpBatchLink): a batch of one. */
export function trpcBatchOfOne(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
}
