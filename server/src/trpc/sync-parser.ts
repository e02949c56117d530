/**
 * Every procedure's zod schemas parsed synchronously. tRPC parses a zod schema with `parseAsync`,
 * and zod 4 compiles an object schema into a fast parser that only a synchronous parse uses:
 * asynchronously every object is parsed key by key through the generic path. Input and output
 * parsing was 10% of the main thread under the game-flow bench. No schema of the app
 * is asynchronous (a refinement that returned a promise would throw here, at once).
 *
 * tRPC takes an object with `parse` as the parse function, and the types of `_input`/`_output`
 * (never read at run time) as the procedure's input and output types, as for the schema itself.
 */
import type { z } from 'zod';

export interface SyncParser<S extends z.ZodType> {
  readonly _input: z.input<S>;
  readonly _output: z.output<S>;
  parse(value: unknown): z.output<S>;
}

export function sync<S extends z.ZodType>(schema: S): SyncParser<S> {
  return { parse: (value) => schema.parse(value) } as SyncParser<S>;
}

/** The procedure builder's methods that make a new builder; `input` and `output` take a schema. */
const builderMethods = ['input', 'output', 'use', 'meta', 'concat', 'unstable_concat'] as const;

/**
 * A tRPC procedure builder whose `.input(schema)` and `.output(schema)` parse through `sync`, as
 * do the builders made from it: routers pass their zod schemas as tRPC documents. tRPC's
 * builder methods are closures over the builder's definition, so a copy with these methods
 * replaced builds the same procedures.
 */
export function parsingSynchronously<B extends object>(builder: B): B {
  const methods = builder as unknown as Record<string, (arg: unknown) => object>;
  const copy: Record<string, unknown> = { ...methods };
  for (const name of builderMethods) {
    const method = methods[name]!;
    copy[name] = (arg: unknown) =>
      parsingSynchronously(method(name === 'input' || name === 'output' ? sync(arg as z.ZodType) : arg));
  }
  return copy as B;
}
