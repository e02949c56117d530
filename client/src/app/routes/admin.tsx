import { NotAvailableYet } from '../../components/not-available-yet';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';

export function AdminRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(`Admin | ${branding.productName}`, `${branding.productName} administration.`);
  return (
    <PageContainer>
      <NotAvailableYet heading="Admin" description="Actor selection and scheduled changes will be managed here." />
    </PageContainer>
  );
}
