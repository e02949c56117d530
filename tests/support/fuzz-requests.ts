/**
 * Hostile requests for the fuzz suite (tests/fuzz): fast-check arbitraries over every REST path
 * and tRPC procedure, the checks every answer must pass, the database fingerprint compared
 * around refused requests, and the printing of a failing request.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  ms: number;
}

/** A REST route as the OpenAPI document names it: `/api/games/{gameId}/chain`. */
export interface RestRoute {
  method: string;
  path: string;
}

export interface TrpcProcedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
}

/** Credentials (a player's cookie, the admin's session) and ids of real rows, so some requests reach past the guards. */
export interface FuzzContext {
  credentials: Record<string, string>[];
  ids: string[];
}

const LIMIT_MS = 5_000;

/** The REST routes of the app's OpenAPI document. */
export function restRoutesOf(openapi: { paths: Record<string, Record<string, unknown>> }): RestRoute[] {
  return Object.entries(openapi.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
}

/** Every procedure of a tRPC router, by its dotted path. */
export function proceduresOf(router: { _def: { procedures: object } }): TrpcProcedure[] {
  return Object.entries(router._def.procedures as Record<string, { _def: { type: TrpcProcedure['type'] } }>).map(
    ([path, procedure]) => ({ path, type: procedure._def.type }),
  );
}

// ---- values ----

const oddCharacters = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\u202E', // right-to-left override
  '\u200F',
  '\u0000',
  '\uFEFF',
  '\u0301',
  '\uFFFF',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👨‍👩‍👧‍👦',
  "'; DROP TABLE games; --",
  '" OR 1=1 --',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '\r\n',
];

/** Strings a careful server must survive: odd Unicode, control characters, huge ones. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...oddCharacters) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...oddCharacters, 'a', ' ', 'Tom Hanks'), { maxLength: 12 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ', 'null', 'undefined', 'NaN', 'true', '[]', '{}') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u202E', 'é', '\uD800'), fc.constantFrom(201, 5_000, 70_000, 1 << 20))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Numbers out of every range: negative, fractions, NaN-ish, enormous. */
const hostileNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -2.75,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    2 ** 63,
    Number.MIN_VALUE,
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '0x10',
    '1_000',
    '١٢٣', // Arabic-Indic digits
    '99999999999999999999999999999',
  ),
  fc.integer(),
  fc.double({ noDefaultInfinity: true, noNaN: true }),
);

const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty');

/** Any JSON value, with hostile leaves and dangerous keys mixed in. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(dangerousKey, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The fields the inputs name, so objects carry right names with wrong values, plus extras. */
const knownFields = [
  'id',
  'gameId',
  'query',
  'name',
  'password',
  'playerName',
  'startActorId',
  'endActorId',
  'actorId',
  'movieId',
  'nextActorId',
  'order',
  'nextActorTvdbId',
  'fromActorId',
  'toActorId',
  'isDailyGame',
  'tvdbId',
  'actorTvdbId',
  'movieTvdbId',
  'count',
  'type',
  'limit',
  'offset',
  'cursor',
  'sort',
  'day',
  'date',
  'mode',
  'hidden',
  'code',
  'changeType',
  'scheduledFor',
  'value',
  'settings',
  'selectionMode',
];

function hostileObject(ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const fieldValue = fc.oneof(
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(...ids, ...ids.map(Number)) },
  );
  return fc.dictionary(
    fc.oneof(fc.constantFrom(...knownFields), dangerousKey, fc.string({ maxLength: 6 })),
    fieldValue,
    {
      maxKeys: 6,
    },
  );
}

/** A JSON text, or a broken one. */
function bodyText(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileObject(ids).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"id":',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '[1,2,',
        'null',
        'undefined',
        "{'single':'quotes'}",
        '{"a":1}{"b":2}',
        '\u0000',
        '{"id": 1e999}',
        '{"id": NaN}',
        '\uFEFF{"id":1}',
        '{"a":' + '['.repeat(5_000) + ']'.repeat(5_000) + '}',
        'x'.repeat(70_000),
      ),
    },
  );
}

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=nonsense',
      'application/octet-stream',
      '',
      ';;;',
      'application/json\u0000',
    ),
  },
);

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'x-long': 'a'.repeat(12_000) },
      { cookie: 'cc_player=' + 'x'.repeat(5_000) },
      { cookie: 'cc_player=%E0%A4%A' },
      { cookie: '__proto__=1; constructor=2' },
      { 'x-forwarded-for': '999.999.999.999, ::ffff:1' },
      { 'x-request-id': '../../etc/passwd%E2%80%AE' },
      { 'accept-encoding': 'br;q=NaN, gzip;q=-1' },
      { authorization: 'Bearer ' + 'z'.repeat(4_000) },
      { 'content-length': '-1' },
      { range: 'bytes=999999-1' },
    ),
  },
);

