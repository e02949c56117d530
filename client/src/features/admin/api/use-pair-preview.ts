import type { Actor } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { hasValidId } from '../admin-messages';

/** The shortest chain between two chosen actors, asked before the pair is saved or scheduled. */
export function usePairPreview(startActor: Actor | null, endActor: Actor | null) {
  const enabled = hasValidId(startActor) && hasValidId(endActor);
  return trpc.admin.pairPreview.useQuery(
    { startActorId: startActor?.id ?? 0, endActorId: endActor?.id ?? 0 },
    { enabled, staleTime: 60_000 },
  );
}
