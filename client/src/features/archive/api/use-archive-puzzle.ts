import { ARCHIVE_PAGE_SIZE, type ArchiveEntry } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

export interface ArchivePuzzle {
  entry: ArchiveEntry | null;
  isPending: boolean;
  /** The archive could not be read (null entry with isPending false and no error: no such puzzle). */
  isError: boolean;
}

/**
 * One past puzzle by its number, read from the archive's pages (newest first: puzzle N of T is the
 * (T − N + 1)th entry). The pages are the archive list's own, so one seen there is not read again.
 */
export function useArchivePuzzle(puzzleNumber: number): ArchivePuzzle {
  const first = trpc.archive.list.useQuery({ page: 1, limit: ARCHIVE_PAGE_SIZE });
  const total = first.data?.total;
  const index = total == null ? null : total - puzzleNumber;
  const page = index == null || index < 0 ? null : Math.floor(index / ARCHIVE_PAGE_SIZE) + 1;
  const later = trpc.archive.list.useQuery(
    { page: page ?? 1, limit: ARCHIVE_PAGE_SIZE },
    { enabled: page != null && page > 1 },
  );
  const source = page === 1 ? first : page != null ? later : null;
  const entry = source?.data?.entries.find((candidate) => candidate.puzzleNumber === puzzleNumber) ?? null;
  return {
    entry,
    isPending: first.isPending || (source != null && source.isPending),
    isError: first.isError || (source?.isError ?? false),
  };
}
