/** Configuration: read and validated once at start (DESIGN §12), then passed in. */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { brandingSchema, defaultBranding, normalizeText, type Branding } from '@cinema/shared';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** A timeout in milliseconds: at least 100 ms, at most 10 minutes. */
const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'DATABASE_URL must start with sqlite: or mysql://')
    .default('sqlite:data/cinema.sqlite'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  TMDB_API_KEY: z.string().min(1).optional(),
  TMDB_READ_TOKEN: z.string().min(1).optional(),
  TMDB_BASE_URL: z.url().default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: z.url().default('https://image.tmdb.org/t/p'),
  TMDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  CATALOG_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECRET: z.string().min(16, 'COOKIE_SECRET must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  CATALOG_REFRESH_MS: z.coerce.number().int().min(0).default(60_000),
  SETTINGS_REFRESH_MS: z.coerce.number().int().min(0).default(1_000),
  TRUST_PROXY: z.string().default('false'),
  CLIENT_DIST_DIR: z.string().optional(),
  BRANDING_JSON: z.string().optional(),
  DEFAULT_START_ACTOR: z.string().min(1).optional(),
  DEFAULT_END_ACTOR: z.string().min(1).optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  REFUSED_NAME_WORDS: z.string().max(10_000).optional(),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(10_000),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(5_000),
  HTTP_IDLE_TIMEOUT_MS: milliseconds(15_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_QUERY_TIMEOUT_MS: milliseconds(5_000),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  OVERLOAD_MAX_ACCEPT_QUEUE: z.coerce.number().int().min(0).max(1_000_000).default(512),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'METRICS_TOKEN must be at least 16 printable characters, no spaces')
    .optional(),
});

/** Every environment variable the server reads (the README's configuration table lists each). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  adminPassword: string | undefined;
  tmdb: { apiKey?: string; readToken?: string; baseUrl: string; imageBaseUrl: string; timeoutMs: number } | null;
  catalogDir: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  cookieSecret: string | undefined;
  /** Shared store for rate-limit counters across instances (DESIGN §13); in-process when unset. */
  redisUrl: string | undefined;
  schedulerIntervalMs: number;
  /** How often the catalog index checks the tables for changes made by other processes (0: never). */
  catalogRefreshMs: number;
  /** How long a server answers the daily pair and settings from memory before checking the row again. */
  settingsRefreshMs: number;
  /** Who may say, in X-Forwarded-*, which client a request came from (DESIGN §9). */
  trustProxy: TrustProxy;
  clientDistDir: string | undefined;
  branding: Branding;
  defaultPair: { startActorName?: string; endActorName?: string };
  rateLimitWritesPerMinute: number;
  /** Whole words a player name may not contain beyond the profanity matcher's own (REFUSED_NAME_WORDS). */
  refusedNameWords: string[];
  /** Bounds on a client's connection, so no request outlives the client's 15 s (SPEC §9). */
  httpTimeouts: HttpTimeouts;
  /** After SIGTERM, how long the server goes on serving with its readiness probe at 503 before it drains. */
  shutdownDelayMs: number;
  /** Bounds on the database, so an unreachable one answers 503 instead of hanging (DESIGN §10). */
  databaseTimeouts: DatabaseTimeouts;
  /** Bearer token that opens `/metrics` (Prometheus); metrics are off (404) when unset. */
  metricsToken: string | undefined;
  /** When the server refuses API requests with 503 instead of queueing them (DESIGN §13). */
  overload: OverloadLimits;
}

export interface OverloadLimits {
  /** Mean event-loop delay over a sample above which the API answers 503 (0: never). */
  maxEventLoopDelayMs: number;
  /** Share of a sample the event loop was busy (0 to 1) above which the API answers 503 (0: never). */
  maxEventLoopUtilization: number;
  /** Connections waiting to be accepted (Linux) above which the API answers 503 (0: never). */
  maxAcceptQueue: number;
  /** How often each is measured; a refusal lasts at least until the next sample. */
  sampleIntervalMs: number;
}

export interface HttpTimeouts {
  /** Receiving a whole request, headers and body. */
  requestTimeoutMs: number;
  /** Receiving a request's headers; at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
  /** A socket with no traffic either way is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed. */
  keepAliveTimeoutMs: number;
}

export interface DatabaseTimeouts {
  /** Opening a MySQL connection, or waiting for a free one from the pool. */
  connectTimeoutMs: number;
  /** MySQL: a query the server stays silent on this long drops its connection. SQLite: the busy timeout. */
  queryTimeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * REFUSED_NAME_WORDS: the operator's words a player name may not hold (game/refused-words.ts
 * matches them), comma-separated; blank entries are ignored. Absent: none beyond the matcher's.
 */
export function parseRefusedWords(list: string | undefined): string[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((word) => normalizeText(word))
    .filter(Boolean);
}

/**
 * A relative SQLite path means the directory the command was run from: npm runs workspace
 * scripts inside the workspace, and sets INIT_CWD to where `npm start` was typed.
 */
function resolveSqlitePath(databaseUrl: string, from: string): string {
  if (!databaseUrl.startsWith('sqlite:')) return databaseUrl;
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:' || isAbsolute(file)) return databaseUrl;
  return `sqlite:${resolve(from, file)}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (headers are part of the request)',
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy && 'error' in trustProxy) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy.error}`);
  }
  let branding = defaultBranding;
  if (e.BRANDING_JSON) {
    let raw: unknown;
    try {
      raw = JSON.parse(e.BRANDING_JSON);
    } catch {
      throw new ConfigError('Invalid configuration:\n  BRANDING_JSON: not valid JSON');
    }
    const overrides = brandingSchema.partial().safeParse(raw);
    if (!overrides.success)
      throw new ConfigError(`Invalid configuration:\n  BRANDING_JSON: ${overrides.error.message}`);
    branding = { ...defaultBranding, ...overrides.data };
  }
  const tmdbEnabled = Boolean(e.TMDB_API_KEY || e.TMDB_READ_TOKEN);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: resolveSqlitePath(e.DATABASE_URL, env.INIT_CWD ?? process.cwd()),
    adminPassword: e.ADMIN_PASSWORD,
    tmdb: tmdbEnabled
      ? {
          apiKey: e.TMDB_API_KEY,
          readToken: e.TMDB_READ_TOKEN,
          baseUrl: e.TMDB_BASE_URL.replace(/\/$/, ''),
          imageBaseUrl: e.TMDB_IMAGE_BASE_URL.replace(/\/$/, ''),
          timeoutMs: e.TMDB_TIMEOUT_MS,
        }
      : null,
    catalogDir: e.CATALOG_DIR,
    logLevel: e.LOG_LEVEL,
    cookieSecret: e.COOKIE_SECRET,
    redisUrl: e.REDIS_URL,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    catalogRefreshMs: e.CATALOG_REFRESH_MS,
    settingsRefreshMs: e.SETTINGS_REFRESH_MS,
    trustProxy,
    clientDistDir: e.CLIENT_DIST_DIR,
    branding,
    defaultPair: { startActorName: e.DEFAULT_START_ACTOR, endActorName: e.DEFAULT_END_ACTOR },
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    refusedNameWords: parseRefusedWords(e.REFUSED_NAME_WORDS),
    httpTimeouts: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    databaseTimeouts: { connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxAcceptQueue: e.OVERLOAD_MAX_ACCEPT_QUEUE,
      sampleIntervalMs: e.OVERLOAD_SAMPLE_INTERVAL_MS,
    },
  };
}

/** For entry points: the configuration, or its message on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
