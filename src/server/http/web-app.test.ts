import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { signUpUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INDEX = '<!doctype html><title>Aislewise</title><div id="root"></div>';

describe('the web app page', () => {
  let webRoot: string;
  let withAds: TestApp;
  let withoutAds: TestApp;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'aislewise-web-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    withAds = await createTestApp('pglite', { ADS_CLIENT_ID: 'ca-pub-1234567890' }, { webRoot });
    withoutAds = await createTestApp('pglite', {}, { webRoot });
  });
  afterAll(async () => {
    await withAds.close();
    await withoutAds.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const policyOf = async (app: TestApp, path: string, cookie?: string) => {
    const response = await app.request(path, cookie ? { headers: { cookie } } : {});
    expect(await response.text()).toBe(INDEX);
    return response.headers.get('content-security-policy') ?? '';
  };

  it("lets only a guest's page load the configured ad network, never an inline script", async () => {
    const guest = await policyOf(withAds, '/');
    expect(guest).toContain('https://pagead2.googlesyndication.com');
    expect(guest).toMatch(/script-src 'self' https:/);
    expect(guest).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(guest).toContain("frame-ancestors 'none'");

    const user = await signUpUser(withAds);
    const signedIn = await policyOf(withAds, '/lists', user.cookie);
    expect(signedIn).not.toContain('googlesyndication');
    expect(signedIn).toContain("script-src 'self';");
  });

  it('tells the page whether the request came with a live session, for its first paint', async () => {
    const hintRoot = mkdtempSync(join(tmpdir(), 'aislewise-web-hint-'));
    writeFileSync(
      join(hintRoot, 'index.html'),
      '<!doctype html><head><meta name="aislewise-session" content="unknown" /></head><div id="root"></div>',
    );
    const app = await createTestApp('pglite', {}, { webRoot: hintRoot });
    try {
      const hint = async (cookie?: string) =>
        (await (await app.request('/lists/abc', cookie ? { headers: { cookie } } : {})).text()).match(
          /aislewise-session" content="(\w+)"/,
        )?.[1];
      expect(await hint()).toBe('guest');
      expect(await hint('better-auth.session_token=forged.value')).toBe('guest');
      expect(await hint((await signUpUser(app)).cookie)).toBe('member');
    } finally {
      await app.close();
      rmSync(hintRoot, { recursive: true, force: true });
    }
  });

  it('keeps the strict policy for everyone when no ad network is configured', async () => {
    expect(await policyOf(withoutAds, '/')).not.toContain('googlesyndication');
    const api = await withAds.request('/api/health');
    expect(api.headers.get('content-security-policy')).not.toContain('googlesyndication');
  });
});
