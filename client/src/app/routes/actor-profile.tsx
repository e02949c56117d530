import { useParams } from 'react-router-dom';
import { nameFromSlug } from '@cinema/shared';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';
import { ActorProfileView } from '../../features/profile/components/actor-profile-view';

export function ActorProfileRoute() {
  const { actorName } = useParams();
  const { branding } = useSiteInfo();
  // Underscores in the route's name read as spaces (SPEC §2); a name of nothing but separators is no name.
  const name = actorName ? nameFromSlug(actorName) : '';
  const slug = name ? actorName! : null;
  usePageMeta(
    name ? `${name} | ${branding.productName}` : `Invalid Actor Name | ${branding.productName}`,
    name
      ? `${name} in ${branding.productName}: games appeared in, top co-stars and the movies players used to connect them.`
      : `Actor profiles of ${branding.productName}.`,
  );
  return (
    <PageContainer size="md">
      <ActorProfileView key={slug ?? ''} slug={slug} name={name} />
    </PageContainer>
  );
}
