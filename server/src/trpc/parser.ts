/**
 * A procedure's input or output schema as tRPC is given it: `.input(parser(schema))`, never the
 * zod schema itself.
 *
 * Given a zod schema, tRPC parses with `parseAsync` (the first method it looks for), and zod 4
 * parses asynchronously through its generic path, key by key, instead of the parser it compiles
 * for each object schema: add-connection's input and output took 15-23 µs that way against
 * 5-6 µs synchronously. Given only the schema's Standard Schema face (`~standard`), tRPC calls
 * its `validate`, which zod runs synchronously, on the compiled parser (it would fall back to an
 * asynchronous parse only for an asynchronous refinement, which no schema of the app has).
 *
 * The types are the schema's own: tRPC reads a Standard Schema's input and output types, so a
 * client's input keeps its optional defaults. A refused input keeps its issues (path and
 * message as zod gives them), so it answers the same 400 body (./errors.ts).
 *
 * An answer a service kept after checking it against this schema (../kept-answers) passes
 * unchecked, as itself: its check is done, and the REST facade sends the JSON made with it.
 */
import type { z } from 'zod';
import { isKeptUnder } from '../kept-answers';

export function parser<S extends z.ZodType>(schema: S): Pick<S, '~standard'> {
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate: (value) => (isKeptUnder(schema, value) ? { value: value as z.output<S> } : standard.validate(value)),
    },
  };
}
