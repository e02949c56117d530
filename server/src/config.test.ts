import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded SQLite file under data/ of the directory npm was run from', () => {
    const config = loadConfig({ INIT_CWD: '/srv/cinema' });
    expect(config.databaseUrl).toBe('sqlite:/srv/cinema/data/cinema.sqlite');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.tmdb).toBeNull();
  });

  it('keeps absolute SQLite paths, in-memory databases and MySQL URLs as given', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).databaseUrl).toBe('sqlite:/tmp/x.sqlite');
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).databaseUrl).toBe('sqlite::memory:');
    const mysql = 'mysql://root@127.0.0.1:3306/cinema';
    expect(loadConfig({ DATABASE_URL: mysql }).databaseUrl).toBe(mysql);
  });

  it('turns on TMDB only when a key or token is set', () => {
    const config = loadConfig({ TMDB_API_KEY: 'k', TMDB_BASE_URL: 'http://127.0.0.1:9/3/' });
    expect(config.tmdb).toMatchObject({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/3' });
  });

  it('refuses bad values with a message naming each one', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x', ADMIN_PASSWORD: 'short' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL must start with sqlite: or mysql:\/\//);
    expect(load).toThrow(/ADMIN_PASSWORD must be at least 8 characters/);
  });

  it('accepts a Redis URL for shared rate limits and refuses anything else', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
  });

  it('reads TRUST_PROXY as off, one hop for true, a hop count, or a list of proxy addresses and ranges', () => {
    const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toEqual({ hops: 1 });
    expect(trust('2')).toEqual({ hops: 2 });
    expect(trust('10.0.0.1, 10.1.0.0/16,fd00::/8, loopback')).toEqual({
      proxies: ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback'],
    });
    expect(() => trust('yes')).toThrow(/TRUST_PROXY: "yes" is not an IP address, a CIDR range/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => trust('11')).toThrow(/TRUST_PROXY: a hop count is at most 10/);
  });

  it("bounds every connection and database wait by default, within the client's 15 s", () => {
    const config = loadConfig({});
    expect(config.httpTimeouts).toEqual({
      requestTimeoutMs: 10_000,
      headersTimeoutMs: 5_000,
      idleTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(config.databaseTimeouts).toEqual({ connectTimeoutMs: 5_000, queryTimeoutMs: 5_000 });
  });

  it('reads each timeout from its variable', () => {
    const config = loadConfig({
      HTTP_REQUEST_TIMEOUT_MS: '8000',
      HTTP_HEADERS_TIMEOUT_MS: '3000',
      HTTP_IDLE_TIMEOUT_MS: '12000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '4000',
    });
    expect(config.httpTimeouts).toEqual({
      requestTimeoutMs: 8_000,
      headersTimeoutMs: 3_000,
      idleTimeoutMs: 12_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(config.databaseTimeouts).toEqual({ connectTimeoutMs: 2_000, queryTimeoutMs: 4_000 });
  });

  it('refuses a timeout under 100 ms, and headers allowed longer than the whole request', () => {
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '0' })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '4000', HTTP_HEADERS_TIMEOUT_MS: '5000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  });

  it('merges branding overrides and rejects malformed ones', () => {
    expect(loadConfig({ BRANDING_JSON: '{"productName":"Reel Links"}' }).branding.productName).toBe('Reel Links');
    expect(() => loadConfig({ BRANDING_JSON: '{nope' })).toThrow(/BRANDING_JSON/);
  });

  it("the README's configuration table lists every variable", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const missing = configVariables.filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
    expect(configVariables).toContain('METRICS_TOKEN');
  });

  it('leaves metrics off unless a token of 16+ printable characters is set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'abcdefghijklmnop' }).metricsToken).toBe('abcdefghijklmnop');
    expect(() => loadConfig({ METRICS_TOKEN: 'abcdefghijklmno' })).toThrow(
      'METRICS_TOKEN: METRICS_TOKEN must be at least 16 printable characters, no spaces',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'abcdefgh ijklmnop' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses under overload after a second of event-loop delay or 512 connections waiting by default; 0 turns a limit off', () => {
    expect(loadConfig({}).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxAcceptQueue: 512,
      sampleIntervalMs: 1000,
    });
    const set = loadConfig({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.98',
      OVERLOAD_MAX_ACCEPT_QUEUE: '0',
      OVERLOAD_SAMPLE_INTERVAL_MS: '250',
    });
    expect(set.overload).toEqual({
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.98,
      maxAcceptQueue: 0,
      sampleIntervalMs: 250,
    });
    expect(() => loadConfig({ OVERLOAD_MAX_ACCEPT_QUEUE: '-1' })).toThrow(/OVERLOAD_MAX_ACCEPT_QUEUE/);
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_UTILIZATION/,
    );
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/);
    expect(() => loadConfig({ OVERLOAD_SAMPLE_INTERVAL_MS: '0' })).toThrow(/OVERLOAD_SAMPLE_INTERVAL_MS/);
  });
});