/** A path segment: a real id, a hostile value, or an encoding trick. */
function segment(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
    {
      weight: 3,
      arbitrary: hostileString.filter((s) => s.length < 10_000).map((s) => encodeURIComponent(safeForUri(s))),
    },
    { weight: 2, arbitrary: hostileNumber.map((n) => encodeURIComponent(String(n))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '..%2f..%2fpackage.json',
        '%2e%2e',
        '%',
        '%zz',
        '%00',
        '%E0%A4%A',
        '__proto__',
        'a'.repeat(6_000),
      ),
    },
  );
}

/** encodeURIComponent throws on a lone surrogate; send its UTF-8-ish replacement bytes then. */
function safeForUri(s: string): string {
  return s.replace(/[\uD800-\uDFFF]/g, (c, i: number, all: string) => {
    const code = c.charCodeAt(0);
    const next = all.charCodeAt(i + 1);
    const prev = all.charCodeAt(i - 1);
    const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
    return paired ? c : '\uFFFD';
  });
}

/** A query string: known and stray names, hostile values, repeated names, broken escapes. */
function queryString(ids: string[]): fc.Arbitrary<string> {
  const pair = fc
    .tuple(
      fc.oneof(fc.constantFrom(...knownFields), dangerousKey, fc.string({ maxLength: 5 })),
      fc.oneof(segment(ids), fc.constant('')),
    )
    .map(([k, v]) => `${encodeURIComponent(safeForUri(k))}=${v}`);
  return fc.oneof(
    fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : '')),
    fc.constantFrom('?%', '?a[b][c]=1&a[__proto__][x]=1', '?&&&=', `?q=${'x'.repeat(20_000)}`),
  );
}

function withCredentials(
  headers: Record<string, string>,
  credentials: Record<string, string>[],
): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    fc.constant(headers),
    fc.constantFrom(...credentials).map((c) => ({ ...c, ...headers })),
  );
}

/** A hostile request to one of the REST routes. */
export function restRequest(routes: RestRoute[], context: FuzzContext): fc.Arbitrary<HostileRequest> {
  const { ids, credentials } = context;
  return fc
    .record({
      route: fc.constantFrom(...routes),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
      ),
      segments: fc.array(segment(ids), { minLength: 3, maxLength: 3 }),
      query: queryString(ids),
      body: bodyText(ids),
      type: contentType,
      extra: extraHeaders,
    })
    .chain(({ route, method, segments, query, body, type, extra }) => {
      let n = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => segments[n++ % segments.length]!);
      const verb = method || route.method;
      const hasBody = verb !== 'GET' && verb !== 'HEAD';
      const headers: Record<string, string> = { ...extra };
      if (hasBody && type) headers['content-type'] = type;
      return withCredentials(headers, credentials).map((h) => ({
        method: verb,
        url: path + query,
        headers: h,
        ...(hasBody ? { body } : {}),
      }));
    });
}

function trpcInput(ids: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: hostileObject(ids) },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: hostileObject(ids).map((json) => ({ json })) },
  );
}

/** A hostile call of one or more tRPC procedures: queries by GET ?input=, mutations by POST, batched or not. */
export function trpcRequest(procedures: TrpcProcedure[], context: FuzzContext): fc.Arbitrary<HostileRequest> {
  const { ids, credentials } = context;
  return fc
    .record({
      calls: fc.array(fc.constantFrom(...procedures), { minLength: 1, maxLength: 4 }),
      batched: fc.boolean(),
      inputs: fc.array(trpcInput(ids), { minLength: 4, maxLength: 4 }),
      rawBody: fc.option(bodyText(ids), { freq: 4 }),
      rawInput: fc.option(fc.oneof(segment(ids), fc.constantFrom('%7B', '{', '%7B%22id%22%3A', '%5B%5D')), { freq: 5 }),
      flip: fc.integer({ min: 0, max: 19 }),
      type: contentType,
      extra: extraHeaders,
    })
    .chain(({ calls, batched, inputs, rawBody, rawInput, flip, type, extra }) => {
      const list = batched ? calls : calls.slice(0, 1);
      const isMutation = list[0]!.type === 'mutation';
      const method = flip === 0 ? (isMutation ? 'GET' : 'POST') : isMutation ? 'POST' : 'GET';
      const path = `/trpc/${list.map((c) => c.path).join(',')}`;
      const payload = batched ? Object.fromEntries(list.map((_, i) => [String(i), inputs[i]])) : inputs[0];
      const json = JSON.stringify(payload) ?? 'null';
      const headers: Record<string, string> = { ...extra };
      let request: HostileRequest;
      if (method === 'GET') {
        const input = rawInput ?? encodeURIComponent(safeForUri(json));
        request = { method, url: `${path}?${batched ? 'batch=1&' : ''}input=${input}`, headers };
      } else {
        if (type) headers['content-type'] = type;
        request = { method, url: `${path}${batched ? '?batch=1' : ''}`, headers, body: rawBody ?? safeForUri(json) };
      }
      return withCredentials(headers, credentials).map((h) => ({ ...request, headers: h }));
    });
}

