import { useParams } from 'react-router-dom';
import { nameFromSlug } from '@cinema/shared';
import { NotAvailableYet } from '../../components/not-available-yet';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';

export function ActorProfileRoute() {
  const { actorName } = useParams();
  const { branding } = useSiteInfo();
  const name = actorName ? nameFromSlug(actorName) : '';
  usePageMeta(
    name ? `${name} | ${branding.productName}` : `Actor Profile | ${branding.productName}`,
    name
      ? `${name} in ${branding.productName}: games, co-stars and movies used to connect them.`
      : `Actor profiles of ${branding.productName}.`,
  );
  return (
    <PageContainer>
      <NotAvailableYet
        heading={name || 'Actor Profile'}
        description="Actor profiles with game stats, top co-stars and most used movies will be shown here."
      />
    </PageContainer>
  );
}
