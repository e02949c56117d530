import { describe, expect, it } from 'vitest';
import { messages } from '@cinema/shared';
import { errorOf } from '../errors.test-support';
import { assertActorsExist, assertDistinctActors, assertTodaysPair } from './create-rules';

describe('creating a game', () => {
  it('needs two different actors', () => {
    expect(errorOf(() => assertDistinctActors({ startActorId: 3, endActorId: 3 })).appCode).toBe('BAD_REQUEST');
    expect(() => assertDistinctActors({ startActorId: 3, endActorId: 4 })).not.toThrow();
  });

  it('needs both actors to exist, naming the missing ones', () => {
    const error = errorOf(() => assertActorsExist({ start: true, end: false }));
    expect(error.appCode).toBe('NOT_FOUND');
    expect(error.message).toBe(messages.notEnoughActors);
    expect(error.details).toEqual({ missing: ['endActor'] });
    expect(errorOf(() => assertActorsExist({ start: false, end: false })).details).toEqual({
      missing: ['startActor', 'endActor'],
    });
    expect(() => assertActorsExist({ start: true, end: true })).not.toThrow();
  });

  it("a daily game must use today's pair, in its order", () => {
    const today = { startActorId: 1, endActorId: 2 };
    expect(() => assertTodaysPair({ startActorId: 1, endActorId: 2 }, today)).not.toThrow();
    const swapped = errorOf(() => assertTodaysPair({ startActorId: 2, endActorId: 1 }, today));
    expect(swapped.appCode).toBe('CONFLICT');
    expect(swapped.details).toEqual(today);
    expect(errorOf(() => assertTodaysPair({ startActorId: 1, endActorId: 3 }, today)).appCode).toBe('CONFLICT');
  });

  it('a daily game cannot start when no pair is configured', () => {
    expect(errorOf(() => assertTodaysPair({ startActorId: 1, endActorId: 2 }, null)).message).toBe(
      messages.configuredActorsNotAvailable,
    );
  });
});
