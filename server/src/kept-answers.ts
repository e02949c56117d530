/**
 * Answers a service keeps and hands out again unchanged (a leaderboard page, while its board and
 * the names on it are unchanged). A kept answer is checked against its procedure's output schema
 * and turned into JSON once, when it is kept, and frozen, so that neither can go stale: the
 * procedure's output check passes it through (trpc/parser) and the REST facade sends its JSON
 * as made (plugins/api). Built per request, the page of 100 entries by score spent a quarter of
 * the server's time in JSON.stringify and a sixteenth in zod's check of it.
 */
import type { z } from 'zod';

interface Kept {
  schema: z.ZodType;
  json: string;
}

const keptAnswers = new WeakMap<object, Kept>();

/** The answer as checked by `schema` (which throws for one that fails it), frozen, with its JSON made. */
export function keepAnswer<S extends z.ZodType<object>>(schema: S, answer: z.output<S>): z.output<S> {
  const checked = deepFreeze(schema.parse(answer));
  keptAnswers.set(checked, { schema, json: JSON.stringify(checked) });
  return checked;
}

/** Whether `value` is an answer kept after passing this very schema. */
export function isKeptUnder(schema: z.ZodType, value: unknown): boolean {
  return typeof value === 'object' && value !== null && keptAnswers.get(value)?.schema === schema;
}

/** The JSON of an answer: a kept one's as made when it was kept. */
export function answerJson(value: unknown): string {
  const kept = typeof value === 'object' && value !== null ? keptAnswers.get(value) : undefined;
  return kept ? kept.json : JSON.stringify(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
