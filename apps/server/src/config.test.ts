import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authRateLimit).toBe(20);
    expect(config.loginMaxFailures).toBe(5);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h:5432/pelote',
      COOKIE_SECURE: 'true',
      PUBLIC_URL: 'https://pelote.example/',
      AUTH_RATE_LIMIT: '100',
      LOGIN_MAX_FAILURES: '3',
    });
    expect(config.authRateLimit).toBe(100);
    expect(config.loginMaxFailures).toBe(3);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/pelote');
    expect(config.cookieSecure).toBe(true);
    expect(config.publicUrl).toBe('https://pelote.example');
  });

  it('refuses bad values with a French message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL doit commencer par postgres/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'court' })).toThrow(
      /JWT_SECRET doit contenir au moins 32 caractères/,
    );
  });

  it('runs several processes on PostgreSQL only, and reads Redis and the replica', () => {
    const config = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://u@h:5432/pelote',
      DATABASE_REPLICA_URL: 'postgres://u@replique:5432/pelote',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.webConcurrency).toBe(4);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.databaseReplicaUrl).toBe('postgres://u@replique:5432/pelote');
    expect(loadConfig({}).webConcurrency).toBe(1);

    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 demande PostgreSQL \(DATABASE_URL\)[\s\S]*needs PostgreSQL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://h/p' })).toThrow(
      'WEB_CONCURRENCY doit valoir au moins 1',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://h' })).toThrow('REDIS_URL doit commencer par redis://');
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://h/p' })).toThrow(
      'DATABASE_REPLICA_URL demande DATABASE_URL',
    );
  });
});
