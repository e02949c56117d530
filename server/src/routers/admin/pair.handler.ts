import type { GameSettings, PairPreview, SelectionMode, UpdateSettingsInput } from '@cinema/shared';
import type { AdminContext } from '../../trpc/procedures';

/**
 * POST /api/game-settings/admin: the pair is checked (ACTORS_NOT_FOUND, ACTOR_VALIDATION_FAILED,
 * and 409 for a distance the operator has not confirmed) and stored.
 */
export async function updateSettingsHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: UpdateSettingsInput;
}): Promise<GameSettings> {
  return ctx.services.dailyPair.setPair(input, input);
}

export async function setSelectionModeHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: { selectionMode: SelectionMode };
}): Promise<GameSettings> {
  return ctx.services.dailyPair.setSelectionMode(input.selectionMode);
}

/** How far apart two actors are, shown before saving or scheduling them. */
export async function pairPreviewHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: { startActorId: number; endActorId: number };
}): Promise<PairPreview> {
  const { par, optimalChainCount } = await ctx.services.par.searchFactsOf(input);
  // The catalog's graph answers both; the movie database's length is the spec's answer when they differ (TMDB).
  const connections = par ?? (await ctx.services.dailyPair.connectionsBetween(input));
  return { connections, optimalChainCount: connections === par ? optimalChainCount : null };
}
