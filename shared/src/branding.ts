/**
 * The product's branding (DESIGN §1). The server may override any field from its environment.
 * The built-in branding is ./default-branding.ts, free of zod for the client's first load; it
 * reads this file's type, so this file does not import it back.
 */
import { z } from 'zod';

export const brandingSchema = z.object({
  productName: z.string(),
  podcastName: z.string(),
  podcastUrl: z.string(),
  socialLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  contactEmail: z.string(),
  adClientId: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** What the client needs to know about the running site: branding and the active movie database. */
export const siteInfoSchema = z.object({
  branding: brandingSchema,
  movieDatabase: z.object({ kind: z.enum(['catalog', 'tmdb']), attribution: z.string() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
