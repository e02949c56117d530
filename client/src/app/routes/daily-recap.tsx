import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { DailyRecapView } from '../../features/recap/components/daily-recap-view';

export function DailyRecapRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(
    `Previous Cinema Connections | ${branding.productName}`,
    `Statistics from yesterday's completed ${branding.productName} games.`,
  );
  return (
    <PageContainer>
      <DailyRecapView />
    </PageContainer>
  );
}
