import { NotAvailableYet } from '../../components/not-available-yet';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';

export function DailyRecapRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(
    `Previous Cinema Connections | ${branding.productName}`,
    `Statistics from yesterday's completed ${branding.productName} games.`,
  );
  return (
    <PageContainer>
      <NotAvailableYet
        heading="Previous Cinema Connections"
        description="Statistics from completed games of the previous day will be shown here."
      />
    </PageContainer>
  );
}
