import { describe, expect, it } from 'vitest';
import type { DailyPairRow } from '../db/entities';
import { pairsByDay, puzzleDayOf } from './archive-service';

const row = (id: number, activeFrom: string): DailyPairRow => ({
  id,
  startActorId: id * 10,
  endActorId: id * 10 + 1,
  source: 'manual',
  activeFrom: new Date(activeFrom),
  activeTo: null,
  par: null,
  optimalChainCount: null,
});

describe('the pair of each archive day', () => {
  it('is the pair in place at the end of the day: a manual pair holds for the days after it', () => {
    const history = [
      row(1, '2027-01-01T08:00:00Z'),
      row(2, '2027-01-03T09:00:00Z'),
      // Changed twice on the 4th: the later one is that day's.
      row(3, '2027-01-04T01:00:00Z'),
      row(4, '2027-01-04T23:59:59.999Z'),
    ];
    expect(pairsByDay(history, '2027-01-05').map(({ day, row: r }) => [day, r.id])).toEqual([
      ['2027-01-01', 1],
      ['2027-01-02', 1],
      ['2027-01-03', 2],
      ['2027-01-04', 4],
      ['2027-01-05', 4],
    ]);
  });

  it('is nothing before the first pair or without a history', () => {
    expect(pairsByDay([], '2027-01-05')).toEqual([]);
    expect(pairsByDay([row(1, '2027-01-06T00:00:00Z')], '2027-01-05')).toEqual([]);
  });

  it('a game belongs to its archive day, else to the day it was started, else to the day it was created', () => {
    const createdAt = new Date('2027-01-09T23:00:00Z');
    expect(puzzleDayOf({ archiveDay: '2027-01-02', startedDay: '2027-01-09', createdAt })).toBe('2027-01-02');
    expect(puzzleDayOf({ archiveDay: null, startedDay: '2027-01-08', createdAt })).toBe('2027-01-08');
    expect(puzzleDayOf({ archiveDay: null, startedDay: null, createdAt })).toBe('2027-01-09');
  });
});
