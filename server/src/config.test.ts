import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to SQLite in the data folder and keeps a generated JWT secret there', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pb-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.databaseUrl).toBe(`sqlite:${join(dataDir, 'app.db')}`);
    expect(config.port).toBe(3000);
    expect(config.corsOrigins).toEqual([]);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });

  it('configures only the social providers that have a client id', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      GOOGLE_CLIENT_ID: 'gid',
      CORS_ORIGINS: 'http://a.test, http://b.test',
    });
    expect(Object.keys(config.social)).toEqual(['google']);
    expect(config.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
  });
});
