/**
 * A zod schema as a procedure's parser, parsed synchronously. tRPC parses a zod schema with
 * `parseAsync`, and zod 4 compiles an object schema into a fast parser that only a synchronous
 * parse uses: asynchronously every object is parsed key by key through the generic path. Input
 * and output parsing was 10% of the main thread under the game-flow bench (issue 10). No schema
 * of the app is asynchronous (a refinement that returned a promise would throw here, at once).
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
