import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { notFoundMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';

export function NotFoundRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(notFoundMeta(branding));
  return (
    <PageContainer size="sm">
      <Stack align="center" ta="center" gap="md" py="xl">
        <Text fz={64} lh={1} aria-hidden>
          🎞️
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you're looking for doesn't exist or has been moved.</Text>
        <Button component={Link} to={paths.game}>
          Back to Game
        </Button>
      </Stack>
    </PageContainer>
  );
}
