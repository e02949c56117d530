import { useEffect, useState } from 'react';
import { Card, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBulb, IconChartHistogram, IconRoute, IconTrophy } from '@tabler/icons-react';
import { AdSlot } from '../../../components/ad-slot';
import { ActorPair } from '../../../components/actor-pair';
import { useDailyRecap } from '../api/use-daily-recap';
import { AnalyticsPanel } from './analytics-panel';
import { ChampionsPanel } from './champions-panel';
import { ConnectionsPanel } from './connections-panel';
import { InsightsPanel } from './insights-panel';
import { PopularConnectionPoints } from './popular-connection-points';
import { RecapStats } from './recap-stats';
import { RecapUnavailable } from './recap-unavailable';

type RecapTab = 'champions' | 'connections' | 'insights' | 'analytics';

function formatGameDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * The recap of SPEC §2 for yesterday's UTC game day. Beyond the spec, the insights and
 * analytics panels have visible tabs.
 */
export function DailyRecapView() {
  const { date, recap } = useDailyRecap();
  const [tab, setTab] = useState<RecapTab>('champions');
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
  if (!data || data.totalCompletions === 0) {
    return (
      <Stack gap="lg">
        {heading}
        <AdSlot size="banner" />
        <RecapUnavailable />
      </Stack>
    );
  }

  const { startActor, endActor } = data.dailyActors;
  return (
    <Stack gap="lg">
      {heading}
      {startActor && endActor && (
        <Card component="section" aria-labelledby="recap-pair-title" data-testid="pair-card">
          <Title order={2} fz="h3" ta="center" mb="md" id="recap-pair-title">
            Connect These Actors
          </Title>
          <ActorPair startActor={startActor} endActor={endActor} />
        </Card>
      )}
      <RecapStats recap={data} />
      <AdSlot size="banner" />
      <Tabs value={tab} onChange={(value) => setTab((value as RecapTab | null) ?? 'champions')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="champions" leftSection={<IconTrophy size={16} />}>
            Champions
          </Tabs.Tab>
          <Tabs.Tab value="connections" leftSection={<IconRoute size={16} />}>
            Connections
          </Tabs.Tab>
          <Tabs.Tab value="insights" leftSection={<IconBulb size={16} />}>
            Insights
          </Tabs.Tab>
          <Tabs.Tab value="analytics" leftSection={<IconChartHistogram size={16} />}>
            Analytics
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="champions">
          <ChampionsPanel recap={data} onViewConnection={() => setTab('connections')} />
        </Tabs.Panel>
        <Tabs.Panel value="connections">
          <ConnectionsPanel recap={data} />
        </Tabs.Panel>
        <Tabs.Panel value="insights">
          <InsightsPanel recap={data} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsPanel recap={data} />
        </Tabs.Panel>
      </Tabs>
      <PopularConnectionPoints recap={data} />
    </Stack>
  );
}
