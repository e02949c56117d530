import { PageContainer } from '../../components/page-container';
import { dailyRecapMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { DailyRecapView } from '../../features/recap/components/daily-recap-view';

export function DailyRecapRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(dailyRecapMeta(branding));
  return (
    <PageContainer>
      <DailyRecapView />
    </PageContainer>
  );
}
