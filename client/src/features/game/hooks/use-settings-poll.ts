import { useEffect, useRef } from 'react';
import { SETTINGS_POLL_MS } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/**
 * Settings are polled (SPEC §7); when the daily pair changes, the cached daily pair is dropped so
 * that the next new game uses the new one.
 */
export function useSettingsPoll(): void {
  const utils = trpc.useUtils();
  const settings = trpc.settings.gameSettings.useQuery(undefined, { refetchInterval: SETTINGS_POLL_MS, staleTime: 0 });
  const settingsVersion = settings.data
    ? `${settings.data.lastUpdated}|${settings.data.startActorId}|${settings.data.endActorId}`
    : null;
  const seenSettingsVersion = useRef<string | null>(null);
  useEffect(() => {
    if (!settingsVersion) return;
    if (seenSettingsVersion.current && seenSettingsVersion.current !== settingsVersion) {
      void utils.settings.dailyActors.invalidate();
    }
    seenSettingsVersion.current = settingsVersion;
  }, [settingsVersion, utils]);
}
