import { describe, expect, it } from 'vitest';
import {
  authErrorDescription,
  distanceToConfirm,
  pairSelectionProblem,
  scheduleProblem,
  scheduleWindowProblem,
  scheduledAtOf,
  updateSettingsErrorToast,
} from './admin-messages';

const actor = (id: number, name = `Actor ${id}`) => ({ id, tvdbId: `nm${Math.abs(id)}`, name });

/** What a TRPCClientError carries: the server's message and the formatter's data. */
function trpcError(message: string, data: Record<string, unknown>) {
  return Object.assign(new Error(message), { data });
}

describe('pairSelectionProblem', () => {
  it('asks for both actors when one is missing', () => {
    expect(pairSelectionProblem(actor(1), null)?.description).toBe('Please select both start and end actors');
    expect(pairSelectionProblem(null, actor(2))?.description).toBe('Please select both start and end actors');
  });

  it('refuses an actor that is not stored locally (id 0 or a negative fallback id)', () => {
    const invalid = "One or both selected actors don't have valid IDs. Please select different actors.";
    expect(pairSelectionProblem(actor(0), actor(2))?.description).toBe(invalid);
    expect(pairSelectionProblem(actor(1), actor(-550))?.description).toBe(invalid);
  });

  it('lets two stored actors through', () => {
    expect(pairSelectionProblem(actor(1), actor(2))).toBeNull();
  });
});

describe('scheduledAtOf', () => {
  it('reads a date and a time in the local time zone', () => {
    const moment = scheduledAtOf('2026-03-07', '09:05');
    expect(
      moment && [moment.getFullYear(), moment.getMonth(), moment.getDate(), moment.getHours(), moment.getMinutes()],
    ).toEqual([2026, 2, 7, 9, 5]);
  });

  it('refuses empty, malformed and impossible values', () => {
    expect(scheduledAtOf('', '09:05')).toBeNull();
    expect(scheduledAtOf('2026-03-07', '')).toBeNull();
    expect(scheduledAtOf('2026-04-31', '09:05')).toBeNull();
    expect(scheduledAtOf('2026-03-07', '24:00')).toBeNull();
    expect(scheduledAtOf('07/03/2026', '09:05')).toBeNull();
  });
});

describe('scheduleProblem', () => {
  const missing = {
    title: 'Missing Information',
    description: 'Please select both actors and set a date/time for the scheduled change',
  };

  it('needs both actors, a date and a time', () => {
    expect(scheduleProblem(null, actor(2), '2026-03-07', '09:05')).toEqual(missing);
    expect(scheduleProblem(actor(1), null, '2026-03-07', '09:05')).toEqual(missing);
    expect(scheduleProblem(actor(1), actor(2), '', '09:05')).toEqual(missing);
    expect(scheduleProblem(actor(1), actor(2), '2026-03-07', '')).toEqual(missing);
  });

  it('accepts a complete form', () => {
    expect(scheduleProblem(actor(1), actor(2), '2026-03-07', '09:05')).toBeNull();
  });
});

describe('authErrorDescription', () => {
  it('says an error occurred when the call itself failed', () => {
    expect(
      authErrorDescription(new Error('Network error connecting to http://x. The service may be unavailable.')),
    ).toBe('An error occurred during authentication');
    expect(authErrorDescription(trpcError('boom', { appCode: 'INTERNAL' }))).toBe(
      'An error occurred during authentication',
    );
  });

  it('says how long to wait, in whole minutes rounded up, once failed sign-ins are limited', () => {
    const limited = (retryAfterSeconds: unknown) =>
      trpcError('Too many', { appCode: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds } });
    expect(authErrorDescription(limited(61))).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    expect(authErrorDescription(limited(30))).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(authErrorDescription(limited(undefined))).toBe('Too many failed sign-in attempts. Please try again later.');
  });
});

