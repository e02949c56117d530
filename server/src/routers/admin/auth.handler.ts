import type { AdminAuthResult, AdminSessionState } from '@cinema/shared';
import { LoginRefused, SIGN_IN_RATE_LIMIT } from '../../admin/admin-auth';
import { clearAdminCookie, readAdminCookie, writeAdminCookie } from '../../admin/admin-cookie';
import type { Context } from '../../trpc/context';

/**
 * SPEC §6: answers success true or false; success sets a new session cookie (a new id on each login).
 * The path's own limit is counted here, per call, so REST, tRPC and each call of a tRPC batch share it.
 */
export async function authHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: { password: string };
}): Promise<AdminAuthResult> {
  const { admin } = ctx.services;
  let result;
  try {
    await ctx.req.server.writeLimit.takeFor(ctx.req, ctx.reply, 'admin.auth', SIGN_IN_RATE_LIMIT);
    result = await admin.login(input.password, ctx.req.ip);
  } catch (error) {
    if (error instanceof LoginRefused) ctx.reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
  if (!result.success) return { success: false };
  await admin.sessions.delete(readAdminCookie(ctx.req));
  writeAdminCookie(ctx.req, ctx.reply, result.token);
  return { success: true };
}

export async function sessionHandler({ ctx }: { ctx: Context }): Promise<AdminSessionState> {
  const session = await ctx.services.admin.sessions.find(readAdminCookie(ctx.req));
  return { authenticated: session !== null, expiresAt: session ? session.expiresAt.toISOString() : null };
}

export async function logoutHandler({ ctx }: { ctx: Context }): Promise<{ success: true }> {
  await ctx.services.admin.sessions.delete(readAdminCookie(ctx.req));
  clearAdminCookie(ctx.req, ctx.reply);
  return { success: true };
}
