/**
 * Page load of `/` as a new player on a slow line meets it: the compiled server, built
 * and run as `npm start` does, on the benchmark's database (its start-up time), then Chromium on
 * an emulated 1.6 Mbps / 150 ms line with the cache off (first paint, the daily pair on screen,
 * bytes moved), then Lighthouse 12 with its mobile settings (performance score, total blocking
 * time and paints, every run) on `/`, `/leaderboard` and `/daily-recap` against the same Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../support/browser';
import { buildForStart } from '../support/build';
import { firstLoadScriptGzipBytes, firstLoadScriptWireBytes } from '../support/first-load';
import { median, round } from './load';
import { freePort, repoRoot } from './processes';

/** The flags of the browser suites (tests/support/browser.ts). */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The slow mobile line the first load is measured on: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const slowLine = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const phoneViewport = { width: 412, height: 823 };

export interface PageLoadRun {
  firstPaintMs: number;
  firstContentfulPaintMs: number;
  pairOnScreenMs: number;
  bytes: number;
  /** Bytes on the wire of every script `/` loads until the network is idle (lazy chunks too). */
  scriptBytes: number;
  requests: number;
}

export interface PageLoadFigures {
  startupMs: number;
  /** Gzipped bytes of the scripts `/` loads before it runs: the entry and its modulepreloads. */
  firstLoadScriptGzipBytes: number;
  /** The same scripts as sent to a browser that accepts brotli. */
  firstLoadScriptWireBytes: number;
  runs: number;
  firstPaintMs: number;
  firstContentfulPaintMs: number;
  pairOnScreenMs: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
  /** Per route: `/`, `/leaderboard`, `/daily-recap`. */
  lighthouse: Record<string, LighthouseFigures | { error: string }>;
}

/** The routes Lighthouse measures. */
export const LIGHTHOUSE_ROUTES = ['/', '/leaderboard', '/daily-recap'];

/** One Lighthouse run of a route. */
export interface LighthouseRun {
  /** Performance score, 0–100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

export interface LighthouseFigures {
  runs: LighthouseRun[];
  /** Median performance score (0–100) and the range over the runs. */
  performance: number;
  performanceMin: number;
  performanceMax: number;
  /** Median total blocking time and the range over the runs. */
  totalBlockingTimeMs: number;
  totalBlockingTimeMinMs: number;
  totalBlockingTimeMaxMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

/** One cold load of `/` on the slow line, timed from navigation start. */
async function loadOnce(baseUrl: string, pair: { start: string; end: string }): Promise<PageLoadRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: phoneViewport, baseURL: baseUrl });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slowLine);
    let bytes = 0;
    let scriptBytes = 0;
    let requests = 0;
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
      requests += 1;
    });
    await page.goto('/', { waitUntil: 'commit' });
    // No named inner functions: tsx would wrap them in a helper that does not exist in the page.
    const pairOnScreenMs = await page
      .waitForFunction(
        (names) =>
          names.every(([role, name]) => {
            const element = document.querySelector<HTMLElement>(`[data-testid="pair-${role}-actor"]`);
            return element != null && element.offsetParent !== null && element.innerText.includes(name);
          })
            ? performance.now()
            : false,
        [
          ['start', pair.start],
          ['end', pair.end],
        ] as [string, string][],
        { polling: 'raf', timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
    // Let requests started by the first render (fonts, images) finish before counting bytes. The
    // paints are read after: the pair can be found in the frame before the first one.
    await page.waitForLoadState('networkidle');
    const paints = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
    );
    await context.close();
    return {
      firstPaintMs: paints['first-paint'] ?? NaN,
      firstContentfulPaintMs: paints['first-contentful-paint'] ?? NaN,
      pairOnScreenMs,
      bytes,
      scriptBytes,
      requests,
    };
  } finally {
    await browser.close();
  }
}

/** The median of several cold loads of `/` on the slow line. */
export async function measurePageLoad(
  baseUrl: string,
  runs = 3,
): Promise<
  Omit<PageLoadFigures, 'startupMs' | 'firstLoadScriptGzipBytes' | 'firstLoadScriptWireBytes' | 'lighthouse'>
> {
  const daily = (await (await fetch(`${baseUrl}/api/daily-actors`)).json()) as {
    startActor: { name: string };
    endActor: { name: string };
  };
  const pair = { start: daily.startActor.name, end: daily.endActor.name };
  const results: PageLoadRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await loadOnce(baseUrl, pair));
  return {
    runs,
    firstPaintMs: Math.round(median(results.map((r) => r.firstPaintMs))),
    firstContentfulPaintMs: Math.round(median(results.map((r) => r.firstContentfulPaintMs))),
    pairOnScreenMs: Math.round(median(results.map((r) => r.pairOnScreenMs))),
    bytes: Math.round(median(results.map((r) => r.bytes))),
    scriptBytes: Math.round(median(results.map((r) => r.scriptBytes))),
    requests: Math.round(median(results.map((r) => r.requests))),
  };
}

async function lighthouseRun(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error('Lighthouse returned no report');
  return result;
}

/**
 * Lighthouse 12's default (mobile, simulated slow 4G) performance audit of `path`, `runs` times in
 * one Chromium: every run's figures, their medians and ranges.
 */
