import { describe, expect, it } from 'vitest';
import { streaks } from './streaks';

describe('streaks', () => {
  it('none without completed days', () => {
    expect(streaks([], '2027-05-10')).toEqual({ current: 0, longest: 0 });
  });

  it('run up to today, or to yesterday while today is open', () => {
    expect(streaks(['2027-05-08', '2027-05-09', '2027-05-10'], '2027-05-10')).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2027-05-08', '2027-05-09'], '2027-05-10')).toEqual({ current: 2, longest: 2 });
  });

  it('a missed day ends the current streak but not the longest', () => {
    expect(streaks(['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-05'], '2027-05-05')).toEqual({
      current: 1,
      longest: 3,
    });
    expect(streaks(['2027-05-01', '2027-05-02'], '2027-05-04')).toEqual({ current: 0, longest: 2 });
  });

  it('crosses month and year ends, and counts a day once', () => {
    expect(
      streaks(['2027-12-31', '2028-01-01', '2028-01-01', '2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01'),
    ).toEqual({
      current: 3,
      longest: 3,
    });
  });
});
