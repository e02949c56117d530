/**
 * Where a server's CPU time went, from a V8 `.cpuprofile` (`node --cpu-prof`): self time by
 * package or area and by function, over the last `windowMs` of the profile (the load, not the
 * start-up). Idle time is left out; shares are of the busy time. The compiled server is one
 * bundle: its frames are traced back through the bundle's source map to the file they came
 * from, so that Fastify, tRPC, zod and this project's code each count as themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  byArea: { area: string; ms: number; share: number }[];
  byFunction: { name: string; area: string; ms: number; share: number }[];
}

/** The package or folder of a source path, or the area of a V8 pseudo-frame. */
function areaOfPath(path: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return inModules[1]!;
  const own = /(?:^|\/)(server|shared|client)\/src\//.exec(path);
  if (own) return `${own[1]}/src (this project)`;
  return path;
}

/** Source maps of the bundles the profile ran, by script URL (none when a bundle has no map). */
function sourceMapOf(url: string, cache: Map<string, SourceMap | null>): SourceMap | null {
  if (!cache.has(url)) {
    const mapFile = url.startsWith('file://') ? `${fileURLToPath(url)}.map` : '';
    cache.set(url, mapFile && existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return cache.get(url)!;
}

/** Where a frame's code came from: its area and a short `file:line`. */
function originOf(frame: CallFrame, maps: Map<string, SourceMap | null>): { area: string; where: string } {
  const { functionName, url, lineNumber, columnNumber } = frame;
  if (!url) return { area: functionName.startsWith('(') ? functionName : '(native)', where: '' };
  if (url.startsWith('node:')) return { area: 'node: internals', where: `${url.slice(5)}:${lineNumber + 1}` };
  const entry = sourceMapOf(url, maps)?.findEntry(lineNumber, columnNumber);
  // A map names its sources relative to the bundle's folder.
  const source = entry && 'originalSource' in entry ? resolve(dirname(fileURLToPath(url)), entry.originalSource) : url;
  const line = entry && 'originalLine' in entry ? entry.originalLine : lineNumber;
  return { area: areaOfPath(source), where: `${source.split('/').slice(-1)[0]}:${line + 1}` };
}

export function summarizeProfile(file: string, windowMs: number, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const maps = new Map<string, SourceMap | null>();
  const origins = new Map<number, { area: string; where: string }>();
  const from = profile.endTime - windowMs * 1000;
  const byFunction = new Map<string, { name: string; area: string; ms: number }>();
  const byArea = new Map<string, number>();
  let at = profile.startTime;
  let busyMs = 0;
  let idleMs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (at < from || ms <= 0) continue;
    const frame = frames.get(profile.samples[i]!)!;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const id = profile.samples[i]!;
    if (!origins.has(id)) origins.set(id, originOf(frame, maps));
    const { area, where } = origins.get(id)!;
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    const entry = byFunction.get(`${area}|${name}`) ?? { name, area, ms: 0 };
    entry.ms += ms;
    byFunction.set(`${area}|${name}`, entry);
  }
  const share = (ms: number) => Math.round((1000 * ms) / Math.max(busyMs, 1)) / 10;
  return {
    busyMs: Math.round(busyMs),
    idleMs: Math.round(idleMs),
    byArea: [...byArea]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([area, ms]) => ({ area, ms: Math.round(ms), share: share(ms) })),
    byFunction: [...byFunction.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((f) => ({ ...f, ms: Math.round(f.ms), share: share(f.ms) })),
  };
}

export function printProfileSummary(title: string, summary: ProfileSummary): void {
  console.log(`\n${title}: ${summary.busyMs} ms busy, ${summary.idleMs} ms idle in the profiled load`);
  console.log('  self time by area:');
  for (const a of summary.byArea) console.log(`    ${String(a.share).padStart(5)}%  ${a.area}`);
  console.log('  top self-time functions:');
  for (const f of summary.byFunction) console.log(`    ${String(f.share).padStart(5)}%  ${f.name}  (${f.area})`);
}
