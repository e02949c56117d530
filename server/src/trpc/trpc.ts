/**
 * tRPC init (STYLE: create-t3-app's three parts). 1. context (./context.ts), 2. init with an
 * error formatter that carries the app's error code (./errors.ts), 3. the procedure builders
 * (./procedures.ts).
 */
import { initTRPC } from '@trpc/server';
import type { ErrorCode } from '@cinema/shared';
import type { Context } from './context';
import { asCallError, callErrorBody } from './errors';
import type { GameEvent } from '../metrics/metrics';
import { takeWrite } from '../write-limit';

const t = initTRPC.context<Context>().create({
  // The formatter below never sends a stack. In dev mode (NODE_ENV other than production) tRPC
  // reads every error's stack into its shape, and under --enable-source-maps each read maps
  // every frame of it: a refused call paid for a stack no one sees.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const { body } = callErrorBody(error);
    return {
      ...shape,
      message: body.message,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: body.code as ErrorCode,
        details: body.details ?? null,
        requestId: ctx?.req.id ?? null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The game's writes, counted in the metrics (when enabled) once their procedure has succeeded. */
const gameEvents: Partial<Record<string, GameEvent>> = {
  'game.create': 'gameCreated',
  'game.addConnection': 'linkWritten',
  'game.complete': 'gameCompleted',
};

/**
 * Every mutation call is a public write and counts once against the client's write limit
 * (DESIGN §9): alone, in a batch, or through the REST facade, which calls the same procedures.
 * Then the game's writes are counted in the metrics, and a domain error (a refused write too) or a
 * database outage is answered with its own code (./errors.ts). One middleware for all three:
 * each level of tRPC's middleware chain copies the call's options twice, on every call of every
 * procedure.
 */
const countCalls = t.middleware(async ({ ctx, type, path, next }) => {
  if (type === 'mutation') {
    await takeWrite(ctx.req, ctx.reply).catch((error: unknown) => {
      throw asCallError(error);
    });
  }
  const result = await next();
  if (!result.ok) return { ...result, error: asCallError(result.error) };
  const event = gameEvents[path];
  if (event) ctx.req.server.metrics?.game(event);
  return result;
});

/** The builder every procedure starts from: routers use the guarded builders of ./procedures.ts. */
export const procedure = t.procedure.use(countCalls);
