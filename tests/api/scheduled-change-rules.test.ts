/**
 * When a scheduled change may run (DESIGN §7) on every engine, over REST and tRPC: in the
 * future and within a year (365 days) of the server's clock, else 400 with a clear message and
 * nothing stored; a date and time that does not parse is 400 too.
 */
import { gameSettingsSchema, type GameSettings } from '@cinema/shared';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { bothPaths, errorOf, pairCalls } from './admin-calls';
import { signIn } from './admin-client';
import { creditTable } from './daily-pair-bfs';
import type { Pair } from './game-play';

/** The server's clock through the suite: noon UTC on 10 May 2027. */
const NOW = Date.parse('2027-05-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachEngine('when a scheduled change may run (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  /** Two well-known actors 3 connections apart, by the tests' own search over the credits. */
  let fair: Pair;

  beforeAll(async () => {
    t = await startTestApp(engine);
    t.services.clock.now = () => new Date(NOW);
    token = await signIn(t.app);
    const credits = await creditTable(t.services.db);
    const known = (t.services.catalog.wellKnownActors(40) as { id: number }[]).map((a) => a.id);
    fair = known
      .flatMap((a) => known.map((b) => ({ startActorId: a, endActorId: b })))
      .find((p) => p.startActorId !== p.endActorId && credits.connections(p.startActorId, p.endActorId) === 3)!;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.services.clock.now = () => new Date(NOW);
  });

  const { schedule } = pairCalls(
    () => t.app,
    () => token,
  );
  const scheduledCount = async () =>
    Number(((await t.services.db.query('SELECT COUNT(*) AS n FROM scheduled_changes')) as { n: number }[])[0]!.n);
  const settings = async (): Promise<GameSettings> =>
    gameSettingsSchema.parse((await t.app.inject({ url: '/api/game-settings' })).json());

  for (const via of bothPaths) {
    it(`refuses over ${via} a change scheduled yesterday, now, a year and a day ahead or in year 9999, with 400, storing nothing`, async () => {
      const before = await scheduledCount();
      const cases: [string, string][] = [
        [
          '2027-05-09T12:00:00.000Z',
          'A scheduled change must be in the future: 2027-05-09T12:00:00.000Z has already passed',
        ],
        [
          '2027-05-10T12:00:00.000Z',
          'A scheduled change must be in the future: 2027-05-10T12:00:00.000Z has already passed',
        ],
        // 10 May 2027 + 366 days: 10 May 2028 (2028 is a leap year), past the 365-day horizon of 9 May 2028.
        [
          '2028-05-10T12:00:00.000Z',
          'A scheduled change must be within a year: 2028-05-10T12:00:00.000Z is after 2028-05-09T12:00:00.000Z',
        ],
        [
          '2028-05-09T12:00:00.001Z',
          'A scheduled change must be within a year: 2028-05-09T12:00:00.001Z is after 2028-05-09T12:00:00.000Z',
        ],
        [
          '9999-12-31T12:00:00Z',
          'A scheduled change must be within a year: 9999-12-31T12:00:00.000Z is after 2028-05-09T12:00:00.000Z',
        ],
        // An offset that carries the moment into year 10000.
        [
          '9999-12-31T23:00:00-05:00',
          'A scheduled change must be within a year: +010000-01-01T04:00:00.000Z is after 2028-05-09T12:00:00.000Z',
        ],
      ];
      for (const [scheduledAt, message] of cases) {
        const res = await schedule(via, { ...fair, scheduledAt });
        expect({ scheduledAt, ...errorOf(via, res) }).toMatchObject({
          scheduledAt,
          status: 400,
          code: 'BAD_REQUEST',
          message,
        });
      }
      expect(await scheduledCount()).toBe(before);
    });

    it(`refuses over ${via} a date and time that does not parse, with 400 saying the form, storing nothing`, async () => {
      const before = await scheduledCount();
      for (const scheduledAt of ['tomorrow', '2027-02-30T10:00:00Z', '2027-05-11 10:00', '', 12345]) {
        const res = await schedule(via, { ...fair, scheduledAt });
        const error = errorOf(via, res);
        expect({ scheduledAt, status: error.status, code: error.code }).toEqual({
          scheduledAt,
          status: 400,
          code: 'BAD_REQUEST',
        });
        expect(error.message).toMatch(/scheduledAt/);
      }
      expect(await scheduledCount()).toBe(before);
    });

    it(`accepts over ${via} a change in an hour, and one exactly 365 days ahead`, async () => {
      const inAnHour = await schedule(via, { ...fair, scheduledAt: '2027-05-10T13:00:00Z' });
      expect(inAnHour.statusCode).toBe(via === 'rest' ? 201 : 200);
      const created = via === 'rest' ? inAnHour.json() : inAnHour.json().result.data;
      expect(created).toMatchObject({ scheduledAt: '2027-05-10T13:00:00.000Z', executed: false });
      const lastDay = await schedule(via, { ...fair, scheduledAt: new Date(NOW + 365 * DAY).toISOString() });
      expect(lastDay.statusCode).toBeLessThan(300);
    });
  }

  it('runs the change accepted for an hour ahead once the clock reaches it, not before', async () => {
    const created = await schedule('rest', { ...fair, scheduledAt: new Date(NOW + 2 * HOUR).toISOString() });
    expect(created.statusCode).toBe(201);
    t.services.clock.now = () => new Date(NOW + 2 * HOUR - 1);
    const early = (await t.services.scheduledChanges.list()).find((c) => c.id === created.json().id)!;
    expect(early.executed).toBe(false);
    t.services.clock.now = () => new Date(NOW + 2 * HOUR);
    await t.services.scheduledChanges.executeDue();
    const done = (await t.services.scheduledChanges.list()).find((c) => c.id === created.json().id)!;
    expect(done).toMatchObject({ executed: true, executedAt: new Date(NOW + 2 * HOUR).toISOString() });
    expect(await settings()).toMatchObject(fair);
  });
});
