import { useId, useState, type ReactNode } from 'react';
import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBulb, IconChartHistogram, IconRoute, IconTrophy } from '@tabler/icons-react';
import type { RecapPair } from '@cinema/shared';
import { ActorPair } from '../../../components/actor-pair';
import { AnalyticsPanel } from './analytics-panel';
import { ChampionsPanel } from './champions-panel';
import { ConnectionsPanel } from './connections-panel';
import { InsightsPanel } from './insights-panel';
import { PopularConnectionPoints } from './popular-connection-points';
import { RecapStats } from './recap-stats';

type RecapTab = 'champions' | 'connections' | 'insights' | 'analytics';

/**
 * One pair's recap: its pair card, its figures and its tabs. A day whose pair changed mid-day has
 * one section per pair, never merged (DESIGN §8); `banner` sits between a section's figures and its tabs.
 */
export function RecapPairSection({ recap, title, banner }: { recap: RecapPair; title?: string; banner?: ReactNode }) {
  const [tab, setTab] = useState<RecapTab>('champions');
  const pairTitleId = useId();
  const { startActor, endActor } = recap.dailyActors;
  return (
    <Stack gap="lg" component="section" aria-label={title} data-testid="recap-pair-section">
      {title && (
        <Title order={2} ta="center" mt="xl">
          {title}
        </Title>
      )}
      {startActor && endActor && (
        <Card component="section" aria-labelledby={pairTitleId} data-testid="pair-card">
          <Title order={2} fz="h3" ta="center" mb="md" id={pairTitleId}>
            Connect These Actors
          </Title>
          <ActorPair startActor={startActor} endActor={endActor} />
        </Card>
      )}
      {recap.totalCompletions === 0 ? (
        <Text c="dimmed" ta="center">
          No games of this pair were completed.
        </Text>
      ) : (
        <>
          <RecapStats recap={recap} />
          {banner}
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
              <ChampionsPanel recap={recap} onViewConnection={() => setTab('connections')} />
            </Tabs.Panel>
            <Tabs.Panel value="connections">
              <ConnectionsPanel recap={recap} />
            </Tabs.Panel>
            <Tabs.Panel value="insights">
              <InsightsPanel recap={recap} />
            </Tabs.Panel>
            <Tabs.Panel value="analytics">
              <AnalyticsPanel recap={recap} />
            </Tabs.Panel>
          </Tabs>
          <PopularConnectionPoints recap={recap} />
        </>
      )}
    </Stack>
  );
}
