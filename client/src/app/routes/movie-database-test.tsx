import { Text, Title } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { movieDatabaseTestMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { MovieDatabaseTest } from '../../features/movie-database-test/components/movie-database-test';

export function MovieDatabaseTestRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(movieDatabaseTestMeta(branding));
  return (
    <PageContainer>
      <Title order={1}>Movie Database Test</Title>
      <Text c="dimmed" mb="lg">
        Search the movie database directly and check the regular API endpoints.
      </Text>
      <MovieDatabaseTest />
    </PageContainer>
  );
}
