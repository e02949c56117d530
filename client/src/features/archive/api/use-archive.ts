import { ARCHIVE_PAGE_SIZE } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/** One page of past daily pairs, newest first, with whether this player completed each. */
export function useArchive(page: number) {
  return trpc.archive.list.useQuery({ page, limit: ARCHIVE_PAGE_SIZE }, { placeholderData: (previous) => previous });
}
