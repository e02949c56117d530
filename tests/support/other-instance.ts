/** What another instance of the app does to the shared database, through a connection of its own. */
import { openDatabase } from '../../server/src/db/data-source';
import { ActorEntity } from '../../server/src/db/entities';

/**
 * Stores an actor as another instance's TMDB lookup would: the row alone, which this instance's
 * catalog does not hold until something reads it. Answers the row's id.
 */
export async function storeActorElsewhere(
  databaseUrl: string,
  actor: { tvdbId: string; name: string; slug: string },
): Promise<number> {
  const other = await openDatabase(databaseUrl);
  try {
    await other.getRepository(ActorEntity).insert({ ...actor, imageUrl: null, source: 'tmdb' });
    return (await other.getRepository(ActorEntity).findOneByOrFail({ tvdbId: actor.tvdbId })).id;
  } finally {
    await other.destroy();
  }
}
