import { useEffect } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { actorPath, type ActorProfile } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { AdSlot } from '../../../components/ad-slot';
import { paths } from '../../../config/paths';
import { useActorProfile } from '../api/use-actor-profile';
import { ChallengeHistoryCard } from './challenge-history-card';
import { CoStarsCard } from './co-stars-card';
import { FilmographyCard } from './filmography-card';
import { PopularMoviesCard } from './popular-movies-card';
import { ProfileHeader } from './profile-header';
import { ProfileMessage } from './profile-message';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileStats } from './profile-stats';

function LoadedProfile({ name, profile }: { name: string; profile: ActorProfile }) {
  const hasCards = profile.topCoStars.length > 0 || profile.popularMovies.length > 0;
  return (
    <Stack gap="lg">
      <div>
        <Button component={Link} to={paths.game} variant="default" leftSection={<IconArrowLeft size={16} />}>
          Back to Game
        </Button>
      </div>
      <ProfileHeader name={name} profile={profile} />
      <ProfileStats stats={profile.stats} />
      <AdSlot size="rectangle" />
      {hasCards && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {profile.topCoStars.length > 0 && <CoStarsCard coStars={profile.topCoStars} />}
          {profile.popularMovies.length > 0 && <PopularMoviesCard movies={profile.popularMovies} />}
        </SimpleGrid>
      )}
      {profile.filmography && profile.filmography.length > 0 && (
        <FilmographyCard films={profile.filmography} hasGames={profile.stats.totalGamesAppeared > 0} />
      )}
      {profile.dailyChallengeHistory.length > 0 && <ChallengeHistoryCard history={profile.dailyChallengeHistory} />}
    </Stack>
  );
}

/**
 * A profile asked for by a slug in another case (or with spaces) moves to the actor's own address,
 * in place of the one typed, with the answer already in hand.
 */
function useCanonicalAddress(slug: string | null, profile: ActorProfile | undefined) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const canonical = profile?.slug;
  useEffect(() => {
    if (!profile || !canonical || slug == null || canonical === slug) return;
    utils.profile.byName.setData({ name: canonical }, profile);
    void navigate(actorPath(profile.name), { replace: true });
  }, [canonical, navigate, profile, slug, utils]);
}

/** The actor profile of SPEC §2: invalid name, loading, not found, or the profile. */
export function ActorProfileView({ slug, name }: { slug: string | null; name: string }) {
  const profile = useActorProfile(slug);
  useCanonicalAddress(slug, profile.data);
  if (slug == null) return <ProfileMessage title="Invalid Actor Name" />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (!profile.data) {
    return (
      <ProfileMessage
        title="Actor Not Found"
        text="This actor profile doesn't exist or hasn't appeared in any games yet."
      />
    );
  }
  return <LoadedProfile name={name} profile={profile.data} />;
}
