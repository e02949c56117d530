/**
 * Scheduled changes of the daily pair (SPEC §4, DESIGN §7): pending until executed, then
 * executed with the time; only pending ones can be deleted. Execution claims each change with
 * a conditional update on `executed = false`, in the transaction that applies its pair, so a
 * change runs exactly once however many instances run the scheduler (DESIGN §13).
 */
import {
  SCHEDULED_CHANGE_CREATED_BY,
  scheduledAtProblem,
  type Actor,
  type CreateScheduledChangeInput,
  type ScheduledChange,
} from '@cinema/shared';
import type { DataSource } from 'typeorm';
import type { MovieDatabase } from '../catalog/movie-database';
import { ScheduledChangeEntity, type ScheduledChangeRow } from '../db/entities';
import { badRequest, conflict, notFound } from '../errors';
import type { Clock } from '../clock';
import type { DailyPairStore } from './daily-pair-store';
import { assertPlayable } from './pair-rules';

const scheduledChangeNotFoundMessage = (id: number) => `No scheduled change has the id ${id}`;
const executedChangeMessage = 'Only pending changes can be deleted: this change has already been executed';

export class ScheduledChanges {
  constructor(
    private readonly db: DataSource,
    private readonly store: DailyPairStore,
    private readonly movieDatabase: MovieDatabase,
    private readonly clock: Clock,
  ) {}

  /** Pending and executed changes, soonest first. */
  async list(): Promise<ScheduledChange[]> {
    const rows = await this.db.getRepository(ScheduledChangeEntity).find({ order: { scheduledAt: 'ASC', id: 'ASC' } });
    const actors = await this.movieDatabase.actorsByIds(rows.flatMap((r) => [r.startActorId, r.endActorId]));
    return rows.map((row) => toScheduledChange(row, actors));
  }

  /**
   * A pending change, in the future and within a year by the server's clock (DESIGN §7), for a
   * playable pair (the same checks as setting the pair now, the distance confirmation included).
   */
  async create(input: CreateScheduledChangeInput): Promise<ScheduledChange> {
    const scheduledAt = new Date(input.scheduledAt);
    const problem = scheduledAtProblem(scheduledAt, this.clock.now());
    if (problem) throw badRequest(problem, { scheduledAt: input.scheduledAt });
    const pair = await assertPlayable(this.movieDatabase, input, input.confirmDistance);
    const repo = this.db.getRepository(ScheduledChangeEntity);
    const { identifiers } = await repo.insert({
      ...pair,
      scheduledAt,
      executed: false,
      executedAt: null,
      createdBy: SCHEDULED_CHANGE_CREATED_BY,
      createdAt: this.clock.now(),
    });
    const row = await repo.findOneByOrFail({ id: Number(identifiers[0]!.id) });
    const actors = await this.movieDatabase.actorsByIds([row.startActorId, row.endActorId]);
    return toScheduledChange(row, actors);
  }

  async delete(id: number): Promise<{ success: true }> {
    const repo = this.db.getRepository(ScheduledChangeEntity);
    const deleted = await repo.delete({ id, executed: false });
    if (deleted.affected) return { success: true };
    if (await repo.existsBy({ id })) throw conflict(executedChangeMessage);
    throw notFound(scheduledChangeNotFoundMessage(id));
  }

  /** Executes every due pending change, in order; answers how many this call executed. */
  async executeDue(): Promise<{ executed: number }> {
    return { executed: await executeDueChanges(this.db, this.store, this.clock) };
  }
}

export async function executeDueChanges(db: DataSource, store: DailyPairStore, clock: Clock): Promise<number> {
  const now = clock.now();
  const due = await db
    .getRepository(ScheduledChangeEntity)
    .createQueryBuilder('c')
    .where('c.executed = :pending AND c.scheduledAt <= :now', { pending: false, now })
    .orderBy('c.scheduledAt', 'ASC')
    .addOrderBy('c.id', 'ASC')
    .getMany();
  let executed = 0;
  for (const change of due) {
    const pair = { startActorId: change.startActorId, endActorId: change.endActorId };
    const facts = await store.parFactsOf(pair);
    const claimed = await db.transaction(async (manager) => {
      const claim = await manager
        .createQueryBuilder()
        .update(ScheduledChangeEntity)
        .set({ executed: true, executedAt: clock.now() })
        .where('id = :id AND executed = :pending', { id: change.id, pending: false })
        .execute();
      if (!claim.affected) return false;
      await store.applyPair(manager, pair, facts, 'scheduled');
      return true;
    });
    if (claimed) executed += 1;
  }
  return executed;
}

function toScheduledChange(row: ScheduledChangeRow, actors: Map<number, Actor>): ScheduledChange {
  const actor = (id: number): Actor => actors.get(id) ?? { id, tvdbId: '', name: `Actor ${id}` };
  return {
    id: row.id,
    startActor: actor(row.startActorId),
    endActor: actor(row.endActorId),
    scheduledAt: row.scheduledAt.toISOString(),
    executed: Boolean(row.executed),
    executedAt: row.executedAt ? row.executedAt.toISOString() : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
