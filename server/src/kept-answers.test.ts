import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerJson, isKeptUnder, keepAnswer } from './kept-answers';

const pageSchema = z.object({
  entries: z.array(z.object({ id: z.number(), name: z.string().nullable() })),
  total: z.number(),
});

describe('kept answers', () => {
  it('are kept as the schema checks them: keys it does not name left out', () => {
    const kept = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'Ana', key: 'secret' }], total: 1 } as never);
    expect(kept).toEqual({ entries: [{ id: 1, name: 'Ana' }], total: 1 });
    expect(answerJson(kept)).toBe('{"entries":[{"id":1,"name":"Ana"}],"total":1}');
  });

  it('are refused when they fail the schema, and nothing is kept', () => {
    const bad = { entries: [{ id: 'one', name: 'Ana' }], total: 1 } as never;
    expect(() => keepAnswer(pageSchema, bad)).toThrow();
    expect(isKeptUnder(pageSchema, bad)).toBe(false);
  });

  it('are frozen through and through, so the JSON made when kept stays true', () => {
    const kept = keepAnswer(pageSchema, { entries: [{ id: 1, name: 'Ana' }], total: 1 });
    expect(() => {
      (kept.entries[0] as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => (kept.entries as unknown[]).push({ id: 2, name: 'Bo' })).toThrow(TypeError);
    expect(answerJson(kept)).toBe('{"entries":[{"id":1,"name":"Ana"}],"total":1}');
  });

  it('answer their JSON as made when kept; any other value is stringified as it is now', () => {
    const kept = keepAnswer(pageSchema, { entries: [], total: 0 });
    const notKept = { entries: [] as unknown[], total: 0 };
    notKept.total = 3;
    expect(answerJson(kept)).toBe('{"entries":[],"total":0}');
    expect(answerJson(notKept)).toBe('{"entries":[],"total":3}');
    expect(answerJson({ message: 'Game 9 not found', code: 'NOT_FOUND' })).toBe(
      '{"message":"Game 9 not found","code":"NOT_FOUND"}',
    );
  });

  it('pass unchecked only under the schema that checked them', () => {
    const kept = keepAnswer(pageSchema, { entries: [], total: 0 });
    const otherSchema = z.object({ total: z.number() });
    expect(isKeptUnder(pageSchema, kept)).toBe(true);
    expect(isKeptUnder(otherSchema, kept)).toBe(false);
    expect(isKeptUnder(pageSchema, { entries: [], total: 0 })).toBe(false);
    expect(isKeptUnder(pageSchema, null)).toBe(false);
  });
});
