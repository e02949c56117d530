import { useEffect } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import type { RecapPair } from '@cinema/shared';
import { AdSlot } from '../../../components/ad-slot';
import { useDailyRecap } from '../api/use-daily-recap';
import { RecapPairSection } from './recap-pair-section';
import { RecapUnavailable } from './recap-unavailable';

/**
 * The game day in the product's language: the server draws the recap in its first HTML, and a
 * browser of another language hydrating it with its own would not match what was drawn.
 */
function formatGameDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** "A second pair that day: Tom Hanks → Meryl Streep". */
function otherPairTitle(pair: RecapPair, index: number): string {
  const { startActor, endActor } = pair.dailyActors;
  const which = index === 0 ? 'A second pair' : `Pair ${index + 2}`;
  return startActor && endActor ? `${which} that day: ${startActor.name} → ${endActor.name}` : `${which} that day`;
}

/**
 * The recap of SPEC §2 for yesterday's UTC game day. Beyond the spec, the insights and
 * analytics panels have visible tabs, and a pair changed mid-day has its own section after the
 * first (its own pair card and figures).
 */
export function DailyRecapView() {
  const { date, recap } = useDailyRecap();
  const data = recap.data;
  useEffect(() => {
    if (recap.error) console.error('Failed to load the daily recap', recap.error);
  }, [recap.error]);

  const heading = (
    <Stack gap={4} ta="center" align="center">
      <Title order={1}>Previous Cinema Connections</Title>
      <Text fz="lg" fw={600} c="amber.4">
        Statistics from Completed Games
      </Text>
      <Text size="sm" c="dimmed" maw={560}>
        These figures come from the games completed on {formatGameDay(date)} (UTC), not from today's session.
      </Text>
    </Stack>
  );

  if (recap.isPending) {
    return (
      <Stack gap="lg">
        {heading}
        <AdSlot size="banner" />
        <Stack align="center" gap="sm" py="xl">
          <Loader />
          <Text c="dimmed">Loading yesterday's cinema connections...</Text>
        </Stack>
      </Stack>
    );
  }

  // A failed refresh keeps showing the data already loaded.
  const otherPairs = data?.otherPairs ?? [];
  if (!data || [data, ...otherPairs].every((pair) => pair.totalCompletions === 0)) {
    return (
      <Stack gap="lg">
        {heading}
        <AdSlot size="banner" />
        <RecapUnavailable />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <RecapPairSection recap={data} banner={<AdSlot size="banner" />} />
      {otherPairs.map((pair, index) => (
        <RecapPairSection key={index} recap={pair} title={otherPairTitle(pair, index)} />
      ))}
    </Stack>
  );
}
