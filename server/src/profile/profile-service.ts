/**
 * Actor profiles (SPEC §2, §3; DESIGN §8), found by the slug rule of shared/ (accented names
 * keep their letters: "Penélope_Cruz"); a slug typed in another case finds the actor too, and the
 * answer names the actor's own slug. An actor of the catalog with no completed, visible game yet
 * has a profile of zero figures and their films; only a slug that names no actor is not found.
 * Profiles are remembered per actor beside the fingerprint of the games table (latest
 * completion, hidden games, latest daily pair), so a request for a busy actor costs two indexed
 * queries until something changes (see profile-freshness); `invalidate()` forgets them all.
 */
import {
  actorProfileSchema,
  actorSlug,
  messages,
  PROFILE_CHALLENGE_HISTORY_MAX,
  type ActorProfile,
} from '@cinema/shared';
import type { DataSource } from 'typeorm';
import { notFound } from '../errors';
import type { GameView } from '../game/game-view';
import { keepAnswer } from '../kept-answers';
import { aggregateProfile, PROFILE_FILMOGRAPHY_MAX } from './profile-aggregate';
import { canReuse, type ProfileFingerprint, type RememberedProfile } from './profile-freshness';
import { ProfileStore, type ProfileActor } from './profile-store';

/** Profiles this instance remembers at once. */
const REMEMBERED_PROFILES = 500;

export class ProfileService {
  private readonly store: ProfileStore;
  private readonly remembered = new Map<number, RememberedProfile<ActorProfile>>();
  private readonly computing = new Map<string, Promise<ActorProfile>>();

  constructor(
    db: DataSource,
    private readonly view: GameView,
    private readonly now: () => number = Date.now,
  ) {
    this.store = new ProfileStore(db);
  }

  /** `name` as in the route (underscored) or as written; both give the same slug. */
  async byName(name: string): Promise<ActorProfile> {
    const actor = await this.actorNamed(name);
    if (!actor) throw notFound(messages.actorProfileNotFound);
    const fingerprint = await this.store.fingerprint();
    const remembered = this.remembered.get(actor.id);
    return remembered && canReuse(remembered, fingerprint, this.now())
      ? remembered.profile
      : this.computeOnce(actor, fingerprint);
  }

  /**
   * The actor whose slug is the name's: exactly, else but for case. An exact slug is looked up in
   * the actors this instance holds first (no read); the database answers for one another instance
   * stored since this one started, and for a slug typed in another case.
   */
  private async actorNamed(name: string): Promise<ProfileActor | undefined> {
    const slug = actorSlug(name.normalize('NFC'));
    if (!slug) return undefined;
    const [held] = await this.view.actorsBySlug(slug);
    if (held) return { id: held.id, name: held.name, slug, imageUrl: held.imageUrl ?? null };
    const [exact] = await this.store.actorsWithSlug(slug);
    if (exact) return exact;
    const [otherCase] = await this.store.actorsWithSlugIgnoringCase(slug);
    return otherCase;
  }

  /** Forgets every remembered profile (a game was hidden). */
  invalidate(): void {
    this.remembered.clear();
  }

  private computeOnce(actor: ProfileActor, fingerprint: ProfileFingerprint): Promise<ActorProfile> {
    const key = `${actor.id}/${fingerprint.completions}/${fingerprint.moderation}`;
    let pending = this.computing.get(key);
    if (!pending) {
      const startedAt = this.now();
      pending = this.compute(actor)
        .then((profile) => {
          const computedAt = this.now();
          this.remember(actor.id, { fingerprint, profile, computedAt, computeMs: computedAt - startedAt });
          return profile;
        })
        .finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  private async compute(actor: ProfileActor): Promise<ActorProfile> {
    const [links, pairs, films] = await Promise.all([
      this.store.linksOf(actor.id),
      this.store.pairsWith(actor.id, PROFILE_CHALLENGE_HISTORY_MAX),
      this.store.filmsOf(actor.id, PROFILE_FILMOGRAPHY_MAX),
    ]);
    const figures = aggregateProfile(actor.id, links);
    const partnerIds = pairs.map((p) => (p.startActorId === actor.id ? p.endActorId : p.startActorId));
    const [actors, movies] = await Promise.all([
      this.view.actors([...figures.topCoStars.map((c) => c.actorId), ...partnerIds]),
      this.view.movies(figures.popularMovies.map((m) => m.movieId)),
    ]);
    // Answered as it is until the games change: checked, serialised and compressed once (../kept-answers).
    return keepAnswer(actorProfileSchema, {
      name: actor.name,
      slug: actorSlug(actor.name),
      imageUrl: actor.imageUrl,
      stats: {
        totalGamesAppeared: figures.totalGamesAppeared,
        totalConnections: figures.totalConnections,
        lastGameAt: figures.lastGameAt?.toISOString() ?? null,
        totalPointsContributed: figures.totalPointsContributed,
      },
      topCoStars: figures.topCoStars.flatMap(({ actorId, connectionCount }) => {
        const coStar = actors.get(actorId);
        return coStar
          ? [{ actor: { id: coStar.id, name: coStar.name, imageUrl: coStar.imageUrl ?? null }, connectionCount }]
          : [];
      }),
      popularMovies: figures.popularMovies.flatMap(({ movieId, usageCount }) => {
        const movie = movies.get(movieId);
        return movie
          ? [
              {
                movie: { id: movie.id, title: movie.title, year: movie.year ?? null, imageUrl: movie.imageUrl ?? null },
                usageCount,
              },
            ]
          : [];
      }),
      dailyChallengeHistory: pairs.flatMap((pair, at) => {
        const partner = actors.get(partnerIds[at]!);
        return partner
          ? [
              {
                role: pair.startActorId === actor.id ? ('start' as const) : ('end' as const),
                partnerActor: { name: partner.name },
                date: pair.activeFrom.toISOString(),
              },
            ]
          : [];
      }),
      filmography: films,
    });
  }

  private remember(actorId: number, remembered: RememberedProfile<ActorProfile>): void {
    this.remembered.delete(actorId);
    this.remembered.set(actorId, remembered);
    if (this.remembered.size > REMEMBERED_PROFILES) this.remembered.delete(this.remembered.keys().next().value!);
  }
}
