import { describe, expect, it } from 'vitest';
import {
  distanceConfirmationMessage,
  distanceNeedsConfirmation,
  latestScheduledAt,
  scheduledAtProblem,
} from './pair-rules';

describe('the distances an operator confirms', () => {
  it('are 1 connection and more than 6; 2 to 6 need no confirmation', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(distanceNeedsConfirmation)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('are stated in the refusal, one connection or several', () => {
    expect(distanceConfirmationMessage(1)).toBe('These actors are 1 connection apart: confirm to use this pair');
    expect(distanceConfirmationMessage(7)).toBe('These actors are 7 connections apart: confirm to use this pair');
  });
});

describe('when a change may be scheduled', () => {
  const now = new Date('2027-05-10T12:00:00.000Z');

  it('runs at the latest 365 days after now: 9 May 2028, as 2028 has a 29 February', () => {
    expect(latestScheduledAt(now).toISOString()).toBe('2028-05-09T12:00:00.000Z');
  });

  it('is after now and no later than that', () => {
    expect(scheduledAtProblem(new Date('2027-05-10T12:00:00.001Z'), now)).toBeNull();
    expect(scheduledAtProblem(new Date('2028-05-09T12:00:00.000Z'), now)).toBeNull();
    expect(scheduledAtProblem(now, now)).toBe(
      'A scheduled change must be in the future: 2027-05-10T12:00:00.000Z has already passed',
    );
    expect(scheduledAtProblem(new Date('2028-05-09T12:00:00.001Z'), now)).toBe(
      'A scheduled change must be within a year: 2028-05-09T12:00:00.001Z is after 2028-05-09T12:00:00.000Z',
    );
  });

  it('is a real moment', () => {
    expect(scheduledAtProblem(new Date('not a date'), now)).toBe('scheduledAt is not a date and time');
  });
});
