/**
 * How the server sends the client and the API: the client's files compressed once at
 * build and sent as they were written, content-hashed assets cached for a year, `index.html`
 * and API answers revalidated every time, JSON answers compressed per request.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_SCRIPT_BUDGET_BYTES,
  firstLoadScriptGzipBytes,
  firstLoadScriptWireBytes,
} from '../support/first-load';
import { countCompressionPerRequest, type CompressionCount } from '../support/answer-work';
import { repoRoot } from '../support/server-process';
import { startTestApp, type TestApp } from '../support/test-app';

const immutable = 'public, max-age=31536000, immutable';

describe('the built client', () => {
  let t: TestApp;
  let dist: string;
  let entryScript: string;

  beforeAll(async () => {
    // A build of its own, so that a build running meanwhile in client/dist cannot disturb it.
    dist = mkdtempSync(join(tmpdir(), 'cinema-client-build-'));
    execFileSync(
      process.execPath,
      [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.config.ts', '--outDir', dist],
      // As `npm run build` builds it: vitest sets NODE_ENV=test, which would make Vite build React's development code.
      { cwd: repoRoot, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
    );
    entryScript = /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))![1]!;
    t = await startTestApp('sqlite', { CLIENT_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('loads at most 120 kB of script on the wire up front for /, the rest when a page or dialog wants it', () => {
    // As sent: brotli, which every current browser accepts.
    expect(firstLoadScriptWireBytes(dist)).toBeLessThanOrEqual(FIRST_LOAD_SCRIPT_BUDGET_BYTES);
    const bytes = firstLoadScriptGzipBytes(dist);
    // Split by route: the lazily loaded chunks hold more script than the first load does.
    const all = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length, 0);
    expect(all).toBeGreaterThan(2 * bytes);
  });

  it('has a .br and a .gz of the original beside every script and style sheet of 1 kB or more', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const large = assets.filter((f) => statSync(join(dist, 'assets', f)).size >= 1024);
    expect(large.length).toBeGreaterThan(1);
    for (const file of large) {
      const original = readFileSync(join(dist, 'assets', file));
      expect(brotliDecompressSync(readFileSync(join(dist, 'assets', `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, 'assets', `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const res = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(readFileSync(join(dist, `${entryScript}.br`)))).toBe(true);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const original = readFileSync(join(dist, entryScript));
    const gzip = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    expect(gzip.headers['cache-control']).toBe(immutable);

    const plain = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('sends index.html, on / and on every client route, with no-cache', async () => {
    for (const url of ['/', '/leaderboard', '/about']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      expect(body.toString()).toContain(entryScript);
    }
  });

  it('has no compressed copy of a source map (maps are never served)', () => {
    expect(readdirSync(join(dist, 'assets')).filter((f) => /\.map\.(br|gz)$/.test(f))).toEqual([]);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await t.app.inject({ url: `${entryScript}.br` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('files compressed at build', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cinema-client-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cinema Chain</title>');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, 'assets', 'game-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // Copies that differ from the file: what arrives proves which one the server sent.
    writeFileSync(join(dist, 'assets', 'game-abc123.js.br'), brotliCompressSync('/* written at build: br */'));
    writeFileSync(join(dist, 'assets', 'game-abc123.js.gz'), gzipSync('/* written at build: gzip */'));
    t = await startTestApp('sqlite', { CLIENT_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('are sent as written, not compressed again per request', async () => {
    const br = await t.app.inject({ url: '/assets/game-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('/* written at build: br */');

    const gzip = await t.app.inject({ url: '/assets/game-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('/* written at build: gzip */');
  });

  it('answer 304 to a browser whose copy is current, per encoding, and HEAD without a body', async () => {
    const url = '/assets/game-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const plain = await t.app.inject({ url });
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The plain copy's tag does not validate the brotli one.
    const other = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(other.statusCode).toBe(200);

    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['cache-control']).toBe(immutable);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answer a missing asset 404 and an unknown page with the app and a 404', async () => {
    const asset = await t.app.inject({ url: '/assets/missing-000.js' });
    expect(asset.statusCode).toBe(404);
    const page = await t.app.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    // The app's page, titled as the 404 page (SPEC §2).
    expect(page.body).toBe('<!doctype html><title>404 Page Not Found | Cinema Chain</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('a file without copies is sent plain even when the browser accepts compression', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('User-agent: *\n');
  });
});

describe('API answers', () => {
  let t: TestApp;
  let compressedPerRequest: CompressionCount;

  beforeAll(async () => {
    compressedPerRequest = countCompressionPerRequest();
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
    compressedPerRequest.restore();
  });

  it('a JSON answer over 1 kB is compressed with brotli or gzip as the client asks, and is not cached', async () => {
    // The starter catalog holds many actors named with an "a": the answer is the full page of results.
    const url = '/api/actors/search?query=a';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers['cache-control']).toMatch(/no-cache/);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('a tRPC answer is compressed too, and API answers without a rule of their own say no-cache', async () => {
    const input = encodeURIComponent(JSON.stringify({ query: 'a' }));
    const trpc = await t.app.inject({
      url: `/trpc/catalog.searchActors?input=${input}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(trpc.rawPayload).toString()).result.data.length).toBeGreaterThan(5);
    expect(trpc.headers['cache-control']).toBe('no-cache');

    const openApi = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(openApi.headers['cache-control']).toBe('no-cache');

    const settings = await t.app.inject({ url: '/trpc/settings.gameSettings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).toBe('no-cache');
  });

  it('an answer under 1 kB is sent plain', async () => {
    const res = await t.app.inject({ url: '/api/game-settings', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a tRPC answer under 1 kB is sent plain too, with its length, and compressed by nothing', async () => {
    const before = compressedPerRequest.calls();
    for (const url of ['/trpc/settings.gameSettings', '/trpc/settings.gameSettings,settings.dailyActors?batch=1']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(expect.anything());
    }
    expect(compressedPerRequest.calls()).toBe(before);
  });
});
