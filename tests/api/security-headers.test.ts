/**
 * Every answer carries the security headers, the same on an API answer, an error, a client page
 * and a static file: the Content Security Policy of the client (ads' host only when ads are
 * configured) and helmet's defaults, written out here by hand. Strict-Transport-Security only on
 * a request that came over HTTPS: browsers ignore it over http, and it says nothing true there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

/** A policy as its directives, whatever their order. */
const directives = (csp: unknown) => String(csp).split(';').sort();

const policy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' https://api.themoviedb.org",
  "frame-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "script-src-attr 'none'",
];

const expected = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['an API answer', '/api/game-settings', 200],
    ['a refused request', '/api/leaderboard?page=0', 400],
    ['a tRPC answer', '/trpc/settings.gameSettings', 200],
    ['a path nothing serves', '/api/nothing-here', 404],
    ['a client page', '/leaderboard', 200],
    ['a static file', '/color-scheme.js', 200],
  ])('are on %s', async (_what, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(directives(res.headers['content-security-policy'])).toEqual([...policy].sort());
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('send Strict-Transport-Security on a request that came over HTTPS, through a trusted proxy', async () => {
    const behindProxy = await startTestApp('sqlite', { TRUST_PROXY: 'true' });
    try {
      const over = async (proto: string) =>
        (await behindProxy.app.inject({ url: '/api/game-settings', headers: { 'x-forwarded-proto': proto } })).headers[
          'strict-transport-security'
        ];
      const answers = { https: await over('https'), http: await over('http') };
      console.log(`HSTS: over https ${answers.https ?? 'none'}, over http ${answers.http ?? 'none'}`);
      expect(answers).toEqual({ https: 'max-age=31536000; includeSubDomains', http: undefined });
    } finally {
      await behindProxy.close();
    }
  });

  it("name the ads' host for scripts and frames only when ads are configured", async () => {
    const withAds = await startTestApp('sqlite', { BRANDING_JSON: JSON.stringify({ adClientId: 'ca-pub-123' }) });
    try {
      const csp = (await withAds.app.inject({ url: '/api/game-settings' })).headers['content-security-policy'];
      const ads = "'self' https://pagead2.googlesyndication.com";
      const changed = policy.map((d) => d.replace(/^(script-src|frame-src) 'self'$/, `$1 ${ads}`));
      expect(directives(csp)).toEqual(changed.sort());
    } finally {
      await withAds.close();
    }
  });
});
