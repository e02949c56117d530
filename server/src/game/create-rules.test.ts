import { describe, expect, it } from 'vitest';
import { messages } from '@cinema/shared';
import { errorOf } from '../errors.test-support';
import { assertActorsExist, assertDistinctActors, assertTodaysPair } from './create-rules';

describe('creating a game', () => {
  it('needs two different actors', () => {
    const error = errorOf(() => assertDistinctActors({ startActorId: 3, endActorId: 3 }));
    expect(error.appCode).toBe('BAD_REQUEST');
    expect(error.message).toBe('The start and end actors must be different actors');
    expect(() => assertDistinctActors({ startActorId: 3, endActorId: 4 })).not.toThrow();
  });

  it('needs both actors to exist, naming the missing ones', () => {
    const error = errorOf(() => assertActorsExist({ start: true, end: false }));
    expect(error.appCode).toBe('NOT_FOUND');
    expect(error.message).toBe(messages.notEnoughActors);
    expect(error.message).toBe('Not enough actors to start a game');
    expect(error.details).toEqual({ missing: ['endActor'] });
    expect(errorOf(() => assertActorsExist({ start: false, end: false })).details).toEqual({
      missing: ['startActor', 'endActor'],
    });
    expect(errorOf(() => assertActorsExist({ start: false, end: true })).details).toEqual({ missing: ['startActor'] });
    expect(() => assertActorsExist({ start: true, end: true })).not.toThrow();
  });

  it("a daily game must use today's pair, in its order", () => {
    const today = { startActorId: 1, endActorId: 2 };
    expect(() => assertTodaysPair({ startActorId: 1, endActorId: 2 }, today)).not.toThrow();
    const swapped = errorOf(() => assertTodaysPair({ startActorId: 2, endActorId: 1 }, today));
    expect(swapped.appCode).toBe('CONFLICT');
    expect(swapped.message).toBe("A daily game must use today's actor pair");
    expect(swapped.details).toEqual(today);
    expect(errorOf(() => assertTodaysPair({ startActorId: 1, endActorId: 3 }, today)).appCode).toBe('CONFLICT');
  });

  it("a daily game with today's end actor but another start actor is refused", () => {
    const today = { startActorId: 1, endActorId: 2 };
    const error = errorOf(() => assertTodaysPair({ startActorId: 3, endActorId: 2 }, today));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe("A daily game must use today's actor pair");
    expect(error.details).toEqual({ startActorId: 1, endActorId: 2 });
  });

  it("a daily game with today's start actor but another end actor is refused", () => {
    const today = { startActorId: 1, endActorId: 2 };
    const error = errorOf(() => assertTodaysPair({ startActorId: 1, endActorId: 3 }, today));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.details).toEqual({ startActorId: 1, endActorId: 2 });
  });

  it('a daily game cannot start when no pair is configured', () => {
    const error = errorOf(() => assertTodaysPair({ startActorId: 1, endActorId: 2 }, null));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe(messages.configuredActorsNotAvailable);
    expect(error.message).toBe('Configured actors not available');
  });
});
