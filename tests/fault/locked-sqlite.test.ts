/**
 * An embedded SQLite database held locked by another process (an import, a backup): a write
 * waits at most the configured busy timeout, then answers 503 with the error shape; once the
 * lock is released writes succeed again without a restart.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { dailyPair, type Pair } from '../api/game-play';

describe('a SQLite database locked by another process', () => {
  let t: TestApp;
  let pair: Pair;
  let other: Database.Database;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { DATABASE_QUERY_TIMEOUT_MS: '1000' });
    pair = await dailyPair(t.services);
    other = new Database(t.databaseUrl.slice('sqlite:'.length));
  });
  afterAll(async () => {
    if (other?.inTransaction) other.exec('ROLLBACK');
    other?.close();
    await t?.close();
  });

  const createGame = () => t.app.inject({ method: 'POST', url: '/api/games', payload: { ...pair, isDailyGame: true } });

  it('a write answers 503 after the busy timeout while the lock is held, and succeeds once it is released', async () => {
    expect((await createGame()).statusCode).toBe(201);

    other.exec('BEGIN EXCLUSIVE');
    const started = Date.now();
    const locked = await createGame();
    const elapsed = Date.now() - started;
    expect(locked.statusCode).toBe(503);
    expect(locked.json()).toEqual({
      message: 'The database is unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    // It waited for the lock (1 s configured), not for ever, and not at once.
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(5_000);

    other.exec('COMMIT');
    expect((await createGame()).statusCode).toBe(201);
  });
});
