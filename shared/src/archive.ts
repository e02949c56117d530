/** The archive of past daily pairs, each played again unranked (archive.list, game.create with a day). */
import { z } from 'zod';
import { puzzleDaySchema } from './daily-puzzle';
import { actorSchema } from './entities';
import { createGameInput } from './inputs';

/** game.create: the spec's input plus an optional past day to replay unranked (the game is then not a daily game). */
export const createGameWithArchiveInput = createGameInput.extend({ archiveDay: puzzleDaySchema.optional() });
export type CreateGameWithArchiveInput = z.infer<typeof createGameWithArchiveInput>;

export const ARCHIVE_PAGE_SIZE = 10;
const ARCHIVE_FETCH_LIMIT = 50;
export const archiveListInput = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(ARCHIVE_FETCH_LIMIT).default(ARCHIVE_PAGE_SIZE),
});
export type ArchiveListInput = z.infer<typeof archiveListInput>;
const archiveEntrySchema = z.object({
  day: z.string(),
  puzzleNumber: z.number().int(),
  startActor: actorSchema,
  endActor: actorSchema,
  par: z.number().int().nullable(),
  completedByMe: z.boolean(),
  myBestScore: z.number().int().nullable(),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;
export const archiveListSchema = z.object({ entries: z.array(archiveEntrySchema), total: z.number().int() });
export type ArchiveList = z.infer<typeof archiveListSchema>;

export const archiveDayNotFoundMessage = (day: string) => `No daily pair for ${day}`;
export const archiveDayNotPastMessage = 'Only a past daily pair can be played from the archive';
export const archivePairMismatchMessage = (day: string) => `These actors were not the daily pair of ${day}`;
