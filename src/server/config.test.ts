import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      aiProvider: 'local',
      trustProxy: false,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ AI_PROVIDER: 'skynet' }, 'AI_PROVIDER'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
  ])('stops on %j with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
  });
});
