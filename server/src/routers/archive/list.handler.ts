import type { ArchiveList, ArchiveListInput } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

/** Past daily pairs, newest first, one per UTC day (today excluded). */
export async function listHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: ArchiveListInput;
}): Promise<ArchiveList> {
  return ctx.services.archive.list(ctx.playerKey, input);
}