/** Traversal against the client's files, and requests with very long URLs. */
const traversalUrls = [
  '/assets/..%2f..%2fpackage.json',
  '/assets/..%2F..%2F..%2Fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  '/assets/..%252f..%252fpackage.json',
  '/assets/..\\..\\package.json',
  '/assets/..%5c..%5cpackage.json',
  '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/assets/..%c0%af..%c0%afpackage.json',
  '/assets/....//....//package.json',
  '/..%2f..%2fetc/passwd',
  '/..%2f..%2f..%2f..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..%00/etc/passwd',
  '/assets/%00',
  '/index.html%00.js',
  '/..%2f..%2fserver%2fsrc%2fapp.ts',
  '/..%2f..%2f.env',
  '/..%2f..%2f.git%2fconfig',
  '/assets/..%2f..%2f..%2fserver%2fsrc%2fconfig.ts',
  '/assets/x.js.map',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/assets/%ff%fe',
  '/api/../../package.json',
  '/trpc/..%2f..%2fpackage.json',
];

export const staticRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  fc.constantFrom(...traversalUrls).map((url) => ({ method: 'GET', url, headers: {} })),
  fc
    .tuple(
      fc.constantFrom('/', '/assets/', '/icons/', '/api/', '/trpc/', '/game/', '/admin/'),
      fc.array(
        fc.constantFrom(
          '..',
          '%2e%2e',
          '..%2f',
          '%2e%2e%2f',
          '..%5c',
          '%252e',
          'package.json',
          'etc',
          'passwd',
          '%00',
          'x',
        ),
        {
          minLength: 1,
          maxLength: 8,
        },
      ),
      fc.constantFrom('GET', 'HEAD'),
    )
    .map(([prefix, parts, method]) => ({ method, url: prefix + parts.join('/'), headers: {} })),
  fc
    .tuple(
      fc.constantFrom('/', '/api/leaderboard?q=', '/trpc/game.get?input=', '/assets/'),
      fc.integer({ min: 4_000, max: 90_000 }),
    )
    .map(([prefix, n]) => ({ method: 'GET', url: prefix + 'a'.repeat(n), headers: {} })),
);

// ---- checks ----

const leaks: [string, RegExp][] = [
  ['a stack trace', /\n\s+at [^\n]*[(\s][^\s()]+:\d+:\d+\)?/],
  ['a file path', /\/work\/|node_modules|\.ts:\d/],
  ['SQL text', /\b(?:SELECT\s+[\s\S]{1,200}\s+FROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i],
  ['a database error', /SQLITE_[A-Z]+|\bER_[A-Z_]{3,}|QueryFailedError|TypeORMError|EntityNotFound/],
  ['a JavaScript error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b/],
];

/** Why an answer fails the suite's rules, or undefined. */
export function faultOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.ms > LIMIT_MS) return `took ${answer.ms} ms`;
  const type = String(answer.headers['content-type'] ?? '');
  // The client's own scripts and styles are what was asked for; every other answer is checked.
  if (answer.status < 300 && /javascript|css|image|font|wasm/.test(type)) return undefined;
  const text = answer.body + '\n' + headerText(answer.headers);
  for (const [what, pattern] of leaks) {
    const found = pattern.exec(text);
    if (found) return `the answer shows ${what}: …${text.slice(Math.max(0, found.index - 60), found.index + 80)}…`;
  }
  return undefined;
}

function headerText(headers: Answer['headers']): string {
  return Object.entries(headers)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('\n');
}

/** The request, printed so it can be replayed by hand. */
export function formatRequest(request: HostileRequest): string {
  const cut = (s: string) =>
    s.length > 400 ? `${JSON.stringify(s.slice(0, 400))}… (${s.length} chars)` : JSON.stringify(s);
  const headers = Object.entries(request.headers).map(([k, v]) => `  ${k}: ${cut(v)}`);
  return [
    `${request.method} ${cut(request.url)}`,
    ...headers,
    ...(request.body === undefined ? [] : [`  body: ${cut(request.body)}`]),
  ].join('\n');
}

// ---- the database ----

const watchedTables = ['games', 'chain_links', 'daily_pairs', 'scheduled_changes', 'admin_sessions', 'game_settings'];

/** Row counts of the watched tables and a checksum of their rows. */
export async function fingerprintOf(db: DataSource): Promise<string> {
  const parts: string[] = [];
  for (const table of watchedTables) {
    const rows: Record<string, unknown>[] = await db.query(`SELECT * FROM ${table}`);
    const lines = rows
      .map((row) => JSON.stringify(row, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v)))
      .sort();
    const sum = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    parts.push(`${table}=${rows.length}:${sum}`);
  }
  return parts.join(' ');
}