describe('updateSettingsErrorToast', () => {
  it('names the start actor when the server could not find it', () => {
    const error = trpcError('Start actor not found', {
      appCode: 'ACTORS_NOT_FOUND',
      details: { missing: ['startActor'] },
    });
    expect(updateSettingsErrorToast(error)).toEqual({
      title: 'Actor Not Found',
      description: 'The selected start actor was not found. Please select a different actor.',
    });
  });

  it('names the end actor, or both', () => {
    const end = trpcError('x', { appCode: 'ACTORS_NOT_FOUND', details: { missing: ['endActor'] } });
    expect(updateSettingsErrorToast(end).description).toBe(
      'The selected end actor was not found. Please select a different actor.',
    );
    const both = trpcError('x', { appCode: 'ACTORS_NOT_FOUND', details: { missing: ['startActor', 'endActor'] } });
    expect(updateSettingsErrorToast(both).description).toBe(
      'Neither selected actor was found. Please select different actors.',
    );
  });

  it('shows the validation failure of an unconnectable pair', () => {
    const error = trpcError('No chain', { appCode: 'ACTOR_VALIDATION_FAILED', details: null });
    expect(updateSettingsErrorToast(error)).toEqual({
      title: 'Validation Error',
      description: 'Actor validation failed. Please select different actors.',
    });
  });

  it("shows another error's message, or the fallback when it has none", () => {
    expect(updateSettingsErrorToast(trpcError('Admin authentication required', { appCode: 'UNAUTHORIZED' }))).toEqual({
      title: 'Error',
      description: 'Admin authentication required',
    });
    expect(updateSettingsErrorToast(new Error(''))).toEqual({
      title: 'Error',
      description: 'Failed to update game settings. Please try again.',
    });
    expect(updateSettingsErrorToast('boom').description).toBe('Failed to update game settings. Please try again.');
  });
});

describe('distanceToConfirm', () => {
  it("reads the distance of the server's 409 asking for a confirmation", () => {
    const message = 'These actors are 1 connection apart: confirm to use this pair';
    expect(distanceToConfirm(trpcError(message, { appCode: 'CONFLICT', details: { connections: 1 } }))).toBe(1);
    expect(distanceToConfirm(trpcError('far', { appCode: 'CONFLICT', details: { connections: 8 } }))).toBe(8);
  });

  it('is null for any other error, or a conflict without a distance', () => {
    expect(distanceToConfirm(trpcError('x', { appCode: 'ACTOR_VALIDATION_FAILED' }))).toBeNull();
    expect(distanceToConfirm(trpcError('x', { appCode: 'CONFLICT' }))).toBeNull();
    expect(distanceToConfirm(trpcError('x', { appCode: 'CONFLICT', details: { connections: '1' } }))).toBeNull();
    expect(distanceToConfirm(new Error('network'))).toBeNull();
    expect(distanceToConfirm(null)).toBeNull();
  });
});

describe('scheduleWindowProblem', () => {
  const now = new Date('2027-05-10T12:00:00.000Z');

  it('refuses a moment that has passed, or is now', () => {
    const past = { title: 'Invalid Date', description: 'Please choose a date and time in the future.' };
    expect(scheduleWindowProblem(new Date('2027-05-09T12:00:00.000Z'), now)).toEqual(past);
    expect(scheduleWindowProblem(now, now)).toEqual(past);
  });

  it('refuses a moment more than 365 days ahead, naming the last one allowed', () => {
    const problem = scheduleWindowProblem(new Date('2028-05-10T12:00:00.000Z'), now, 'en-GB');
    expect(problem?.title).toBe('Invalid Date');
    // 365 days after 10 May 2027 is 9 May 2028 (2028 has a 29 February).
    expect(problem?.description).toMatch(/^Please choose a date within a year, by 9 May 2028/);
  });

  it('lets an hour ahead and exactly 365 days ahead through', () => {
    expect(scheduleWindowProblem(new Date('2027-05-10T13:00:00.000Z'), now)).toBeNull();
    expect(scheduleWindowProblem(new Date('2028-05-09T12:00:00.000Z'), now)).toBeNull();
  });
});
