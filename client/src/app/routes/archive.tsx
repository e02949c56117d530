import { Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';
import { ArchiveList } from '../../features/archive/components/archive-list';

export function ArchiveRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(
    `Archive | ${branding.productName}`,
    `Every past ${branding.productName} daily pair, with its par. Play any of them again.`,
  );
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>Archive</Title>
          <Text c="dimmed">
            Play any past daily pair again. An archive game is unranked: it never changes that day&apos;s leaderboard or
            recap.
          </Text>
        </div>
        <ArchiveList />
      </Stack>
    </PageContainer>
  );
}
