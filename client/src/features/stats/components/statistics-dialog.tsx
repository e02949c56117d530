import type { ReactNode } from 'react';
import { Alert, Divider, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconChartBar, IconEqual } from '@tabler/icons-react';
import { usePlayerStats } from '../api/use-player-stats';
import { closeStatistics, useStatisticsOpen } from '../../../lib/statistics-dialog-store';
import { LinkHistogram } from './link-histogram';
import { NextPuzzleCountdown } from './next-puzzle-countdown';
import { TransferStatistics } from './transfer-statistics';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder p="xs" radius="md" ta="center" data-testid="stats-figure">
      <Text fz={26} fw={800} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </Paper>
  );
}

function ParCount({ icon, label, count }: { icon: ReactNode; label: string; count: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">
        {label}: <strong>{count}</strong>
      </Text>
    </Group>
  );
}

/** The player's daily statistics, streaks, record against par, the next puzzle and moving them to another device. */
export function StatisticsDialog() {
  const opened = useStatisticsOpen();
  const stats = usePlayerStats(opened);
  const data = stats.data;
  // Phones get the whole screen: the dialog is long.
  const isPhone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened}
      onClose={closeStatistics}
      size="lg"
      fullScreen={isPhone}
      title={
        <Group gap="xs">
          <IconChartBar size={22} aria-hidden />
          <Title order={2} fz="h3" component="span">
            Statistics
          </Title>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="statistics-dialog"
    >
      {stats.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading statistics" />
        </Group>
      ) : !data ? (
        <Alert color="red" title="Statistics unavailable">
          Failed to load your statistics. Please try again later.
        </Alert>
      ) : (
        <Stack gap="md" data-testid="statistics">
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            <Figure label="Played" value={data.gamesPlayed} />
            <Figure label="Completed" value={data.gamesCompleted} />
            <Figure label="Current streak" value={data.currentStreak} />
            <Figure label="Longest streak" value={data.longestStreak} />
            <Figure label="Average links" value={data.averageLinks == null ? '–' : data.averageLinks.toFixed(1)} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Daily games only. A streak counts consecutive puzzle days (UTC) with a completed daily game, on the day the
            game was started.
          </Text>
          <div>
            <Text fw={700} mb={6}>
              Links per completed game
            </Text>
            <LinkHistogram histogram={data.linkHistogram} />
          </div>
          <div data-testid="par-record">
            <Text fw={700} mb={6}>
              Record against par
            </Text>
            <Group gap="lg">
              <ParCount icon={<IconArrowDown size={16} aria-hidden />} label="Under par" count={data.parRecord.under} />
              <ParCount icon={<IconEqual size={16} aria-hidden />} label="At par" count={data.parRecord.par} />
              <ParCount icon={<IconArrowUp size={16} aria-hidden />} label="Over par" count={data.parRecord.over} />
            </Group>
          </div>
          <NextPuzzleCountdown nextPuzzleAt={data.nextPuzzleAt} />
          <Divider />
          <TransferStatistics />
        </Stack>
      )}
    </Modal>
  );
}
