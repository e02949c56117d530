import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { appRouter } from './router';
import { sync } from './sync-parser';

describe('sync', () => {
  const schema = z.object({ id: z.number().int().positive(), name: z.string() });

  it('parses as the schema does: unknown keys dropped, bad input refused with the ZodError', () => {
    expect(sync(schema).parse({ id: 3, name: 'a', extra: true })).toEqual({ id: 3, name: 'a' });
    expect(() => sync(schema).parse({ id: -1, name: 'a' })).toThrow(ZodError);
  });

  it('gives tRPC a parse function only: no parseAsync, which would take zod off its compiled path', () => {
    expect(Object.keys(sync(schema))).toEqual(['parse']);
  });
});

describe('the app router', () => {
  it('parses every procedure input and output synchronously', () => {
    const procedures = Object.entries(appRouter._def.procedures) as unknown as [
      string,
      { _def: { inputs: unknown[]; output?: unknown } },
    ][];
    expect(procedures.length).toBeGreaterThan(30);
    const parsers = procedures.flatMap(([path, { _def }]) =>
      [..._def.inputs, ...(_def.output ? [_def.output] : [])].map((parser) => ({ path, parser })),
    );
    expect(
      parsers.filter(({ parser }) => typeof (parser as { parseAsync?: unknown }).parseAsync === 'function'),
    ).toEqual([]);
    expect(parsers.length).toBeGreaterThan(procedures.length);
  });
});
