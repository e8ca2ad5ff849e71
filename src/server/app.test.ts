import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, TEST_ORIGIN } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('the HTTP app on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('reports health with the database kind and AI provider', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: kind, ai: 'local', version: 'test' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const answer = await app.callRaw('sortItems', '{"data":');
    expect(answer.status).toBe(400);
    expect(answer.body?.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.invalidJson });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const answer = await app.callRaw('sortItems', '[1,2]');
    expect(answer.status).toBe(400);
  });

  it('refuses a body over 64 KB with 413 and a clear message', async () => {
    const answer = await app.call('sortItems', { text: 'x'.repeat(70_000) });
    expect(answer.status).toBe(413);
    expect(answer.body?.error).toEqual({ status: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge(64) });
  });

  it('refuses a declared Content-Length over 64 KB from the header, without reading the body', async () => {
    const body = new ReadableStream({
      pull: (controller) => controller.error(new Error('the body was read')),
    });
    const response = await app.request('/api/sortItems', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '70000', origin: TEST_ORIGIN },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { status: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge(64) },
    });
  });

  it('refuses a 2 MB body as well, and stays healthy', async () => {
    const answer = await app.call('sortItems', { text: 'x'.repeat(2_000_000) });
    expect(answer.status).toBe(413);
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('answers an unknown procedure with 404 in the protocol shape', async () => {
    // A name the contract does not have, on purpose: unchecked.
    const answer = await app.callUnchecked('dropAllTables', {});
    expect(answer.status).toBe(404);
    expect(answer.body?.error?.status).toBe('NOT_FOUND');
  });

  it('does not treat inherited object keys as procedures', async () => {
    const answer = await app.callUnchecked('constructor', {});
    expect(answer.status).toBe(404);
  });

  it('explains that procedures take POST', async () => {
    const response = await app.request('/api/sortItems');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringMatching(/POST/) } });
  });

  it('refuses state-changing calls made from another site, and changes nothing', async () => {
    const user = await signUpUser(app, 'Cora');
    const forged = await app.post('/api/createList', JSON.stringify({ data: { name: 'Forged' } }), {
      cookie: user.cookie,
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'Requests from other sites are not allowed.' },
    });
    expect(resultOf(await app.call('listLists', {}, user.cookie)).lists).toEqual([]);
    const signUp = await app.post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: 'forged@example.com', password: 'correct-horse-battery-9', name: 'F' }),
      { origin: 'https://evil.example' },
    );
    expect(signUp.status).toBe(403);
  });

  it('sends strict security headers', async () => {
    const response = await app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('logs every request as one JSON line with its request id, and never the body', async () => {
    app.logLines.length = 0;
    const response = await app.request('/api/sortItems', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { text: 'secret-sauce-item' } }),
    });
    const line = JSON.parse(app.logLines.at(-1) ?? '{}');
    expect(line).toMatchObject({ msg: 'request', method: 'POST', path: '/api/sortItems', status: 200 });
    expect(line.reqId).toBe(response.headers.get('x-request-id'));
    expect(app.logLines.join('\n')).not.toContain('secret-sauce-item');
  });
});
