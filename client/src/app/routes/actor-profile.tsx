import { useParams } from 'react-router-dom';
import { actorSlug, actorProfileMeta, profileNameOf } from '@cinema/shared';
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
  const name = profileNameOf(slug ?? undefined);
  usePageMeta(actorProfileMeta(branding, name));
  return (
    <PageContainer size="md">
      <ActorProfileView key={slug ?? ''} slug={slug} name={name} />
    </PageContainer>
  );
}
