/**
 * Branding and the active movie database. The data layer (app/data-layer.tsx) queries them once
 * for the whole app and publishes the answer here; the built-in branding stands in until then.
 */
import { useSyncExternalStore } from 'react';
import { defaultBranding, type SiteInfo } from '@cinema/shared';
import { publishedValue } from './published-value';

const published = publishedValue<SiteInfo | undefined>(undefined);

/** The data layer hands the settings.siteInfo answer over here. */
export const publishSiteInfo = (siteInfo: SiteInfo | undefined): void => published.set(siteInfo);

export function useSiteInfo(): { branding: SiteInfo['branding']; attribution: string | null } {
  const siteInfo = useSyncExternalStore(
    published.subscribe,
    published.get,
    // Hydrating: the built-in branding the server drew with, whatever has arrived since.
    () => undefined,
  );
  return {
    branding: siteInfo?.branding ?? defaultBranding,
    attribution: siteInfo?.movieDatabase.attribution ?? null,
  };
}
