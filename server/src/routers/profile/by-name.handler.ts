import type { ActorProfile, ProfileInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';

/** The profile of the actor a route segment names (the slug rule of SPEC §2). */
export async function byNameHandler({ ctx, input }: { ctx: Context; input: ProfileInput }): Promise<ActorProfile> {
  return ctx.services.profiles.byName(input.name);
}
