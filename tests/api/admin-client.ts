/** Signing in as the admin in API suites, and the calls every admin route is checked with. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The password tests/support/test-app.ts configures. */
export const ADMIN_PASSWORD = 'test-admin-password';
export const ADMIN_COOKIE = 'cc_admin';

export function adminCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === ADMIN_COOKIE);
  if (!cookie) throw new Error('no admin cookie was set');
  return cookie.value;
}

/** Signs in over REST and answers the session token the cookie carries. */
export async function signIn(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth',
    payload: { password: ADMIN_PASSWORD },
    remoteAddress,
  });
  if (res.statusCode !== 200 || res.json().success !== true) throw new Error(`sign-in failed: ${res.body}`);
  return adminCookieOf(res);
}

/** Headers of an admin request from the panel itself (same origin as inject's Host, localhost:80). */
export const fromPanel = (token: string) => ({ cookie: `${ADMIN_COOKIE}=${token}`, origin: 'http://localhost' });
