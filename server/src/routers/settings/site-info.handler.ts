import type { SiteInfo } from '@cinema/shared';
import type { Context } from '../../trpc/context';

/** What the footer and pages show about the site: branding, and which movie database serves the data. */
export async function siteInfoHandler({ ctx }: { ctx: Context }): Promise<SiteInfo> {
  const { config, movieDatabase } = ctx.services;
  return {
    branding: config.branding,
    movieDatabase: { kind: movieDatabase.kind, attribution: movieDatabase.attribution },
  };
}
