/**
 * TRUST_PROXY (DESIGN §9): the client is the first address, walking back from the peer, that is
 * not a trusted proxy. The leftmost X-Forwarded-For entry, which the client writes, never decides
 * which client a limit counts. Seen through the sign-in limit: 5 attempts per client.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { AdminPassword } from '../../server/src/admin/admin-password';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { ADMIN_PASSWORD } from './admin-client';

const GUESSES = 30;

describeEachEngine('the client address behind proxies on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  const signIn = (password: string, remoteAddress: string, forwardedFor?: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { password },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  /** Wrong guesses one after another, each naming a new leftmost X-Forwarded-For entry. */
  async function spoofedGuesses(peer: string, after = '') {
    const checks = vi.spyOn(AdminPassword.prototype, 'matches');
    for (let i = 0; i < GUESSES; i++) await signIn(`guess-${i}`, peer, `198.51.100.${i + 1}${after}`);
    return checks.mock.calls.length;
  }

  it('with TRUST_PROXY=true trusts one hop: the entry the proxy added is the client, the ones before it are not', async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true' });
    const checked = await spoofedGuesses('127.0.0.1', ', 203.0.113.7');
    console.log(
      `TRUST_PROXY=true, ${engine}: ${GUESSES} guesses with a new leftmost X-Forwarded-For each, ${checked} checked`,
    );
    expect(checked).toBe(5);
    expect((await signIn(ADMIN_PASSWORD, '127.0.0.1', '198.51.100.1, 203.0.113.7')).statusCode).toBe(429);
    expect((await signIn(ADMIN_PASSWORD, '127.0.0.1', '203.0.113.8')).json()).toEqual({ success: true });
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    t = await startTestApp(engine, { TRUST_PROXY: '10.9.0.1, 10.9.1.0/24' });
    const checked = await spoofedGuesses('10.9.0.50');
    console.log(`TRUST_PROXY=<list>, ${engine}: ${GUESSES} spoofed guesses from an untrusted peer, ${checked} checked`);
    expect(checked).toBe(5);
    expect((await signIn(ADMIN_PASSWORD, '10.9.0.50', '203.0.113.20')).statusCode).toBe(429);
  });

  it("counts a configured proxy's forwarded client, walking back past every trusted proxy", async () => {
    t = await startTestApp(engine, { TRUST_PROXY: '10.9.0.1, 10.9.1.0/24' });
    const checks = vi.spyOn(AdminPassword.prototype, 'matches');
    // Two proxies: the client wrote a spoofed entry, 10.9.1.5 forwarded to 10.9.0.1, which reached us.
    for (let i = 0; i < 6; i++) await signIn(`guess-${i}`, '10.9.0.1', `198.51.100.${i + 1}, 203.0.113.30, 10.9.1.5`);
    expect(checks.mock.calls.length).toBe(5);
    expect((await signIn(ADMIN_PASSWORD, '10.9.0.1', '203.0.113.30')).statusCode).toBe(429);
    expect((await signIn(ADMIN_PASSWORD, '10.9.0.1', '203.0.113.31, 10.9.1.5')).json()).toEqual({ success: true });
  });
});
