import { ARCHIVE_PAGE_SIZE, type ArchiveEntry } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { archivePageOf } from '../archive-page';

export interface ArchivePuzzle {
  entry: ArchiveEntry | null;
  isPending: boolean;
  /** The archive could not be read (null entry with isPending false and no error: no such puzzle). */
  isError: boolean;
}

/**
 * One past puzzle by its number, read from the archive's pages (see archivePageOf). The pages are the
 * archive list's own, so one seen there is not read again.
 */
export function useArchivePuzzle(puzzleNumber: number): ArchivePuzzle {
  const first = trpc.archive.list.useQuery({ page: 1, limit: ARCHIVE_PAGE_SIZE });
  const total = first.data?.total;
  const page = total == null ? null : archivePageOf(puzzleNumber, total, ARCHIVE_PAGE_SIZE);
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
