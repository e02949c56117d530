import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RECAP_REFRESH_MS, yesterdayOf } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { holdsPageRecap, pageRecapDay, recapQueryKey } from './page-recap';

/**
 * Yesterday's recap (SPEC §7): refreshed every 30 s and on window focus, never fresh, and
 * keyed also on the settings' lastUpdated so a new daily pair refetches it at once. The first HTML
 * of the recap carries both answers (./page-recap.ts).
 */
export function useDailyRecap() {
  const utils = trpc.useUtils();
  const settings = trpc.settings.gameSettings.useQuery();
  const date = useMemo(() => pageRecapDay() ?? yesterdayOf(new Date()), []);
  const lastUpdated = settings.data?.lastUpdated ?? null;
  const recap = useQuery({
    queryKey: recapQueryKey(date, lastUpdated),
    queryFn: () => utils.client.recap.daily.query({ date }),
    // The settings arrive first so the first fetch already carries their lastUpdated.
    enabled: !settings.isPending,
    refetchInterval: RECAP_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // The recap the first HTML came with was the server's answer of this visit (./page-recap.ts).
    refetchOnMount: (query) => !holdsPageRecap(query.state.data),
  });
  return { date, recap };
}
