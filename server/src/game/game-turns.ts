/**
 * One decision at a time per game on this instance (DESIGN §10, no bystander failures). A
 * client that sends the same link 50 times at once would otherwise have 50 writes of one game in
 * flight, racing for the same key in several groups at once: on MySQL their locks meet the
 * locks of other players' writes in those groups, and deadlocks undo the groups. In turn, the
 * second copy is decided on the game as the first left it (a repeat of a stored link), and
 * only one write of a game reaches the database at a time. Other games wait for nothing.
 */
export class GameTurns {
  private readonly last = new Map<number, Promise<unknown>>();

  /** Runs `decision` once every earlier decision on this game has settled. */
  inTurn<T>(gameId: number, decision: () => Promise<T>): Promise<T> {
    const before = this.last.get(gameId) ?? Promise.resolve();
    const turn = before.then(decision, decision);
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(gameId, settled);
    void settled.then(() => {
      if (this.last.get(gameId) === settled) this.last.delete(gameId);
    });
    return turn;
  }
}