export async function runLighthouse(baseUrl: string, path = '/', runs = 3): Promise<LighthouseFigures> {
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const reports: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      // A run whose trace came out broken (NO_NAVSTART and the like on a busy machine) is run again, once.
      let lhr = (await lighthouseRun(`${baseUrl}${path}`, chrome.port)).lhr;
      if (lhr.runtimeError) lhr = (await lighthouseRun(`${baseUrl}${path}`, chrome.port)).lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      reports.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
        largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
        totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
        cumulativeLayoutShift: round(audit('cumulative-layout-shift'), 3),
        speedIndexMs: Math.round(audit('speed-index')),
      });
    }
    const scores = reports.map((r) => r.performance);
    const blocking = reports.map((r) => r.totalBlockingTimeMs);
    return {
      runs: reports,
      performance: median(scores),
      performanceMin: Math.min(...scores),
      performanceMax: Math.max(...scores),
      totalBlockingTimeMs: median(blocking),
      totalBlockingTimeMinMs: Math.min(...blocking),
      totalBlockingTimeMaxMs: Math.max(...blocking),
      firstContentfulPaintMs: Math.round(median(reports.map((r) => r.firstContentfulPaintMs))),
      largestContentfulPaintMs: Math.round(median(reports.map((r) => r.largestContentfulPaintMs))),
      cumulativeLayoutShift: median(reports.map((r) => r.cumulativeLayoutShift)),
      speedIndexMs: Math.round(median(reports.map((r) => r.speedIndexMs))),
    };
  } finally {
    chrome.kill();
  }
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Builds what is missing (as `npm start` does) and starts `node server/dist/main.js` on a copy of
 * the client build, so that a build started meanwhile in client/dist cannot change what is measured.
 */
export async function startCompiledServer(env: Record<string, string>) {
  buildForStart();
  const clientDist = mkdtempSync(join(tmpdir(), 'cinema-page-load-'));
  cpSync(join(repoRoot, 'client/dist'), clientDist, { recursive: true, filter: (path) => !path.endsWith('.map') });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      CLIENT_DIST_DIR: clientDist,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/api/game-settings`, child, 60_000);
  const startupMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(clientDist, { recursive: true, force: true });
  };
  return { url, startupMs, clientDist, stop };
}

/** The bench's page-load section: compiled server on `databaseUrl`, slow-line loads, Lighthouse. */
export async function runPageLoad(databaseUrl: string): Promise<PageLoadFigures> {
  const server = await startCompiledServer({ DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' });
  try {
    const load = await measurePageLoad(server.url);
    const lighthouseFigures: PageLoadFigures['lighthouse'] = {};
    for (const path of LIGHTHOUSE_ROUTES) {
      try {
        lighthouseFigures[path] = await runLighthouse(server.url, path);
      } catch (error) {
        lighthouseFigures[path] = { error: String(error) };
      }
    }
    const figures = {
      startupMs: Math.round(server.startupMs),
      firstLoadScriptGzipBytes: firstLoadScriptGzipBytes(server.clientDist),
      firstLoadScriptWireBytes: firstLoadScriptWireBytes(server.clientDist),
      ...load,
      lighthouse: lighthouseFigures,
    };
    printPageLoad(figures);
    return figures;
  } finally {
    await server.stop();
  }
}

export function printPageLoad(figures: PageLoadFigures): void {
  console.log(
    `\n  start-up (compiled server, SQLite) ${figures.startupMs} ms to the first answer of /api/game-settings`,
  );
  // kB as Vite reports sizes (1,000 bytes).
  console.log(
    `  scripts / loads up front: ${round(figures.firstLoadScriptWireBytes / 1000, 1)} kB as sent (brotli), ` +
      `${round(figures.firstLoadScriptGzipBytes / 1000, 1)} kB gzipped (${figures.firstLoadScriptGzipBytes} bytes)`,
  );
  console.log(
    `  page load of / at 1.6 Mbps, 150 ms, cache off (median of ${figures.runs}): first paint ${figures.firstPaintMs} ms, ` +
      `first contentful paint ${figures.firstContentfulPaintMs} ms, daily pair on screen ${figures.pairOnScreenMs} ms, ` +
      `${round(figures.bytes / 1000, 1)} kB in ${figures.requests} requests, ` +
      `of which scripts ${round(figures.scriptBytes / 1000, 1)} kB (brotli, lazy chunks included)`,
  );
  for (const [path, lh] of Object.entries(figures.lighthouse)) {
    if ('error' in lh) {
      console.log(`  Lighthouse ${path}: not measured (${lh.error})`);
      continue;
    }
    console.log(
      `  Lighthouse 12 mobile ${path}: performance ${lh.performance} (min ${lh.performanceMin}, max ${lh.performanceMax}), ` +
        `TBT ${lh.totalBlockingTimeMs} ms (min ${lh.totalBlockingTimeMinMs}, max ${lh.totalBlockingTimeMaxMs}) over ${lh.runs.length} runs; ` +
        `median FCP ${lh.firstContentfulPaintMs} ms, LCP ${lh.largestContentfulPaintMs} ms, CLS ${lh.cumulativeLayoutShift}, ` +
        `speed index ${lh.speedIndexMs} ms`,
    );
    lh.runs.forEach((run, i) =>
      console.log(
        `    run ${i + 1}: performance ${run.performance}, TBT ${run.totalBlockingTimeMs} ms, ` +
          `FCP ${run.firstContentfulPaintMs} ms, LCP ${run.largestContentfulPaintMs} ms, CLS ${run.cumulativeLayoutShift}`,
      ),
    );
  }
}

// On its own: `npx tsx tests/bench/page-load.ts sqlite:/path/to/imported.sqlite`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.argv[2];
  if (!databaseUrl) {
    console.error('Usage: tsx tests/bench/page-load.ts <DATABASE_URL of an imported catalog>');
    process.exit(2);
  }
  await runPageLoad(databaseUrl);
}
