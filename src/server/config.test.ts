import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      trustProxy: false,
      proxyHops: 0,
      allowedHosts: [],
      liveSocketCaps: { perAccount: 200, perAddress: 400 },
      compression: true,
    });
    // Unset: links follow the address each request came in on (link-origin.ts).
    expect(config.publicUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.ai).toMatchObject({ provider: 'local', timeoutMs: 30_000, guestLimit: 30 });
  });

  it('reads the model settings, taking GEMINI_API_KEY when AI_API_KEY is unset', () => {
    const ai = loadConfig({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'g-key', AI_TIMEOUT_MS: '5000' }).ai;
    expect(ai).toMatchObject({ provider: 'gemini', apiKey: 'g-key', timeoutMs: 5000 });
    expect(ai.model).toMatch(/^gemini-.*flash/);
    const local = loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:11434/v1/' }).ai;
    expect(local).toMatchObject({ apiKey: undefined, baseUrl: 'http://127.0.0.1:11434/v1' });
  });

  it('reads the live socket caps, and names a cap that is not a positive whole number', () => {
    const caps = loadConfig({
      LIVE_SOCKETS_PER_ACCOUNT: '20',
      LIVE_SOCKETS_PER_ADDRESS: '50',
    }).liveSocketCaps;
    expect(caps).toEqual({ perAccount: 20, perAddress: 50 });
    expect(() => loadConfig({ LIVE_SOCKETS_PER_ACCOUNT: '0' })).toThrow(/LIVE_SOCKETS_PER_ACCOUNT/);
  });

  it.each([
    ['off', false],
    ['0', false],
    ['No', false],
    ['on', true],
    ['TRUE', true],
  ])('reads COMPRESSION=%s as %s', (value, compression) => {
    expect(loadConfig({ COMPRESSION: value }).compression).toBe(compression);
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
    [{ COMPRESSION: 'gzip' }, 'COMPRESSION'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ ALLOWED_HOSTS: 'http://nas.local' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'nas.local/path' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'nas.local,,groceries.home' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'nas.local:port' }, 'ALLOWED_HOSTS'],
    [{ AI_PROVIDER: 'gemini' }, 'AI_API_KEY'],
    [{ AI_PROVIDER: 'openai' }, 'AI_API_KEY'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ADS_CLIENT_ID: '<script>' }, 'ADS_CLIENT_ID'],
  ])('stops on %j with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('uses test-mode billing unless all four Stripe settings are given', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    }).stripe;
    expect(stripe).toMatchObject({ prices: { monthly: 'price_m', yearly: 'price_y' }, apiBase: undefined });
  });

  it('keeps PUBLIC_URL unset unless given, and drops its trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
  });

  it.each([
    ['1', 1],
    ['true', 1],
    ['YES', 1],
    ['on', 1],
    ['0', 0],
    ['false', 0],
    ['off', 0],
    ['no', 0],
    ['2', 2],
    ['10', 10],
  ])('reads TRUST_PROXY=%s as %i proxies', (value, hops) => {
    const config = loadConfig({ TRUST_PROXY: value });
    expect(config.proxyHops).toBe(hops);
    expect(config.trustProxy).toBe(hops > 0);
  });

  it('reads ALLOWED_HOSTS as lower-case host names and host:port pairs', () => {
    expect(
      loadConfig({ ALLOWED_HOSTS: 'NAS.local, groceries.home:8443,[fd00::20]:3000' }).allowedHosts,
    ).toEqual(['nas.local', 'groceries.home:8443', '[fd00::20]:3000']);
  });
});
