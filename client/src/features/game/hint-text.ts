/** A hint in words: what the server answered, said from the actor the chain stood at. */
import type { StoredHint } from './stored-game';

export function hintText({ hint, actorName }: StoredHint): string {
  const actor = actorName ?? 'The actor you were at';
  switch (hint.level) {
    case 1:
      return `${actor} is ${hint.connectionsLeft} ${hint.connectionsLeft === 1 ? 'connection' : 'connections'} from the end actor on a shortest chain.`;
    case 2:
      return `${actor} was in ${hint.movie.title} (${hint.movie.year ?? 'N/A'}), a movie on a shortest chain.`;
    case 3:
      return `From ${actorName ?? 'there'}, the next actor on a shortest chain is ${hint.actor.name}.`;
  }
}
