import { useParams } from 'react-router-dom';
import { actorSlug, nameFromSlug } from '@cinema/shared';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { ActorProfileView } from '../../features/profile/components/actor-profile-view';

export function ActorProfileRoute() {
  const { actorName } = useParams();
  const { branding } = useSiteInfo();
  // The route's name by the slug rule (SPEC §2): one with no letter or digit names nobody, and the
  // server is not asked. Underscores read as spaces in titles.
  const slug = actorName && actorSlug(actorName) ? actorName : null;
  const name = slug ? nameFromSlug(actorSlug(slug)) : '';
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
