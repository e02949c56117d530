import type { ModerationEntriesInput, ModerationEntry } from '@cinema/shared';
import type { AdminContext } from '../../trpc/procedures';

export async function moderationEntriesHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: ModerationEntriesInput;
}): Promise<ModerationEntry[]> {
  return ctx.services.moderation.entries(input?.day);
}

export async function resetNameHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: { gameId: number };
}): Promise<ModerationEntry> {
  return ctx.services.moderation.resetName(input.gameId, ctx.adminSession.id);
}

export async function setHiddenHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: { gameId: number; hidden: boolean };
}): Promise<ModerationEntry> {
  return ctx.services.moderation.setHidden(input.gameId, input.hidden, ctx.adminSession.id);
}
