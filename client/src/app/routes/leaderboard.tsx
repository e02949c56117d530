import { NotAvailableYet } from '../../components/not-available-yet';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';

export function LeaderboardRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(
    `Leaderboard | ${branding.productName}`,
    `The top ${branding.productName} players for the current actor pair.`,
  );
  return (
    <PageContainer>
      <NotAvailableYet
        heading="Leaderboard"
        description="The top players for the current pair of actors will be listed here."
      />
    </PageContainer>
  );
}
