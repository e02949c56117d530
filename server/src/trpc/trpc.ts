/**
 * tRPC init (STYLE: create-t3-app's three parts). 1. context (./context.ts), 2. init with an
 * error formatter that carries the app's error code, 3. the procedure builders.
 */
import { initTRPC } from '@trpc/server';
import type { ErrorCode } from '@cinema/shared';
import type { Context } from './context';
import { errorBody } from '../errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { body } = errorBody(error);
    return {
      ...shape,
      message: body.message,
      data: { ...shape.data, stack: undefined, appCode: body.code as ErrorCode, details: body.details ?? null },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
