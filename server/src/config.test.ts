import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('merges branding overrides and rejects malformed ones', () => {
    expect(loadConfig({ BRANDING_JSON: '{"productName":"Reel Links"}' }).branding.productName).toBe('Reel Links');
    expect(() => loadConfig({ BRANDING_JSON: '{nope' })).toThrow(/BRANDING_JSON/);
  });
});
