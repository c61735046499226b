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
});
