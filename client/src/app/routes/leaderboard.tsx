import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { AdSlot } from '../../components/ad-slot';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { leaderboardMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { resumeOrStartGame } from '../../features/game/hooks/use-game';
import { LeaderboardPairCard } from '../../features/leaderboard/components/leaderboard-pair-card';
import { TopPlayersCard } from '../../features/leaderboard/components/top-players-card';

export function LeaderboardRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(leaderboardMeta(branding));
  const navigate = useNavigate();

  // A daily game in progress is found as it was left; after a completed one a new game starts (and
  // says first when it will be practice).
  const backToGame = () => {
    navigate(paths.game);
    resumeOrStartGame({ announce: true });
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>Leaderboard</Title>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={backToGame}>
            Back to Game
          </Button>
        </Group>
        <LeaderboardPairCard />
        <AdSlot size="banner" />
        <TopPlayersCard />
      </Stack>
    </PageContainer>
  );
}
