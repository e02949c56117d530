/** A connection as the rules see it: the chain-limit and connection rules both read it. */

/** The three ids of a connection, in local row ids. */
export interface LinkIds {
  actorId: number;
  movieId: number;
  nextActorId: number;
}
