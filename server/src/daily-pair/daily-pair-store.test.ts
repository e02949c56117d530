import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { DailyPairCache } from './daily-pair-cache';
import { DailyPairStore, type PairFacts } from './daily-pair-store';

/**
 * A database that only records: what each transaction wrote, and whether one is open. Every
 * builder call chains; `execute` says one row changed.
 */
function recordingDb() {
  const log: string[] = [];
  let open = false;
  const builder: Record<string, unknown> = {};
  for (const step of ['update', 'set', 'where']) builder[step] = () => builder;
  builder.execute = async () => ({ affected: 1 });
  const manager = {
    update: async () => ({ affected: 1 }),
    insert: async (_entity: unknown, row: object) => void log.push(`insert ${JSON.stringify(row)}`),
    createQueryBuilder: () => builder,
  };
  const db = {
    transaction: async (work: (m: typeof manager) => Promise<unknown>) => {
      open = true;
      try {
        return await work(manager);
      } finally {
        open = false;
      }
    },
  };
  return { db: db as unknown as DataSource, log, isOpen: () => open };
}

describe('DailyPairStore', () => {
  it("searches a pair's par before the transaction that stores it, never while it holds locks", async () => {
    const { db, log, isOpen } = recordingDb();
    const asked: boolean[] = [];
    const facts = async (): Promise<PairFacts> => {
      asked.push(isOpen());
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { par: 3, optimalChainCount: 2 };
    };
    const now = new Date('2027-01-02T00:00:00Z');
    const cache = { changed: () => {} } as unknown as DailyPairCache;
    const store = new DailyPairStore(db, { now: () => now }, cache, facts);
    const pair = { startActorId: 1, endActorId: 2 };

    await store.setPair(pair, 'manual');
    await store.claimRollover(pair, now, now);
    await store.insertDefault(pair);

    expect(asked).toEqual([false, false, false]);
    const row = `{"startActorId":1,"endActorId":2,"par":3,"optimalChainCount":2`;
    expect(log).toEqual([
      `insert ${row},"source":"manual","activeFrom":"2027-01-02T00:00:00.000Z","activeTo":null}`,
      `insert ${row},"source":"auto","activeFrom":"2027-01-02T00:00:00.000Z","activeTo":null}`,
      `insert {"id":1,"selectionMode":"auto","startActorId":1,"endActorId":2,"lastUpdated":"2027-01-02T00:00:00.000Z"}`,
      `insert ${row},"source":"default","activeFrom":"2027-01-02T00:00:00.000Z","activeTo":null}`,
    ]);
  });
});
