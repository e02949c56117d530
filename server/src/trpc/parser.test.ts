import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../routers';
import type { Context } from './context';
import { keepAnswer } from '../kept-answers';
import { parser } from './parser';
import { publicProcedure } from './procedures';
import { createCallerFactory, router } from './trpc';

const pageInput = z.object({ gameId: z.number().int().positive(), limit: z.number().default(10) });
const entrySchema = z.object({ id: z.number(), name: z.string() });

describe('parser', () => {
  it('gives tRPC the Standard Schema face alone: no parseAsync, which tRPC would take first', () => {
    expect(Object.keys(parser(pageInput))).toEqual(['~standard']);
  });

  it('validates synchronously, as the schema parses: defaults filled, unknown keys dropped', () => {
    expect(parser(pageInput)['~standard'].validate({ gameId: 3, extra: true })).toEqual({
      value: { gameId: 3, limit: 10 },
    });
  });

  it('refuses bad input with the issues zod gives, path and message', () => {
    expect(parser(pageInput)['~standard'].validate({ gameId: 'abc' })).toEqual({
      issues: [
        expect.objectContaining({ path: ['gameId'], message: 'Invalid input: expected number, received string' }),
      ],
    });
  });
});

describe('a kept answer (../kept-answers) as output', () => {
  const pageSchema = z.array(entrySchema);
  const kept = keepAnswer(pageSchema, [{ id: 1, name: 'Ana' }]);
  const entries = router({
    kept: publicProcedure.output(parser(pageSchema)).query(() => kept),
    keptUnderAnother: publicProcedure.output(parser(z.array(z.object({ id: z.number() })))).query(() => kept),
  });
  const caller = createCallerFactory(entries)({} as Context);

  it('passes the output check of its own schema as itself, unchecked', async () => {
    expect(await caller.kept()).toBe(kept);
  });

  it('is checked by any other schema, like any answer', async () => {
    const answer = await caller.keptUnderAnother();
    expect(answer).not.toBe(kept);
    expect(answer).toEqual([{ id: 1 }]);
  });
});

describe('a procedure given parser', () => {
  const entries = router({
    page: publicProcedure
      .input(parser(pageInput))
      .output(parser(z.array(entrySchema)))
      .query(({ input }) => [{ id: input.gameId, name: `limit ${input.limit}`, secret: 'kept out' }]),
    broken: publicProcedure.output(parser(entrySchema)).query(() => ({ id: 'not a number', name: 'x' }) as never),
  });
  const caller = createCallerFactory(entries)({} as Context);

  it('takes the parsed input and answers the parsed output (keys the schema does not name left out)', async () => {
    expect(await caller.page({ gameId: 4 })).toEqual([{ id: 4, name: 'limit 10' }]);
  });

  it('refuses bad input with BAD_REQUEST around the issues', async () => {
    const error = await caller.page({ gameId: -1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: [expect.objectContaining({ path: ['gameId'], message: 'Too small: expected number to be >0' })],
      },
    });
  });

  it('fails an answer its output schema refuses as an internal error', async () => {
    await expect(caller.broken()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('the app router', () => {
  it('gives tRPC every procedure input and output through parser, never a zod schema itself', () => {
    const procedures = Object.entries(appRouter._def.procedures) as unknown as [
      string,
      { _def: { inputs: object[]; output?: object } },
    ][];
    expect(procedures.length).toBeGreaterThan(30);
    const parsers = procedures.flatMap(([path, { _def }]) =>
      [..._def.inputs, ...(_def.output ? [_def.output] : [])].map((given) => ({ path, keys: Object.keys(given) })),
    );
    // Every procedure answers through an output schema, most take an input too.
    expect(parsers.length).toBeGreaterThan(procedures.length);
    expect(parsers.filter(({ keys }) => keys.join() !== '~standard')).toEqual([]);
  });
});
