/** Schemas of the admin procedures (SPEC §6, §7; DESIGN §7, §9) beyond the spec's inputs in ./inputs.ts. */
import { z } from 'zod';
import { puzzleDaySchema } from './daily-puzzle';
import { selectionModeSchema } from './entities';
import { emptyAsAbsent, idInput } from './inputs';

const id = idInput.shape.id;

export const adminAuthResultSchema = z.object({ success: z.boolean() });
export type AdminAuthResult = z.infer<typeof adminAuthResultSchema>;

/** What signing out and deleting a scheduled change answer. */
export const adminDoneSchema = z.object({ success: z.literal(true) });

/** Whether the caller's admin session is live: the page shows the gate until it is. */
export const adminSessionSchema = z.object({ authenticated: z.boolean(), expiresAt: z.string().nullable() });
export type AdminSessionState = z.infer<typeof adminSessionSchema>;

export const setSelectionModeInput = z.object({ selectionMode: selectionModeSchema });

export const pairPreviewInput = z.object({ startActorId: id, endActorId: id });
/**
 * The shortest chain's length between the two actors (the pair's par), or null when no chain
 * joins them; and how many shortest chains there are (null when none).
 */
export const pairPreviewSchema = z.object({
  connections: z.number().int().nullable(),
  optimalChainCount: z.number().int().nullable().optional(),
});
export type PairPreview = z.infer<typeof pairPreviewSchema>;

export const scheduledChangeIdInput = z.object({ id });
export const executePendingChangesResultSchema = z.object({ executed: z.number().int() });

/** A named daily game of one puzzle day as moderation lists it: hidden and reset entries included. */
export const moderationEntrySchema = z.object({
  gameId: z.number().int(),
  /** The name shown; null once moderation reset it. */
  playerName: z.string().nullable(),
  /** The name moderation reset to anonymous (kept in its log); null while the name was never reset. */
  nameBeforeReset: z.string().nullable(),
  moveCount: z.number().int(),
  score: z.number().int().nullable(),
  hidden: z.boolean(),
  completedAt: z.string().nullable(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/** The puzzle day whose entries to list (the UTC day the games were started); absent or empty: today. */
export const moderationEntriesInput = z.object({ day: emptyAsAbsent(puzzleDaySchema.optional()) }).optional();
export type ModerationEntriesInput = z.infer<typeof moderationEntriesInput>;

export const moderationGameInput = z.object({ gameId: id });
export const setHiddenInput = z.object({ gameId: id, hidden: z.boolean() });
